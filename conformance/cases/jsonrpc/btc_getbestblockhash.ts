import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'jsonrpc',
  operation: 'btc_getbestblockhash',
  rules: [{ name: '64 lowercase hex', check: (data) => { assert(typeof data === 'string' && /^[0-9a-f]{64}$/.test(data), 'bad hash'); } }],
});
