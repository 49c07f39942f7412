// Raw HTTP helpers for tests: node fetch (or node:http) against the local gateway, no generated client in between.
import { Agent, type IncomingHttpHeaders, request } from 'node:http';

/** Sends many requests over a few kept-alive connections: node:http does a fraction of fetch's work per request. */
export const keptAlive = () => new Agent({ keepAlive: true });

/** One exchange through `agent`: the status, the response headers and the body as text. */
export function exchange(agent: Agent, url: URL, method: string, body?: string): Promise<{ status: number; headers: IncomingHttpHeaders; text: string }> {
  const headers = body === undefined ? {} : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) };
  return new Promise((resolve, reject) => {
    const req = request(url, { agent, method, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (text += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}
export async function rpc(base: string, path: string, method: string, params?: unknown): Promise<any> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', method, ...(params !== undefined ? { params } : {}), id: 7 }),
  });
  return { status: res.status, source: res.headers.get('x-gw-source'), ...(await res.json()) };
}

export async function get(base: string, path: string): Promise<{ status: number; type: string; text: string; json: any }> {
  const res = await fetch(`${base}${path}`);
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: res.status, type: res.headers.get('content-type') ?? '', text, json };
}

export async function post(base: string, path: string, body: unknown): Promise<{ status: number; json: any }> {
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return { status: res.status, json: await res.json() };
}
