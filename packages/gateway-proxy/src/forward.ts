import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

/** Hop-by-hop headers (RFC 9110 §7.6.1) and those the proxy recomputes: never forwarded. */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host', 'content-length']);

export function forwardHeaders(h: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(h)) if (v !== undefined && !HOP.has(k) && !k.startsWith('sec-websocket-')) out[k] = v;
  // The proxy reads every answer: ask for it unencoded.
  out['accept-encoding'] = 'identity';
  return out;
}

/**
 * The upstream URL of a request target, only when the target is a path (`/…`, origin form): an absolute URL, `//host`,
 * `/\host` or `*` could name another host, with the caller's key in its header or path, so it gets none.
 */
export function upstreamUrl(upstream: URL, target: string): URL | undefined {
  if (!target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(upstream.origin + target);
  } catch {
    return undefined;
  }
  return url.origin === upstream.origin ? url : undefined;
}

export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** The upstream sent no whole answer within the proxy's upstream timeout (it hangs, or drips). */
export class UpstreamTimeoutError extends Error {
  override name = 'UpstreamTimeoutError';
  constructor(readonly ms: number) {
    super(`the upstream sent no whole answer within ${ms} ms`);
  }
}

/** Keep-alive connections to the upstream, owned by one proxy: destroyed when it closes, so nothing keeps the process up. */
export function upstreamAgent(upstream: URL): HttpAgent {
  return upstream.protocol === 'https:' ? new HttpsAgent({ keepAlive: true }) : new HttpAgent({ keepAlive: true });
}

/**
 * Sends one request upstream and reads the whole answer, within `timeoutMs` from the first byte sent to the last
 * received. A kept-alive connection the upstream closed while idle fails before any answer (ECONNRESET on a reused
 * socket): the request never reached it, so it goes once more on a new connection (node:http's `reusedSocket` advice).
 */
export async function forward(
  target: URL,
  method: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
  agent: HttpAgent,
  timeoutMs: number,
): Promise<UpstreamAnswer> {
  try {
    return await forwardOnce(target, method, headers, body, agent, timeoutMs);
  } catch (e) {
    if (!(e instanceof StaleConnectionError)) throw e;
    return forwardOnce(target, method, headers, body, undefined, timeoutMs);
  }
}

/** A reused keep-alive connection failed before any answer came: the upstream had closed it. */
class StaleConnectionError extends Error {}

function forwardOnce(
  target: URL,
  method: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
  agent: HttpAgent | undefined,
  timeoutMs: number,
): Promise<UpstreamAnswer> {
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    let answered = false;
    let timedOut = false;
    let settled = false;
    const fail = (e: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(deadline);
      reject(timedOut ? new UpstreamTimeoutError(timeoutMs) : e);
    };
    const req = send(target, { method, agent: agent ?? false, headers: { ...forwardHeaders(headers), 'content-length': String(body.length) } }, (res) => {
      answered = true;
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', fail);
      res.on('close', () => {
        if (!res.complete) fail(Object.assign(new Error('the upstream closed the connection mid-answer'), { code: 'ECONNRESET' }));
      });
      res.on('end', () => {
        if (settled) return;
        settled = true;
        clearTimeout(deadline);
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP.has(k)) h[k] = Array.isArray(v) ? v.join(', ') : v;
        resolve({ status: res.statusCode ?? 502, headers: h, body: Buffer.concat(chunks) });
      });
    });
    const deadline = setTimeout(() => {
      timedOut = true;
      req.destroy();
    }, timeoutMs);
    req.on('error', (e: NodeJS.ErrnoException) =>
      fail(!answered && !timedOut && req.reusedSocket && e.code === 'ECONNRESET' ? new StaleConnectionError(e.message, { cause: e }) : e),
    );
    req.end(body);
  });
}
