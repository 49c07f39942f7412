// client: a generated client call vs raw fetch (+ res.json()) and vs openapi-fetch on the same loopback route, per
// call, with each response-validation mode (throw / report / off). Routes: REST get-bitcoin-price (the recorded
// answer), JSON-RPC forex_rates (the recorded answer), JSON-RPC mempool_snapshot with 5000 entries. The server is a
// bare node:http process sending fixed bytes (echoing the JSON-RPC id), so the figures are client cost + loopback.
// Target: generated client with validation on <= 1.15 x raw fetch. Method: bench/README.md.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDataApiClient } from '@gw/data-api';
import { createForexClient } from '@gw/forex';
import { createMempoolClient } from '@gw/mempool';
import { createGateway, type Gateway } from '@gw/runtime';
import createOpenApiFetch from 'openapi-fetch';
import { type Contender, interleave, report } from './lib/measure.js';
import { type Child, startChild } from './lib/process.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const CALLS = arg('--calls', 2000);
const BIG_CALLS = arg('--big-calls', 200);
const KEY = 'bench-key-0001';
const fixture = (p: string) => JSON.parse(readFileSync(join(root, 'conformance/fixtures/mainnet', p), 'utf8')).response.body;
const hex64 = (i: number, salt: number) => (BigInt(i) * 0x9e3779b97f4a7c15n + BigInt(salt)).toString(16).padStart(16, '0').repeat(4).slice(0, 64);

const dir = mkdtempSync(join(tmpdir(), 'gw-bench-client-'));
const file = (name: string, value: unknown) => {
  const p = join(dir, name);
  writeFileSync(p, JSON.stringify(value));
  return p;
};
const page = fixture('mempool/mempool_snapshot/page-2.json').result;
const snapshot = {
  ...page,
  entries: Array.from({ length: 5000 }, (_, i) => ({ ...page.entries[0], txid: hex64(i, 1), wtxid: hex64(i, 2), seq: 100_000 + i })),
};

const modes = ['throw', 'report', 'off'] as const;
const gateways = (base: string, mode: 'header' | 'path'): Record<(typeof modes)[number], Gateway> =>
  Object.fromEntries(
    modes.map((m) => [
      m,
      createGateway({ baseUrl: base, auth: { mode, apiKey: KEY }, responseValidation: m, ...(m === 'report' ? { onIssue: () => {} } : {}) }),
    ]),
  ) as Record<(typeof modes)[number], Gateway>;

const servers: Child[] = [];
const serve = async (path: string, rpc: boolean) => {
  const s = await startChild(process.execPath, [join(here, 'lib/serve-bytes.mjs'), path, ...(rpc ? ['--rpc'] : [])], /listening (http:\S+)/);
  servers.push(s);
  return s.url;
};
const expect = (ok: boolean, what: string) => {
  if (!ok) throw new Error(`client bench: ${what}`);
};
const summary: string[] = [];
const compare = async (title: string, contenders: Contender[], calls: number) => {
  for (const c of contenders) await c.run(); // each answers correctly before timing (the checks throw)
  const t = await interleave(contenders, calls, 20);
  report(`client: ${title}, ${calls} calls each, per call`, t, 'raw fetch + res.json()');
  const raw = t[0]!.median;
  for (const x of t.slice(1)) summary.push(`${title}: ${x.name} / raw fetch = ${(x.median / raw).toFixed(2)}`);
};

try {
  // REST: POST get-bitcoin-price on the open mount with the key header.
  const restBase = await serve(file('price.json', fixture('data-api/get-bitcoin-price/header-key.json')), false);
  const headers = { 'content-type': 'application/json', 'x-service-api-key': KEY };
  const restUrl = `${restBase}/v4/api/get-bitcoin-price`;
  const ofetch = createOpenApiFetch<Record<string, never>>({ baseUrl: `${restBase}/v4/api` });
  const rest = gateways(restBase, 'header');
  await compare(
    'REST get-bitcoin-price',
    [
      {
        name: 'raw fetch + res.json()',
        run: async () => expect((await (await fetch(restUrl, { method: 'POST', headers, body: '{}' })).json()).data.bitcoin.usd === 97500.25, 'raw REST'),
      },
      {
        name: 'openapi-fetch',
        run: async () => {
          // biome-ignore lint/suspicious/noExplicitAny: openapi-fetch without generated path types
          const r = await (ofetch as any).POST('/get-bitcoin-price', { body: {}, headers: { 'x-service-api-key': KEY } });
          expect(r.data?.data?.bitcoin?.usd === 97500.25, 'openapi-fetch');
        },
      },
      ...modes.map((m) => {
        const client = createDataApiClient(rest[m]); // once, as an app does
        return {
          name: `generated client (${m})`,
          run: async () => expect((await client.getBitcoinPrice({})).data.bitcoin.usd === 97500.25, `generated ${m}`),
        };
      }),
    ],
    CALLS,
  );

  // JSON-RPC: forex_rates (recorded answer) and mempool_snapshot (5000 entries), key in the path.
  for (const [title, result, calls, mount, call] of [
    [
      'JSON-RPC forex_rates',
      fixture('forex/forex_rates/usd-all.json').result,
      CALLS,
      'forex',
      (gw: Gateway) => {
        const client = createForexClient(gw);
        return () => client.forexRates({ base: 'USD' });
      },
    ],
    [
      'JSON-RPC mempool_snapshot (5000 entries)',
      snapshot,
      BIG_CALLS,
      'mempool',
      (gw: Gateway) => {
        const client = createMempoolClient(gw);
        return () => client.mempoolSnapshot({ limit: 5000 });
      },
    ],
  ] as const) {
    const base = await serve(file(`${mount}.json`, result), true);
    const url = `${base}/v4/${KEY}/${mount}`;
    const method = mount === 'forex' ? 'forex_rates' : 'mempool_snapshot';
    let id = 0;
    const gws = gateways(base, 'path');
    const same = (x: unknown) => JSON.stringify(x).length === JSON.stringify(result).length;
    await compare(
      title,
      [
        {
          name: 'raw fetch + res.json()',
          run: async () => {
            const body = JSON.stringify({ jsonrpc: '2.0', method, params: {}, id: ++id });
            const r = (await (await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json()) as { result: unknown };
            expect(same(r.result), 'raw JSON-RPC');
          },
        },
        ...modes.map((m) => {
          const callOnce = call(gws[m]); // the client is made once, as an app does
          return { name: `generated client (${m})`, run: async () => expect(same((await callOnce()).data), `generated ${m}`) };
        }),
      ],
      calls,
    );
  }
  console.log(`\n${summary.join('\n')}\n(target: generated client with validation on (throw) <= 1.15 x raw fetch)`);
} finally {
  for (const s of servers) await s.stop();
}
