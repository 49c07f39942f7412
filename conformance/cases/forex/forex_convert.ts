import type { ForexClient } from '@gw/forex';
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'forex',
  operation: 'forex_convert',
  scenarios: [
    {
      name: 'a pair that cannot be priced answers a JSON-RPC error (code not shown in the seed)',
      run: async (ctx) => {
        const c = ctx.client<ForexClient>('forex');
        const { missing } = (await c.forexRates({})).data as { missing: string[] };
        const code = missing[0] ?? 'XAU';
        try {
          await c.forexConvert({ from: 'USD', to: code, amount: '10' });
        } catch (e) {
          assert((e as Error).name === 'JsonRpcFailure', `expected a JsonRpcFailure, got ${(e as Error).name}`);
          return;
        }
        throw new Error(`USD→${code} was priced although ${code} is missing`);
      },
    },
    {
      name: 'USD → X of 100 is 100 × the USD rate of X (decimal, exact up to rounding)',
      run: async (ctx) => {
        const c = ctx.client<ForexClient>('forex');
        const { rates } = (await c.forexRates({ base: 'USD' })).data as { rates: Record<string, string> };
        const code = Object.keys(rates).find((k) => k !== 'USD')!;
        const r = (await c.forexConvert({ from: 'USD', to: code, amount: '100' })).data;
        const [w, f = ''] = rates[code]!.split('.');
        const want = BigInt(w! + f) * 100n; // scale f.length
        const [rw, rf = ''] = r.result.split('.');
        const scale = Math.max(f.length, rf.length);
        const got = BigInt(rw! + rf.padEnd(scale, '0'));
        const wantScaled = want * 10n ** BigInt(scale - f.length);
        const diff = got > wantScaled ? got - wantScaled : wantScaled - got;
        assert(diff <= 1n, `100 USD → ${r.result} ${code}, expected 100 × ${rates[code]}`);
      },
    },
  ],
});
