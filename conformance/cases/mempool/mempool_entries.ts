import type { MempoolClient } from '@gw/mempool';
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'mempool',
  operation: 'mempool_entries',
  rules: [
    {
      name: 'every requested txid is either an entry or listed in missing',
      check: (data, { fixture }) => {
        const d = data as { entries: Array<{ txid: string }>; missing: string[] };
        const asked = (fixture?.request.body as { params?: { txids?: string[] } })?.params?.txids ?? [];
        const got = new Set([...d.entries.map((e) => e.txid), ...d.missing]);
        for (const t of asked) assert(got.has(t), `${t} is neither an entry nor missing`);
        for (const t of d.missing) assert(!d.entries.some((e) => e.txid === t), `${t} is both an entry and missing`);
      },
    },
  ],
  scenarios: [
    {
      name: 'absent txids go to missing, no error',
      run: async (ctx) => {
        const c = ctx.client<MempoolClient>('mempool');
        const absentFx = ctx.fixtures.find((x) => x.surface === 'mempool' && x.case === 'unknown-txid');
        assert(absentFx, 'an unknown-txid mempool fixture is needed');
        const absent = (absentFx.request.body as { params: { txid: string } }).params.txid;
        const { txids } = (await c.mempoolTxids({ limit: 2 })).data;
        const r = (await c.mempoolEntries({ txids: [...txids, absent] })).data;
        assert(r.missing.includes(absent), 'the absent txid is not in missing');
        for (const t of txids) assert(r.entries.some((e) => e.txid === t) || r.missing.includes(t), `${t} vanished from the answer`);
      },
    },
    {
      name: 'more than 5000 txids are refused by the client before sending',
      run: async (ctx) => {
        const txids = Array.from({ length: 5001 }, (_, i) => i.toString(16).padStart(64, '0'));
        try {
          await ctx.client<MempoolClient>('mempool').mempoolEntries({ txids });
        } catch (e) {
          assert((e as Error).name === 'RequestValidationError', `expected RequestValidationError, got ${(e as Error).name}`);
          return;
        }
        throw new Error('5001 txids were sent');
      },
    },
  ],
});
