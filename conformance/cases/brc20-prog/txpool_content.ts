import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'brc20-prog',
  operation: 'txpool_content',
  rules: [{ name: 'pending and queued are objects when present', check: (data, { fixture }) => { const d = data as { pending?: unknown; queued?: unknown }; for (const k of [d.pending, d.queued]) assert(k === undefined || (typeof k === 'object' && k !== null), 'not an object'); } }],
});
