// data-api get-bitcoin-market-chart (seed 000 §Bitcoin data). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'data-api',
  operation: 'get-bitcoin-market-chart',
  rules: [
    {
      name: 'series points are [unix ms, number], in time order',
      check: (data) => {
        const d = data as Record<string, Array<[number, number]>>;
        for (const k of ['prices', 'market_caps', 'total_volumes']) {
          let last = 0;
          for (const [i, [t]] of d[k]!.entries()) {
            assert(t > 1e12, `${k}[${i}]: ${t} is not a unix time in milliseconds`);
            assert(t >= last, `${k}[${i}]: points out of time order`);
            last = t;
          }
        }
      },
    },
  ],
  scenarios: [
    {
      name: 'days outside 1, 7, 30, 365 is refused before sending',
      run: async (ctx) => {
        let sent = 0;
        const gw = { ...ctx.gw, onExchange: () => void sent++ };
        const c = ctx.client('data-api', gw);
        for (const days of ['2', 7] as unknown[]) {
          const err = await c.getBitcoinMarketChart!({ days }).then(
            () => undefined,
            (e: Error & { issues?: Array<{ field: string }> }) => e,
          );
          assert(err?.name === 'RequestValidationError', `days ${JSON.stringify(days)}: expected RequestValidationError, got ${err?.name ?? 'a success'}`);
          assert(
            err.issues?.some((i) => i.field === '/days'),
            `days ${JSON.stringify(days)}: the error must name /days`,
          );
        }
        assert(sent === 0, 'a refused request reached the network');
      },
    },
  ],
});
