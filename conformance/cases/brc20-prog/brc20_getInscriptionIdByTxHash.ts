import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'brc20-prog',
  operation: 'brc20_getInscriptionIdByTxHash',
  rules: [{ name: 'an inscription id or null', check: (data, { fixture }) => { assert(data === null || /^[0-9a-f]{64}i[0-9]+$/.test(data as string), 'bad inscription id'); } }],
});
