// The per-call timeout with Node's own fetch against a real node:http server (src/deadlines.ts, src/transport.ts): a
// stalled request is really cancelled (the server sees its connection close), a caller's signal still aborts, and a
// finished call leaves nothing behind (no listener on the signal fetch was given, no timer that keeps the process
// alive), while the signals of finished calls are used again.
import { getEventListeners } from 'node:events';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

/** A gateway on the real fetch that notes every signal handed to it. */
function watchedGateway(timeoutMs: number) {
  const signals: AbortSignal[] = [];
  const gw = createGateway({
    baseUrl,
    auth: { mode: 'header', apiKey: KEY },
    timeoutMs,
    maxRetries: 0,
    fetch: (url, init) => {
      signals.push(init!.signal!);
      return fetch(url, init);
    },
  });
  return { gw, signals };
}
const stall = { headers: { 'x-stall': '1' } };
const timers = () => process.getActiveResourcesInfo().filter((r) => r === 'Timeout').length;

describe('per-call timeouts on the real fetch', () => {
  it('a stalled request times out, and the server sees it cancelled', async () => {
    stalledClosed = [];
    const { gw } = watchedGateway(300);
    const e = await restCall(gw, surface, priceOperation, anyAnswer, {}, stall).catch((x) => x);
    expect(e).toBeInstanceOf(TimeoutError);
    expect(e.message).toContain('no answer within 300 ms');
    expect((e.cause as DOMException).name).toBe('TimeoutError');
    await stalledClosed[0];
  });

  it("the caller's signal aborts a stalled request, and the server sees it cancelled", async () => {
    stalledClosed = [];
    const { gw } = watchedGateway(600_000);
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

  it('a finished call leaves no listener on its signal; a timed-out signal is never handed out again', async () => {
    const { gw, signals } = watchedGateway(400);
    const ok = async () => {
      const reply = await restCall<{ bitcoin: { usd: number } }>(gw, surface, priceOperation, anyAnswer, {});
      expect(reply.data.bitcoin.usd).toBe(97500.25);
      const signal = signals.at(-1)!;
      expect(signal.aborted).toBe(false);
      expect(getEventListeners(signal, 'abort')).toEqual([]);
      return signal;
    };
    const first = await ok();
    await expect(restCall(gw, surface, priceOperation, anyAnswer, {}, stall)).rejects.toBeInstanceOf(TimeoutError);
    const timedOut = signals.at(-1)!;
    expect(timedOut.aborted).toBe(true);
    for (let i = 0; i < 5; i++) expect(await ok()).not.toBe(timedOut);
    // In Node a finished call's signal serves the next call (fresh ones cost as much again as the rest of the call).
    expect(new Set(signals.filter((s) => s !== timedOut)).size).toBeLessThan(signals.length - 1);
    expect(signals).toContain(first);
  });

  it('no timer of a finished call keeps the process alive', async () => {
    // The connection (and whatever it keeps) exists from here on, opened by a call with another timeout length.
    await restCall(watchedGateway(1_000).gw, surface, priceOperation, anyAnswer, {});
    const { gw } = watchedGateway(2 ** 31 - 1);
    const before = timers();
    for (let i = 0; i < 3; i++) await restCall(gw, surface, priceOperation, anyAnswer, {});
    expect(timers()).toBe(before);
  });
});
