import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'espo',
  operation: 'get_espo_height',
  rules: [{ name: 'height is a non-negative integer', check: (data) => { const d = data as { ok?: boolean; height?: number }; if (d.ok !== false) assert(Number.isInteger(d.height) && d.height! >= 0, 'bad height'); } }],
});
