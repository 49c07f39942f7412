// client: a generated client call vs raw fetch (+ res.json()) on the same loopback route, per call, with each
// response-validation mode (throw / report / off), and openapi-fetch on the REST route. Routes: REST get-bitcoin-price
// (the recorded answer), JSON-RPC forex_rates (the recorded answer), JSON-RPC mempool_snapshot with 5000 entries, and
// the same 5000 entries with JSON escapes in them. The server is a bare node:http process sending fixed bytes
// (echoing the JSON-RPC id), so the figures are client cost + loopback. Only the call is timed: every contender's
// answer is checked once, before the timed rounds. The gateways are the default ones (retries on, no middleware): what
// unused retries and middleware cost is in the figures. Targets (issue 25 item 2) are printed beside each figure, and
// beside the small answers a raw fetch with the per-call timeout every client call carries (an anchor, no target).
// The clients run on their default transport, which in Node is node:http(s) with fetch's contract (runtime's
// src/node-fetch.ts); beside the small answers, the client with validation off on Node's own fetch is an anchor too.
// By default three runs, each in its own process, summarized by their median and spread (`--runs N`).
// Method: bench/README.md.
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDataApiClient } from '@gw/data-api';
import { createForexClient } from '@gw/forex';
import { createMempoolClient } from '@gw/mempool';
import { createGateway, type Gateway } from '@gw/runtime';
import createOpenApiFetch from 'openapi-fetch';
import { type Contender, interleave, report, type Timing } from './lib/measure.js';
import { forexRates, mempoolSnapshot, withEscapes } from './lib/payloads.js';
import { type Anchor, type Figure, printFigures } from './lib/figures.js';
import { medianOfRuns } from './lib/runs.js';
import { type Child, startChild } from './lib/process.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
// Several runs, each in its own process, summarized by their median (bench/lib/runs.ts); `--runs 1`: this process only.
const RUNS = arg('--runs', 3);
if (RUNS > 1 && !process.argv.includes('--child')) {
  const passed = process.argv.slice(2).filter((x, i, all) => x !== '--runs' && all[i - 1] !== '--runs');
  medianOfRuns('client', fileURLToPath(import.meta.url), RUNS, passed);
  process.exit(0);
}
const CALLS = arg('--calls', 2000);
const BIG_CALLS = arg('--big-calls', 200);
const KEY = 'bench-key-0001';
const fixture = (p: string) => JSON.parse(readFileSync(join(root, 'conformance/fixtures/mainnet', p), 'utf8')).response.body;

const dir = mkdtempSync(join(tmpdir(), 'gw-bench-client-'));
const file = (name: string, text: string) => {
  const p = join(dir, name);
  writeFileSync(p, text);
  return p;
};
// Payloads that look like real answers (bench/lib/payloads.ts): 5000 entries with hashed txids and wtxids, and the same
// text with escapes in it (every 50th hex string's first digit written `\u00XX`: the same values once parsed).
const snapshotText = JSON.stringify(mempoolSnapshot(5000));
const escapedText = withEscapes(snapshotText);
if (escapedText === snapshotText) throw new Error('client bench: no escape in the escaped answer');

const modes = ['throw', 'report', 'off'] as const;
type Mode = (typeof modes)[number];
const gateways = (base: string, mode: 'header' | 'path'): Record<Mode, Gateway> =>
  Object.fromEntries(
    modes.map((m) => [
      m,
      createGateway({ baseUrl: base, auth: { mode, apiKey: KEY }, responseValidation: m, ...(m === 'report' ? { onIssue: () => {} } : {}) }),
    ]),
  ) as Record<Mode, Gateway>;

/**
 * A raw fetch carrying what every client call carries: a per-attempt timeout (an AbortController and a timer, cleared
 * when the answer is read). The anchor that shows what of the client's cost is the timeout itself.
 */
const withTimeout = async <T>(send: (signal: AbortSignal) => Promise<T>): Promise<T> => {
  const ctl = new AbortController();
  const timer = setTimeout(() => ctl.abort(), 30_000);
  try {
    return await send(ctl.signal);
  } finally {
    clearTimeout(timer);
  }
};
const RAW_TIMEOUT = 'raw fetch + res.json(), with a timeout';
const OFF_ON_FETCH = "generated client (off), on Node's fetch";
/** A gateway like `gateways(...).off`, but on Node's own fetch instead of the default transport. */
const onNodeFetch = (base: string, mode: 'header' | 'path') =>
  createGateway({ baseUrl: base, auth: { mode, apiKey: KEY }, responseValidation: 'off', fetch: globalThis.fetch });

