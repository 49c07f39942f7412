import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'jsonrpc',
  operation: 'alkanes_protorunesbyaddress',
  rules: [{ name: 'outpoints is an array when present', check: (data) => { const d = data as { outpoints?: unknown }; assert(d.outpoints === undefined || Array.isArray(d.outpoints), 'outpoints not an array'); } }],
});
