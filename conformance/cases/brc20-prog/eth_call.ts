import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'brc20-prog',
  operation: 'eth_call',
  rules: [{ name: 'return data of whole 32-byte words', check: (data, { fixture }) => { assert(((data as string).length - 2) % 64 === 0, 'not whole ABI words'); } }],
});