const servers: Child[] = [];
const serve = async (path: string, rpc: boolean) => {
  const s = await startChild(process.execPath, [join(here, 'lib/serve-bytes.mjs'), path, ...(rpc ? ['--rpc'] : [])], /listening (http:\S+)/);
  servers.push(s);
  return s.url;
};
const expect = (ok: boolean, what: string) => {
  if (!ok) throw new Error(`client bench: ${what}`);
};

/** A contender: `run` is the call alone (timed); `check` reads its answer once, before the timed rounds. */
interface Call extends Contender {
  check: (answer: unknown) => void;
}
const figures: Figure[] = [];
/** Figures without a target of their own: where the cost of a missed target lies. */
const anchors: Anchor[] = [];
const compare = async (title: string, calls: Call[], rounds: number): Promise<Timing[]> => {
  for (const c of calls) c.check(await c.run());
  const t = await interleave(calls, rounds, 20);
  report(`client: ${title}, ${rounds} calls each, per call`, t, calls[0]!.name);
  return t;
};
const ratio = (t: Timing[], a: string, b: string) => t.find((x) => x.name === a)!.median / t.find((x) => x.name === b)!.median;
/** A small answer's figures: validation on (≤ 1.15) and off (≤ 1.05) against raw fetch, and the timeout's anchors. */
const smallAnswerFigures = (title: string, short: string, t: Timing[]) => {
  const raw = 'raw fetch + res.json()';
  figures.push(
    { what: `${title}, validation on (throw) / raw fetch`, value: ratio(t, 'generated client (throw)', raw), target: 1.15 },
    { what: `${title}, validation off / raw fetch`, value: ratio(t, 'generated client (off)', raw), target: 1.05 },
  );
  anchors.push(
    { what: `${short}, raw fetch with a per-call timeout / raw fetch`, value: ratio(t, RAW_TIMEOUT, raw) },
    { what: `${short}, validation off / raw fetch with a per-call timeout`, value: ratio(t, 'generated client (off)', RAW_TIMEOUT) },
    { what: `${short}, validation off on Node's fetch / raw fetch`, value: ratio(t, OFF_ON_FETCH, raw) },
    { what: `${short}, validation off on Node's fetch / raw fetch with a per-call timeout`, value: ratio(t, OFF_ON_FETCH, RAW_TIMEOUT) },
  );
};

