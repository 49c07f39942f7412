import { inspect } from 'node:util';
// Issue 13 item 2: the generated data-API client fed random and adversarial answers through a fake fetch.
// The outcome is always the typed result or a documented error (a GatewayError subclass, runtime/src/errors.ts),
// never an untyped exception, and neither the error nor the onExchange record ever contains the key,
// even when the server echoes it in a body or a header. GW_PROP_RUNS / GW_PROP_SEED.
import { createGateway, type Exchange, GatewayError } from '@gw/runtime';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createDataApiClient } from '@gw/data-api';

const KEY = 'gwk-robust-9f8e7d6c5b4a3210';
const RUNS = Number(process.env.GW_PROP_RUNS ?? 300);
/** A retry clock whose waits end at once. */
const instant = { now: () => Date.now(), random: () => Math.random(), sleep: async () => {} };
const params = { numRuns: RUNS, ...(process.env.GW_PROP_SEED ? { seed: Number(process.env.GW_PROP_SEED) } : {}) };

/** Bodies a hostile or broken server might send, several of them echoing the key. */
const body = fc.oneof(
  fc.json(),
  fc.string(),
  fc.constantFrom('', '<html><body>502 Bad Gateway</body></html>', '{"statusCode":200,"data":', 'null', '[]', '{"statusCode":"200"}'),
  fc.constant(JSON.stringify({ statusCode: 401, error: `invalid key ${KEY}` })),
  fc.constant(JSON.stringify({ statusCode: 200, data: { echo: KEY, bitcoin: { usd: KEY } } })),
  fc.constant(JSON.stringify({ code: 'INVALID_API_KEY', key: KEY })),
  fc
    .record({ statusCode: fc.integer({ min: -1, max: 999 }), error: fc.oneof(fc.string(), fc.constant(KEY)), data: fc.anything() })
    .map((x) => JSON.stringify(x)),
  fc.constant(`{"statusCode":200,"data":{"bitcoin":{"usd":${'9'.repeat(100_000)}}}}`), // a number no double holds
);
const status = fc.oneof(fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 413, 429, 500, 502, 503, 504), fc.integer({ min: 200, max: 599 }));
const headers = fc.dictionary(
  fc.constantFrom('content-type', 'retry-after', 'x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'x-echo', 'location'),
  fc.oneof(
    fc.constantFrom('application/json', 'text/html', 'text/plain', '-1', '1e309', 'NaN', KEY, `https://x.invalid/v4/${KEY}/`),
    fc.string().map((s) => s.replace(/[^\x20-\x7e]/g, '')),
  ),
);
/** How the fake fetch answers: a response, a thrown TypeError (network), or an AbortError. */
const outcome = fc.oneof(
  { weight: 8, arbitrary: fc.record({ kind: fc.constant('response' as const), status, body, headers }) },
  { weight: 1, arbitrary: fc.constantFrom({ kind: 'network' as const }, { kind: 'abort' as const }) },
);

function fetchFor(o: { kind: string; status?: number; body?: string; headers?: Record<string, string> }) {
  return (async () => {
    if (o.kind === 'network') throw new TypeError(`fetch failed: connect ECONNREFUSED (key ${KEY})`);
    if (o.kind === 'abort') throw new DOMException('This operation was aborted', 'AbortError');
    const nullBody = o.status === 204 || o.status === 205 || o.status === 304;
    return new Response(nullBody ? null : o.body, { status: o.status, headers: o.headers });
  }) as unknown as typeof fetch;
}

describe('data-api client under adversarial answers', () => {
  for (const mode of ['path', 'header'] as const) {
    it(`typed result or a GatewayError, never the key (auth ${mode})`, async () => {
      await fc.assert(
        fc.asyncProperty(outcome, fc.constantFrom('throw', 'report', 'off') as fc.Arbitrary<'throw' | 'report' | 'off'>, async (o, validation) => {
          const exchanges: Exchange[] = [];
          const reports: unknown[] = [];
          const gw = createGateway({
            baseUrl: 'http://127.0.0.1:9',
            auth: { mode, apiKey: KEY },
            fetch: fetchFor(o),
            responseValidation: validation,
            onExchange: (x) => exchanges.push(x),
            onIssue: (x) => reports.push(x),
            clock: instant, // retries run (429, 5xx, network errors) without waiting
          });
          const client = createDataApiClient(gw);
          let outcomeText: string;
          try {
            const reply = await client.getBitcoinPrice({});
            outcomeText = JSON.stringify(reply, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)) ?? '';
            if (validation === 'throw') expect(reply).toBeDefined();
          } catch (e) {
            if (!(e instanceof GatewayError)) throw new Error(`untyped exception ${(e as Error)?.name}: ${(e as Error)?.message}`);
            outcomeText = `${e.name} ${e.message} ${e.stack ?? ''} ${JSON.stringify(e)} ${inspect(e, { depth: 6 })}`; // inspect: the cause too
          }
          const logged = JSON.stringify(exchanges) + JSON.stringify(reports);
          expect(logged.includes(KEY), 'onExchange / report contains the key').toBe(false);
          // A successful reply may carry the key only where the server put it in the data (the caller's own data).
          if (!outcomeText.startsWith('{')) expect(outcomeText.includes(KEY), 'the error contains the key').toBe(false);
        }),
        params,
      );
    });
  }
});
