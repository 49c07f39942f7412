import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'jsonrpc',
  operation: 'metashrew_view',
  rules: [
    {
      name: 'result is 0x hex of whole bytes',
      check: (data) => {
        assert(typeof data === 'string' && /^0x([0-9a-fA-F]{2})*$/.test(data), 'not 0x hex of whole bytes');
      },
    },
  ],
});
