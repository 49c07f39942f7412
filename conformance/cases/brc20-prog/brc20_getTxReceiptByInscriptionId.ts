import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'brc20-prog',
  operation: 'brc20_getTxReceiptByInscriptionId',
  rules: [
    {
      name: 'a receipt or null',
      check: (data) => {
        assert(data === null || typeof data === 'object', 'not a receipt');
      },
    },
  ],
});
