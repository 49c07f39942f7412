import fc from 'fast-check';
import { requestArbitraries, specDocs, surfaces } from '@gw/contract';
const docs = specDocs();
let ok = 0,
  skip = 0,
  noinv = 0;
const t0 = Date.now();
for (const s of surfaces) {
  if (s.kind === 'stream') continue;
  const ops = Object.keys(s.kind === 'rest' ? s.operations : s.methods);
  for (const op of ops) {
    const t = Date.now();
    const r = requestArbitraries(docs.get(s.surface.name)!, s, op, 42);
    if ('skip' in r) {
      skip++;
      console.log('SKIP', s.surface.name, op, r.skip);
      continue;
    }
    ok++;
    const v = fc.sample(r.valid, { numRuns: 3, seed: 1 });
    const inv = r.invalid ? fc.sample(r.invalid, { numRuns: 2, seed: 1 }) : undefined;
    if (!inv) {
      noinv++;
      console.log('NOINV', s.surface.name, op);
    }
    if (Date.now() - t > 300) console.log('SLOW', s.surface.name, op, Date.now() - t);
    if (['get-alkanes', 'holders', 'get_holders', 'forex_rates', 'mempool_snapshot', 'eth_call'].includes(op))
      console.log(op, JSON.stringify(v).slice(0, 300), JSON.stringify(inv).slice(0, 300));
  }
}
console.log({ ok, skip, noinv, ms: Date.now() - t0 });
