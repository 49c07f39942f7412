import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Hop-by-hop headers (RFC 9110 §7.6.1) and those the proxy recomputes: never forwarded. */
const HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'host', 'content-length']);

export function forwardHeaders(h: IncomingHttpHeaders): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [k, v] of Object.entries(h)) if (v !== undefined && !HOP.has(k) && !k.startsWith('sec-websocket-')) out[k] = v;
  // The proxy reads every answer: ask for it unencoded.
  out['accept-encoding'] = 'identity';
  return out;
}

export interface UpstreamAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Sends one request upstream and reads the whole answer. */
export function forward(upstream: URL, method: string, path: string, headers: IncomingHttpHeaders, body: Buffer): Promise<UpstreamAnswer> {
  const target = new URL(path, upstream);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(target, { method, headers: { ...forwardHeaders(headers), 'content-length': String(body.length) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('error', reject);
      res.on('end', () => {
        const h: Record<string, string> = {};
        for (const [k, v] of Object.entries(res.headers)) if (v !== undefined && !HOP.has(k)) h[k] = Array.isArray(v) ? v.join(', ') : v;
        resolve({ status: res.statusCode ?? 502, headers: h, body: Buffer.concat(chunks) });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
