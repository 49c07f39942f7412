import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'espo',
  operation: 'get_holders_count',
  rules: [{ name: 'count is a non-negative integer', check: (data) => { const d = data as { ok: boolean; count?: number }; if (d.ok !== false) assert(Number.isInteger(d.count) && d.count! >= 0, 'bad count'); } }],
});
