import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { isRateLimited, Pacer, PacingStop, retryAfterMs } from '../src/pacing.js';
import { type Target, targetFetch, type WireLog } from '../src/target.js';

/** Virtual time: sleeping moves the clock on at once and is recorded. */
function clock(start = 1_800_000_000_000) {
  let t = start;
  const slept: number[] = [];
  return {
    now: () => t,
    sleep: async (ms: number) => {
      slept.push(ms);
      t += ms;
    },
    slept,
    advance: (ms: number) => void (t += ms),
  };
}

const h = (o: Record<string, string>) => new Headers(o);

describe('Pacer', () => {
  it('waits for the window to reset when X-RateLimit-Remaining reaches 0, not before', async () => {
    const c = clock();
    const p = new Pacer({ clock: c });
    expect(await p.acquire()).toBe(0);
    const reset = Math.ceil((c.now() + 7_000) / 1000);
    p.observe(200, h({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '1', 'x-ratelimit-reset': String(reset) }), '{}');
    expect(await p.acquire()).toBe(0); // one left
    p.observe(200, h({ 'x-ratelimit-limit': '2', 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(reset) }), '{}');
    const waited = await p.acquire();
    expect(c.now()).toBe(reset * 1000);
    expect(waited).toBeGreaterThan(6_000);
    expect(p.stats).toMatchObject({ waits: 1, waitedMs: waited, planLimit: 2 });
  });

  it('after a 429 waits Retry-After (seconds or an HTTP date)', async () => {
    const c = clock();
    const p = new Pacer({ clock: c });
    await p.acquire();
    expect(p.observe(429, h({ 'retry-after': '45' }), '{"error":"slow down"}')).toBe(true);
    expect(await p.acquire()).toBe(45_000);
    expect(retryAfterMs(new Date(c.now() + 3_000).toUTCString(), c.now())).toBe(3_000);
    expect(retryAfterMs('soon', c.now())).toBeUndefined();
  });

  it('--max-rate spaces requests', async () => {
    const c = clock();
    const p = new Pacer({ clock: c, maxRate: 4 });
    for (let i = 0; i < 5; i++) await p.acquire();
    expect(c.slept).toEqual([250, 250, 250, 250]);
    expect(p.stats.maxRate).toBe(4);
  });

  it('a wait longer than --max-wait stops the run, naming the wait; a spent daily quota stops it too', async () => {
    const c = clock();
    const p = new Pacer({ clock: c, maxWaitMs: 60_000 });
    await p.acquire();
    p.observe(429, h({ 'retry-after': '900' }), '');
    await expect(p.acquire()).rejects.toThrow(PacingStop);
    await expect(p.acquire()).rejects.toThrow(/wait of 900 s, more than --max-wait 60 s/);
    const d = new Pacer({ clock: c });
    d.observe(200, h({ 'x-ratelimit-daily-remaining': '0' }), '{}');
    await expect(d.acquire()).rejects.toThrow(/daily quota is spent/);
  });

  it('a reset in the past (a recorded answer) or a header that is not a number does not make it wait', async () => {
    const c = clock();
    const p = new Pacer({ clock: c });
    p.observe(200, h({ 'x-ratelimit-remaining': '0', 'x-ratelimit-reset': String(Math.floor(c.now() / 1000) - 60) }), '{}');
    p.observe(200, h({ 'x-ratelimit-remaining': 'none', 'x-ratelimit-reset': 'soon' }), '{}');
    expect(await p.acquire()).toBe(0);
  });

  it('tells a JSON-RPC -32000 rate limit from -32000 "not found" (mempool)', () => {
    const rpc = (message: string) => JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message }, id: 1 });
    expect(isRateLimited(200, h({}), rpc('Rate limit exceeded. Try again in 45 seconds.'))).toBe(true);
    expect(isRateLimited(200, h({ 'retry-after': '3' }), rpc('busy'))).toBe(true);
    expect(isRateLimited(200, h({}), rpc('transaction not in the mempool'))).toBe(false);
    expect(isRateLimited(429, h({}), 'x')).toBe(true);
    expect(isRateLimited(200, h({}), `[${rpc('ok')},${rpc('rate limit exceeded')}]`)).toBe(true);
  });
});

describe('the run fetch waits out a rate limit and sends the request again', () => {
  it('two 429s then an answer: one call, three requests, the waits from Retry-After, the case sees the answer', async () => {
    let n = 0;
    const bodies: string[] = [];
    const server = createServer((req, res) => {
      let b = '';
      req.on('data', (c) => (b += c));
      req.on('end', () => {
        bodies.push(b);
        n++;
        if (n <= 2) {
          res.writeHead(429, { 'retry-after': String(n * 10), 'content-type': 'application/json' });
          res.end(JSON.stringify({ jsonrpc: '2.0', error: { code: -32000, message: 'rate limit exceeded' }, id: 1 }));
        } else {
          res.writeHead(200, { 'content-type': 'application/json' });
          res.end('{"jsonrpc":"2.0","result":1,"id":1}');
        }
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    const c = clock();
    const wire: WireLog = { sent: 0 };
    const t = { timeoutMs: 5000, pacer: new Pacer({ clock: c }), wire } as unknown as Target;
    try {
      const res = await targetFetch(t, url, { method: 'POST', body: '{"jsonrpc":"2.0","method":"m","id":1}' });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ jsonrpc: '2.0', result: 1, id: 1 });
      expect(bodies).toEqual(Array(3).fill('{"jsonrpc":"2.0","method":"m","id":1}'));
      expect(c.slept).toEqual([10_000, 20_000]);
      expect(wire).toMatchObject({ sent: 3, retried: 2, waitedMs: 30_000 });
      expect(wire.rateLimited).toBeUndefined();
      // A case that expects the refusal itself (a recorded 429) gets it at once.
      n = 0;
      const expecting: WireLog = { sent: 0, expectRateLimit: true };
      t.wire = expecting;
      expect((await targetFetch(t, url, { method: 'POST', body: '{}' })).status).toBe(429);
      expect(expecting.sent).toBe(1);
      // Still refused after every retry: the case is given up as rate limited, not failed.
      n = -100;
      const giveUp: WireLog = { sent: 0 };
      t.wire = giveUp;
      expect((await targetFetch(t, url, { method: 'POST', body: '{}' })).status).toBe(429);
      expect(giveUp.sent).toBe(6);
      expect(giveUp.rateLimited).toMatch(/still rate limited \(HTTP 429\) after 5 retries/);
    } finally {
      await new Promise((r) => server.close(r));
    }
  });
});
