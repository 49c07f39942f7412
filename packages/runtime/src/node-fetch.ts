// The default transport in Node: `fetch`'s contract over node:http(s). Node's own fetch costs about 5% more per call
// as soon as the call carries an AbortSignal (every client call does: its deadline), and a small answer through it
// takes about 1.2 x what this takes (bench/client.ts). Chosen by the `node` condition of `#node-fetch` (package.json),
// so no browser bundle holds it. A request this does not cover goes to the platform's fetch unchanged; a global fetch
// replaced after this module loaded (a mock, an interceptor) is the caller's choice, and then the default instead.
import type * as Http from 'node:http';
import type * as Https from 'node:https';
import type * as Zlib from 'node:zlib';

// Loaded on first use, not when a client package is imported (the three cost about 4 ms to load).
let httpModule: typeof Http | undefined;
let httpsModule: typeof Https | undefined;
let zlibModule: typeof Zlib | undefined;
const zlib = () => (zlibModule ??= process.getBuiltinModule('node:zlib'));

/** The headers Node's fetch adds when the caller has not set them. */
const DEFAULT_HEADERS: ReadonlyArray<[string, string]> = [
  ['accept', '*/*'],
  ['accept-language', '*'],
  ['sec-fetch-mode', 'cors'],
  ['user-agent', 'node'],
  ['accept-encoding', 'gzip, deflate'],
];
/** Statuses whose answer has no body, as `fetch` gives them. */
const NULL_BODY = new Set([101, 103, 204, 205, 304]);

type Decoder = (bytes: Buffer, done: (e: Error | null, out: Buffer) => void) => void;
const gunzip: Decoder = (b, done) => zlib().gunzip(b, { finishFlush: zlib().constants.Z_SYNC_FLUSH }, done);
/** `Content-Encoding` codings `fetch` decodes; deflate as zlib-wrapped or raw, as Node's fetch reads it. */
const DECODERS = new Map<string, Decoder>([
  ['gzip', gunzip],
  ['x-gzip', gunzip],
  ['deflate', (b, done) => ((b[0]! & 0x0f) === 0x08 ? zlib().inflate(b, done) : zlib().inflateRaw(b, done))],
  ['br', (b, done) => zlib().brotliDecompress(b, done)],
]);

/** The request when it is one this transport sends exactly as Node's fetch would; else undefined. */
function covered(
  input: RequestInfo | URL,
  init: RequestInit | undefined,
): { url: URL; headers: Record<string, string>; body: string | Uint8Array | undefined } | undefined {
  if (typeof input !== 'string' || !init || init.redirect !== 'manual') return undefined;
  const { method, headers, body, signal, redirect, ...rest } = init;
  // A browser's or cache's option (mode, credentials, cache, keepalive, ...) has its meaning only in fetch.
  for (const v of Object.values(rest)) if (v !== undefined) return undefined;
  if (body !== undefined && body !== null && typeof body !== 'string' && !(body instanceof Uint8Array)) return undefined;
  if (headers !== undefined && (typeof headers !== 'object' || headers instanceof Headers || Array.isArray(headers))) return undefined;
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return undefined;
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.username !== '' || url.password !== '') return undefined;
  return { url, headers: (headers ?? {}) as Record<string, string>, body: body ?? undefined };
}

/** The platform's fetch as this module found it. */
const platformFetch = globalThis.fetch;

/** The transport a gateway gets when its options name none: this one, unless the global fetch has been replaced. */
export const defaultTransport = (): typeof fetch =>
  globalThis.fetch === platformFetch && typeof process.getBuiltinModule === 'function' ? nodeFetch : globalThis.fetch;

/** Decodes `bytes` by the answer's `Content-Encoding`, last coding first; a coding Node's fetch does not decode leaves them as they came. */
function decodeBody(contentEncoding: string | undefined, bytes: Buffer, done: (e: Error | null, out: Buffer) => void): void {
  const codings = String(contentEncoding ?? '')
    .split(',')
    .map((c) => c.trim().toLowerCase())
    .filter((c) => c !== '' && c !== 'identity');
  const decoders = codings.map((c) => DECODERS.get(c));
  if (decoders.some((d) => d === undefined) || bytes.length === 0) return done(null, bytes);
  const next = (b: Buffer, i: number): void => {
    if (i < 0) return done(null, b);
    decoders[i]!(b, (e, out) => (e ? done(e, b) : next(out, i - 1)));
  };
  next(bytes, decoders.length - 1);
}

/** The Response of an answer and its body; `unreadable` (a lost connection, bytes that do not decode): a body that fails to read, as with Node's fetch. */
function responseOf(answer: Http.IncomingMessage, method: string, bytes: Buffer, unreadable?: unknown): Response {
  const status = answer.statusCode ?? 0;
  const headers = new Headers();
  for (let i = 0; i < answer.rawHeaders.length; i += 2) headers.append(answer.rawHeaders[i]!, answer.rawHeaders[i + 1]!);
  const body =
    NULL_BODY.has(status) || method === 'HEAD'
      ? null
      : unreadable === undefined
        ? new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.length)
        : new ReadableStream({ start: (c) => c.error(new TypeError('terminated', { cause: unreadable })) });
  return new Response(body, { status, statusText: answer.statusMessage ?? '', headers });
}

/**
 * `fetch(input, init)` over node:http(s) with `redirect: 'manual'` and text or bytes for body; else the platform's
 * fetch. The Response comes once the whole body is read (the runtime reads every answer whole): not for streams.
 */
export function nodeFetch(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const req = covered(input, init);
  if (!req) return globalThis.fetch(input, init);
  const signal = init?.signal ?? undefined;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const method = (init?.method ?? 'GET').toUpperCase();
  const headers: Record<string, string> = { ...req.headers };
  const named = new Set(Object.keys(headers).map((k) => k.toLowerCase()));
  for (const [k, v] of DEFAULT_HEADERS) if (!named.has(k)) headers[k] = v;
  return new Promise<Response>((resolve, reject) => {
    let settled = false;
    const settle = (ok: boolean, value: unknown) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (ok) resolve(value as Response);
      else reject(value);
    };
    // Node's fetch fails with a TypeError whose cause says why (ECONNREFUSED, ...).
    const failed = (cause: unknown) => settle(false, new TypeError('fetch failed', { cause }));
    const onAbort = () => {
      // Settled first: the destroyed request's events must not answer instead.
      settle(false, signal!.reason);
      sent.destroy();
    };
    /** The answer came: its Response, once the body is read and decoded (or known unreadable). */
    const answered = (answer: Http.IncomingMessage, bytes: Buffer, unreadable?: unknown) => {
      try {
        settle(true, responseOf(answer, method, bytes, unreadable));
      } catch (e) {
        failed(e);
      }
    };
    let sent: Http.ClientRequest;
    try {
      const transport =
        req.url.protocol === 'https:' ? (httpsModule ??= process.getBuiltinModule('node:https')) : (httpModule ??= process.getBuiltinModule('node:http'));
      sent = transport.request(req.url, { method, headers }, (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        // A connection lost before the body's end (ECONNRESET, "aborted").
        answer.on('error', (e) => answered(answer, Buffer.alloc(0), e));
        answer.on('end', () => decodeBody(answer.headers['content-encoding'], Buffer.concat(chunks), (e, out) => answered(answer, out, e ?? undefined)));
      });
    } catch (e) {
      // An invalid header name or value, refused before anything is sent.
      return failed(e);
    }
    sent.on('error', failed);
    signal?.addEventListener('abort', onAbort, { once: true });
    sent.end(req.body);
  });
}
