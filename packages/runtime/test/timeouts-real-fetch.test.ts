// The per-call timeout with each Node transport (Node's own fetch, and nodeFetch, the default) against a real
// node:http server (src/deadlines.ts, src/transport.ts): a stalled request is really cancelled (the server sees its
// connection close), a caller's signal still aborts, a timed-out call leaves later calls unharmed, and finished calls
// leave no timer that keeps the process alive.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { nodeFetch } from '#node-fetch';
import { AbortedError, createGateway, restCall, type SurfaceMeta, TimeoutError } from '../src/index.js';
import { anyAnswer, priceOperation } from './fake-fetch.js';

const KEY = 'sk-test-0123456789abcdef';
const surface: SurfaceMeta = { name: 'data-api', networks: ['mainnet'], auth: ['header'], mounts: { open: '/v4/api' } };
const ANSWER = JSON.stringify({ statusCode: 200, data: { bitcoin: { usd: 97500.25 } } });

let server: Server;
let baseUrl: string;
/** Resolves with the stalled request once the server sees its connection close. */
let stalledClosed: Array<Promise<IncomingMessage>> = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    if (req.headers['x-stall']) {
      // Never answers: only the client's abort ends this request.
      stalledClosed.push(new Promise((resolve) => req.socket.once('close', () => resolve(req))));
      return;
    }
    req.on('end', () => res.writeHead(200, { 'content-type': 'application/json' }).end(ANSWER));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Each transport with a timeout length of its own (so its own deadline queue and timer) for the timer test. */
const transports = [
  ["Node's fetch", globalThis.fetch, 600_001],
  ['nodeFetch (the default in Node)', nodeFetch, 600_002],
] as const;

/** A gateway on a real transport that notes every signal handed to it. */
function watchedGateway(timeoutMs: number, transport: typeof fetch) {
  const signals: AbortSignal[] = [];
  const gw = createGateway({
    baseUrl,
    auth: { mode: 'header', apiKey: KEY },
    timeoutMs,
    maxRetries: 0,
    fetch: (url, init) => {
      signals.push(init!.signal!);
      return transport(url, init);
    },
  });
  return { gw, signals };
}
const stall = { headers: { 'x-stall': '1' } };

describe.each(transports)('per-call timeouts on %s', (_, transport, LONG) => {
  it('a stalled request times out, and the server sees it cancelled', async () => {
    stalledClosed = [];
    const { gw } = watchedGateway(300, transport);
    const e = await restCall(gw, surface, priceOperation, anyAnswer, {}, stall).catch((x) => x);
    expect(e).toBeInstanceOf(TimeoutError);
    expect(e.message).toContain('no answer within 300 ms');
    expect((e.cause as DOMException).name).toBe('TimeoutError');
    await stalledClosed[0];
  });

  it("the caller's signal aborts a stalled request, and the server sees it cancelled", async () => {
    stalledClosed = [];
    const { gw } = watchedGateway(600_000, transport);
    const ac = new AbortController();
    const call = restCall(gw, surface, priceOperation, anyAnswer, {}, { ...stall, signal: ac.signal }).catch((x) => x);
    // Abort once the request is on the server (a request that never left would prove nothing).
    while (stalledClosed.length === 0) await new Promise((r) => setImmediate(r));
    ac.abort(new Error('user left'));
    const e = await call;
    expect(e).toBeInstanceOf(AbortedError);
    expect(e.message).toContain('user left');
    await stalledClosed[0];
  });

  it('a timed-out call spoils nothing: each later call gets an unaborted signal and its answer', async () => {
    const { gw, signals } = watchedGateway(400, transport);
    await expect(restCall(gw, surface, priceOperation, anyAnswer, {}, stall)).rejects.toBeInstanceOf(TimeoutError);
    const timedOut = signals.at(-1)!;
    expect(timedOut.aborted).toBe(true);
    for (let i = 0; i < 3; i++) {
      const reply = await restCall<{ bitcoin: { usd: number } }>(gw, surface, priceOperation, anyAnswer, {});
      expect(reply.data.bitcoin.usd).toBe(97500.25);
      expect(signals.at(-1)).not.toBe(timedOut);
      expect(signals.at(-1)!.aborted).toBe(false);
    }
  });

  it('the timeout timer of finished calls does not keep the process alive', async () => {
    const set = vi.spyOn(globalThis, 'setTimeout');
    try {
      const { gw } = watchedGateway(LONG, transport);
      for (let i = 0; i < 3; i++) await restCall(gw, surface, priceOperation, anyAnswer, {});
      const ours = set.mock.calls.flatMap((c, i) => (Math.round(Number(c[1])) === LONG ? [set.mock.results[i]!.value as NodeJS.Timeout] : []));
      expect(ours.length).toBeGreaterThan(0);
      expect(ours.filter((t) => t.hasRef())).toEqual([]);
    } finally {
      set.mockRestore();
    }
  });
});
