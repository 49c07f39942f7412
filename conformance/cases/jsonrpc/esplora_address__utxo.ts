import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'jsonrpc',
  operation: 'esplora_address::utxo',
  rules: [
    {
      name: 'confirmed utxos carry a block height',
      check: (data) => {
        for (const u of data as Array<{ status?: { confirmed?: boolean; block_height?: number } }>)
          if (u.status?.confirmed) assert(Number.isInteger(u.status.block_height), 'confirmed without block_height');
      },
    },
  ],
});
