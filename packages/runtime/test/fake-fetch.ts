import type { RestOperation, RestValidators, SurfaceMeta } from '../src/index.js';
export interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch that records calls and answers with a canned response. */
export function fakeFetch(answer: (req: Seen) => { status?: number; body: unknown; headers?: Record<string, string> }) {
  const calls: Seen[] = [];
  const fn = (async (url: string | URL, init?: RequestInit) => {
    const seen: Seen = {
      url: String(url),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body as string | undefined,
    };
    calls.push(seen);
    const a = answer(seen);
    const text = typeof a.body === 'string' ? a.body : JSON.stringify(a.body);
    return new Response(text, {
      status: a.status ?? 200,
      headers: { 'content-type': typeof a.body === 'string' ? 'text/plain' : 'application/json', ...(a.headers ?? {}) },
    });
  }) as typeof fetch;
  return { fetch: fn, calls };
}

/** The data API as the REST tests use it (key in the path or a header), and its get-bitcoin-price operation. */
export const dataApiSurface: SurfaceMeta = {
  name: 'data-api',
  networks: ['mainnet'],
  auth: ['path', 'header'],
  mounts: { path: '/v4/{apiKey}', open: '/v4/api' },
};
export const priceOperation: RestOperation = {
  name: 'get-bitcoin-price',
  method: 'POST',
  path: '/get-bitcoin-price',
  envelope: 'rest',
  pathParams: [],
  queryParams: [],
  body: 'json',
};
/** Validators that accept any answer (for tests about the transport, not the shapes). */
export const anyAnswer: RestValidators = { responses: { 200: () => true, default: () => true } };
