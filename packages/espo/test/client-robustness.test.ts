import { inspect } from 'node:util';
// Issue 13 item 2, JSON-RPC side: the generated espo client fed random and adversarial JSON-RPC answers
// (wrong ids, batches, error objects echoing the key, non-JSON) through a fake fetch. The outcome is the typed
// result or a GatewayError subclass, never an untyped exception; no error or onExchange record holds the key.
import { createGateway, type Exchange, GatewayError } from '@gw/runtime';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEspoClient } from '../src/index.js';

const KEY = 'gwk-robust-rpc-0a1b2c3d4e5f';
const RUNS = Number(process.env.GW_PROP_RUNS ?? 300);
/** A retry clock whose waits end at once. */
const instant = { now: () => Date.now(), random: () => Math.random(), sleep: async () => {} };
const params = { numRuns: RUNS, ...(process.env.GW_PROP_SEED ? { seed: Number(process.env.GW_PROP_SEED) } : {}) };

const id = fc.oneof(fc.constant(1), fc.constant(null), fc.integer(), fc.string(), fc.constant(KEY));
const body = fc.oneof(
  fc.record({ jsonrpc: fc.constantFrom('2.0', '1.0', 2), id, result: fc.anything() }).map((x) => JSON.stringify(x)),
  fc
    .record({
      jsonrpc: fc.constant('2.0'),
      id,
      error: fc.record({ code: fc.oneof(fc.integer(), fc.string()), message: fc.oneof(fc.string(), fc.constant(`bad key ${KEY}`)), data: fc.anything() }),
    })
    .map((x) => JSON.stringify(x)),
  fc.array(fc.record({ jsonrpc: fc.constant('2.0'), id, result: fc.json() }), { maxLength: 3 }).map((x) => JSON.stringify(x)),
  fc.json(),
  fc.string(),
  fc.constantFrom('', '<html>502</html>', '{"jsonrpc":"2.0","id":1,"result":', `{"code":"INVALID_API_KEY","echo":"${KEY}"}`),
);
const status = fc.constantFrom(200, 200, 200, 204, 400, 401, 403, 404, 429, 500, 502);
const headers = fc.dictionary(fc.constantFrom('content-type', 'retry-after', 'x-echo'), fc.constantFrom('application/json', 'text/html', '-5', KEY));

describe('espo client under adversarial JSON-RPC answers', () => {
  it('typed result or a GatewayError, never the key', async () => {
    await fc.assert(
      fc.asyncProperty(
        status,
        body,
        headers,
        fc.constantFrom('throw', 'report', 'off') as fc.Arbitrary<'throw' | 'report' | 'off'>,
        async (st, b, h, validation) => {
          const exchanges: Exchange[] = [];
          const reports: unknown[] = [];
          const gw = createGateway({
            baseUrl: 'http://127.0.0.1:9',
            auth: { mode: 'path', apiKey: KEY },
            fetch: (async () => new Response(st === 204 ? null : b, { status: st, headers: h })) as unknown as typeof fetch,
            responseValidation: validation,
            onExchange: (x) => exchanges.push(x),
            onIssue: (x) => reports.push(x),
            clock: instant, // retries run (429, 5xx, network errors) without waiting
          });
          try {
            await createEspoClient(gw).ping();
          } catch (e) {
            if (!(e instanceof GatewayError)) throw new Error(`untyped exception ${(e as Error)?.name}: ${(e as Error)?.message}`);
            expect(
              `${e.message} ${e.stack ?? ''} ${JSON.stringify(e)} ${inspect(e, { depth: 6 })}`.includes(KEY),
              'the error (or its cause) contains the key',
            ).toBe(false);
          }
          expect((JSON.stringify(exchanges) + JSON.stringify(reports)).includes(KEY), 'onExchange / report contains the key').toBe(false);
        },
      ),
      params,
    );
  });
});
