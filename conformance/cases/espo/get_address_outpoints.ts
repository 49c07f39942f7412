import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'espo',
  operation: 'get_address_outpoints',
  rules: [{ name: 'outpoints are txid:vout', check: (data) => { const d = data as { ok: boolean; outpoints?: Array<{ outpoint: string }> }; if (d.ok === false) return; for (const o of d.outpoints ?? []) assert(/^[0-9a-f]{64}:[0-9]+$/.test(o.outpoint), 'bad outpoint'); } }],
});
