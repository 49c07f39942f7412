import { assume, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'jsonrpc',
  operation: 'esplora_fee-estimates',
  rules: [
    {
      // The seeds name the method only; that a longer confirmation target never costs more is our assumption.
      name: 'a longer target never costs more (assumption)',
      check: (data) => {
        const e = data as Record<string, number>;
        const ks = Object.keys(e)
          .map(Number)
          .sort((a, b) => a - b);
        const rise = ks.findIndex((k, i) => i > 0 && e[String(k)]! > e[String(ks[i - 1])]!);
        assume(
          'fee-estimates-monotone',
          rise < 0,
          `fee estimate rises with the target: ${ks[rise - 1]} → ${e[String(ks[rise - 1])]}, ${ks[rise]} → ${e[String(ks[rise])]}`,
          rise < 0 ? undefined : `/result/${ks[rise]}`,
        );
      },
    },
  ],
});
