import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'jsonrpc',
  operation: 'esplora_fee-estimates',
  rules: [{ name: 'a longer target never costs more', check: (data) => { const e = data as Record<string, number>; const ks = Object.keys(e).map(Number).sort((a, b) => a - b); for (let i = 1; i < ks.length; i++) assert(e[String(ks[i])]! <= e[String(ks[i - 1])]!, 'fee estimate rises with the target'); } }],
});
