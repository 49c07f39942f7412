// A loopback gateway plan in front of another server: `limit` requests per key per window of `windowMs`, the first
// window opening at the key's first request (whether a run meets the limit never depends on where in a clock-aligned
// window it started), on a clock the test gives (a virtual clock shared with the suite's pacer makes waits cost no real
// time). Every keyed answer carries X-RateLimit-Limit/Remaining/Reset; over the plan, HTTP 429 with Retry-After (a
// JSON-RPC -32000 body on JSON-RPC requests, as observed.md §5 shows). WebSocket upgrades count against the plan and are
// piped through.
import { createServer, request as httpRequest, type IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';

export interface Plan {
  limit: number;
  windowMs: number;
  now: () => number;
  /** Leave X-RateLimit-Remaining out (only 429 + Retry-After tell the client about the plan). */
  quiet?: boolean;
  /**
   * The window closes `windowMs` after the request that spends the plan, not `windowMs` after it opened, and
   * X-RateLimit-Reset says seconds from now: a run in real time spends the plan and then waits about `windowMs`,
   * however long its requests took.
   */
  closesWhenSpent?: boolean;
}

export interface PlanServer {
  url: string;
  /** Requests answered 429. */
  refused: () => number;
  /** Keyed requests (those under the plan) passed to the server behind. */
  served: () => number;
  close: () => Promise<void>;
}

/**
 * A virtual clock: `sleep` moves time on at once. It starts at the real time, on a whole second (recorded timestamps stay
 * in the past, and a window that opens then ends on the whole second X-RateLimit-Reset names).
 */
export function virtualClock(start = Math.floor(Date.now() / 1000) * 1000) {
  let t = start;
  return { now: () => t, sleep: async (ms: number) => void (t += ms) };
}

const keyOf = (req: IncomingMessage) => {
  const m = /^\/v[45]\/([^/?]+)/.exec(req.url ?? '');
  const path = m && !['api', 'jsonrpc', 'opi'].includes(m[1]!) ? m[1] : undefined;
  return path ?? (req.headers['x-service-api-key'] as string | undefined);
};

export async function startPlanServer(target: string, plan: Plan): Promise<PlanServer> {
  const up = new URL(target);
  const used = new Map<string, number>();
  const firstSeen = new Map<string, number>();
  let refused = 0;
  let served = 0;
  const spent = new Map<string, { n: number; end: number }>();
  /** Counts one request of `key` in a window that closes when the plan is spent (Plan.closesWhenSpent). */
  const countUntilSpent = (key: string, now: number) => {
    let w = spent.get(key);
    if (!w || now >= w.end) spent.set(key, (w = { n: 0, end: Number.POSITIVE_INFINITY }));
    w.n++;
    if (w.n === plan.limit) w.end = now + plan.windowMs;
    const left = Math.ceil(Math.min(w.end - now, plan.windowMs) / 1000);
    const headers: Record<string, string> = {
      'x-ratelimit-limit': String(plan.limit),
      'x-ratelimit-reset': String(left),
      ...(plan.quiet ? {} : { 'x-ratelimit-remaining': String(Math.max(0, plan.limit - w.n)) }),
    };
    return { headers, over: w.n > plan.limit, retryAfter: Math.max(1, left) };
  };
  /** Counts one request of `key`; the plan headers, and whether it is over the plan. */
  const count = (key: string | undefined) => {
    if (!key) return { headers: {} as Record<string, string>, over: false, retryAfter: 0 };
    const now = plan.now();
    if (plan.closesWhenSpent) return countUntilSpent(key, now);
    const first = firstSeen.get(key) ?? now;
    firstSeen.set(key, first);
    const start = first + Math.floor((now - first) / plan.windowMs) * plan.windowMs;
    const k = `${key}@${start}`;
    const n = (used.get(k) ?? 0) + 1;
    used.set(k, n);
    const end = start + plan.windowMs;
    const headers: Record<string, string> = {
      'x-ratelimit-limit': String(plan.limit),
      'x-ratelimit-reset': String(Math.ceil(end / 1000)),
      ...(plan.quiet ? {} : { 'x-ratelimit-remaining': String(Math.max(0, plan.limit - n)) }),
    };
    return { headers, over: n > plan.limit, retryAfter: Math.max(1, Math.ceil((end - now) / 1000)) };
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const c = count(keyOf(req));
      if (c.over) {
        refused++;
        let rpc = false;
        let id: unknown = null;
        try {
          const b = JSON.parse(body.toString('utf8')) as { jsonrpc?: string; id?: unknown };
          rpc = b?.jsonrpc === '2.0';
          id = b?.id ?? null;
        } catch {
          /* not JSON */
        }
        const message = `Rate limit exceeded. Try again in ${c.retryAfter} seconds.`;
        res.writeHead(429, { ...c.headers, 'x-ratelimit-remaining': '0', 'retry-after': String(c.retryAfter), 'content-type': 'application/json' });
        res.end(JSON.stringify(rpc ? { jsonrpc: '2.0', error: { code: -32000, message }, id } : { error: message }));
        return;
      }
      if (keyOf(req)) served++;
      const headers = { ...req.headers, host: up.host };
      delete headers['content-length'];
      const fwd = httpRequest(new URL(req.url ?? '/', up), { method: req.method, headers: { ...headers, 'content-length': String(body.length) } }, (r) => {
        const h: Record<string, string | string[]> = {};
        for (const [k, v] of Object.entries(r.headers)) if (v !== undefined && !k.startsWith('x-ratelimit-')) h[k] = v;
        res.writeHead(r.statusCode ?? 502, { ...h, ...c.headers });
        r.pipe(res);
      });
      fwd.on('error', () => {
        res.writeHead(502);
        res.end();
      });
      fwd.end(body);
    });
  });
  server.on('upgrade', (req, socket, head) => {
    const c = count(keyOf(req));
    if (c.over) {
      refused++;
      socket.end(`HTTP/1.1 429 Too Many Requests\r\nretry-after: ${c.retryAfter}\r\ncontent-length: 0\r\nconnection: close\r\n\r\n`);
      return;
    }
    if (keyOf(req)) served++;
    const out = connect(Number(up.port), up.hostname, () => {
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (let i = 0; i < req.rawHeaders.length; i += 2) lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      out.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) out.write(head);
      out.pipe(socket);
      socket.pipe(out);
    });
    const drop = () => {
      out.destroy();
      socket.destroy();
    };
    out.on('error', drop);
    socket.on('error', drop);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    refused: () => refused,
    served: () => served,
    close: () =>
      new Promise((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}