try {
  // REST: POST get-bitcoin-price on the open mount with the key header.
  const restBase = await serve(file('price.json', JSON.stringify(fixture('data-api/get-bitcoin-price/header-key.json'))), false);
  const headers = { 'content-type': 'application/json', 'x-service-api-key': KEY };
  const restUrl = `${restBase}/v4/api/get-bitcoin-price`;
  const ofetch = createOpenApiFetch<Record<string, never>>({ baseUrl: `${restBase}/v4/api` });
  const rest = gateways(restBase, 'header');
  const usd = (x: unknown) => (x as { data?: { bitcoin?: { usd?: unknown } } })?.data?.bitcoin?.usd;
  const restTimes = await compare(
    'REST get-bitcoin-price',
    [
      {
        name: 'raw fetch + res.json()',
        run: async () => (await fetch(restUrl, { method: 'POST', headers, body: '{}' })).json(),
        check: (a) => expect(usd(a) === 97500.25, 'raw REST'),
      },
      {
        name: RAW_TIMEOUT,
        run: () => withTimeout(async (signal) => (await fetch(restUrl, { method: 'POST', headers, body: '{}', signal })).json()),
        check: (a) => expect(usd(a) === 97500.25, 'raw REST with a timeout'),
      },
      {
        name: 'openapi-fetch',
        // biome-ignore lint/suspicious/noExplicitAny: openapi-fetch without generated path types
        run: () => (ofetch as any).POST('/get-bitcoin-price', { body: {}, headers: { 'x-service-api-key': KEY } }),
        check: (a) => expect(usd((a as { data?: unknown }).data) === 97500.25, 'openapi-fetch'),
      },
      ...modes.map((m): Call => {
        const client = createDataApiClient(rest[m]); // once, as an app does
        return { name: `generated client (${m})`, run: () => client.getBitcoinPrice({}), check: (a) => expect(usd(a) === 97500.25, `generated ${m}`) };
      }),
      (() => {
        const client = createDataApiClient(onNodeFetch(restBase, 'header'));
        return { name: OFF_ON_FETCH, run: () => client.getBitcoinPrice({}), check: (a: unknown) => expect(usd(a) === 97500.25, OFF_ON_FETCH) };
      })(),
    ],
    CALLS,
  );
  smallAnswerFigures('REST get-bitcoin-price', 'REST', restTimes);

  // JSON-RPC forex_rates (recorded answer), key in the path.
  const forexBase = await serve(file('forex.json', JSON.stringify(forexRates())), true);
  const forexUrl = `${forexBase}/v4/${KEY}/forex`;
  const forex = gateways(forexBase, 'path');
  let id = 0;
  const rawRpc = (url: string, method: string, signal?: AbortSignal) => async () =>
    (
      await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', method, params: {}, id: ++id }),
        ...(signal ? { signal } : {}),
      })
    ).json();
  const base = (x: unknown) => (x as { base?: unknown })?.base;
  const forexTimes = await compare(
    'JSON-RPC forex_rates',
    [
      {
        name: 'raw fetch + res.json()',
        run: rawRpc(forexUrl, 'forex_rates'),
        check: (a) => expect(base((a as { result: unknown }).result) === 'USD', 'raw forex'),
      },
      {
        name: RAW_TIMEOUT,
        run: () => withTimeout((signal) => rawRpc(forexUrl, 'forex_rates', signal)()),
        check: (a) => expect(base((a as { result: unknown }).result) === 'USD', 'raw forex with a timeout'),
      },
      ...modes.map((m): Call => {
        const client = createForexClient(forex[m]);
        return {
          name: `generated client (${m})`,
          run: () => client.forexRates({ base: 'USD' }),
          check: (a) => expect(base((a as { data: unknown }).data) === 'USD', `forex ${m}`),
        };
      }),
      (() => {
        const client = createForexClient(onNodeFetch(forexBase, 'path'));
        return {
          name: OFF_ON_FETCH,
          run: () => client.forexRates({ base: 'USD' }),
          check: (a: unknown) => expect(base((a as { data: unknown }).data) === 'USD', OFF_ON_FETCH),
        };
      })(),
    ],
    CALLS,
  );
  smallAnswerFigures('JSON-RPC forex_rates', 'forex_rates', forexTimes);

  // JSON-RPC mempool_snapshot, 5000 entries: plain (raw, throw, off), then the same answer with escapes beside the
  // plain one (separately: the slow escaped calls' garbage would weigh on the plain figures).
  const plainBase = await serve(file('mempool.json', snapshotText), true);
  const escapedBase = await serve(file('mempool-escaped.json', escapedText), true);
  const entries = (x: unknown) => (x as { entries?: unknown[] })?.entries?.length;
  const snapshotCalls = (b: string, label: string, ms: readonly Mode[]): Call[] => {
    const url = `${b}/v4/${KEY}/mempool`;
    const gws = gateways(b, 'path');
    return [
      {
        name: `raw fetch + res.json()${label}`,
        run: rawRpc(url, 'mempool_snapshot'),
        check: (a) => expect(entries((a as { result: unknown }).result) === 5000, 'raw snapshot'),
      },
      ...ms.map((m): Call => {
        const client = createMempoolClient(gws[m]);
        return {
          name: `generated client (${m})${label}`,
          run: () => client.mempoolSnapshot({ limit: 5000 }),
          check: (a) => expect(entries((a as { data: unknown }).data) === 5000, `snapshot ${m}${label}`),
        };
      }),
    ];
  };
  const bigTimes = await compare('JSON-RPC mempool_snapshot (5000 entries)', snapshotCalls(plainBase, '', ['throw', 'off']), BIG_CALLS);
  figures.push({
    what: 'mempool_snapshot 5000, validation on (throw) / raw fetch',
    value: ratio(bigTimes, 'generated client (throw)', 'raw fetch + res.json()'),
    target: 1.25,
  });
  figures.push({
    what: 'mempool_snapshot 5000, validation off / raw fetch',
    value: ratio(bigTimes, 'generated client (off)', 'raw fetch + res.json()'),
    target: 1.05,
  });
  const escTimes = await compare(
    'JSON-RPC mempool_snapshot (5000 entries) with escapes, beside the plain answer',
    [...snapshotCalls(escapedBase, ', escaped', ['throw', 'off']), snapshotCalls(plainBase, '', ['throw'])[1]!],
    BIG_CALLS,
  );
  figures.push({
    what: 'mempool_snapshot 5000 with escapes / without (client, throw)',
    value: ratio(escTimes, 'generated client (throw), escaped', 'generated client (throw)'),
    target: 1.05,
  });
  figures.push({
    what: 'mempool_snapshot 5000 with escapes, validation off / raw fetch',
    value: ratio(escTimes, 'generated client (off), escaped', 'raw fetch + res.json(), escaped'),
    target: 1.05,
  });

  // For a person, then one machine line each (for the parent of several runs, and for `npm run bench`'s table).
  printFigures('client (issue 25 item 2; medians of interleaved rounds)', figures, anchors);
} finally {
  for (const s of servers) await s.stop();
}
