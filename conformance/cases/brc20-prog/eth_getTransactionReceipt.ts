import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'brc20-prog',
  operation: 'eth_getTransactionReceipt',
  rules: [
    {
      name: 'the receipt of the hash asked for',
      check: (data, { fixture }) => {
        const r = data as { transactionHash?: string } | null;
        const asked = (fixture!.request.body as { params: string[] }).params[0];
        if (r?.transactionHash) assert(r.transactionHash.toLowerCase() === asked!.toLowerCase(), 'another receipt answered');
      },
    },
  ],
});
