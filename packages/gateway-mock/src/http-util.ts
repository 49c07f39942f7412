import type { IncomingMessage, ServerResponse } from 'node:http';

/** Where an answer came from (header `x-gw-source`): a recorded fixture, a seed rule computed, or the spec synthesized. */
export type Source = 'recorded' | 'computed' | 'synthesized';

export interface Answer {
  status: number;
  /** `x-gw-source`: one source, or for a JSON-RPC batch the comma list of each answer's source in answer order. */
  source?: string;
  headers?: Record<string, string>;
  /** A string is sent as text/plain unless a content-type says otherwise. */
  body: unknown;
  /** `body` already serialized as JSON (a recorded answer's text, kept once per fixture): sent instead of serializing it again. */
  json?: string;
}

/** Statuses that never carry a body, nor a `content-length` (RFC 9110 §8.6). */
const NO_BODY = (status: number) => status === 204 || status === 304 || (status >= 100 && status < 200);

/** No extra headers. */
export const NO_HEADERS: Readonly<Record<string, string>> = Object.freeze({});

/**
 * Sends a whole answer in one write, with its `content-length` (without it, Node sends the body chunked: header,
 * chunk size, body and trailer as separate buffers). `planHeaders` (the key's X-RateLimit-*, names lower-case) win
 * over the answer's own, which win over `extraHeaders`.
 */
export function send(res: ServerResponse, a: Answer, extraHeaders: Readonly<Record<string, string>> = NO_HEADERS, planHeaders?: Record<string, string>): void {
  // Names lower-cased, later ones winning, as setHeader would: one object for writeHead (no per-header bookkeeping).
  const headers: Record<string, string | number> = {};
  if (extraHeaders !== NO_HEADERS) for (const name in extraHeaders) headers[name.toLowerCase()] = extraHeaders[name]!;
  if (a.headers) for (const name in a.headers) headers[name.toLowerCase()] = a.headers[name]!;
  if (planHeaders) for (const name in planHeaders) headers[name] = planHeaders[name]!;
  const source = a.source ?? 'computed'; // no source: the gateway's own answer by rule (auth, routing)
  headers['x-gw-source'] = source;
  (res as SourcedResponse)[SENT_SOURCE] = source;
  let payload: string;
  if (typeof a.body === 'string') {
    headers['content-type'] ??= 'text/plain; charset=utf-8';
    payload = a.body;
  } else if (a.body === undefined) {
    payload = '';
  } else {
    headers['content-type'] = 'application/json';
    payload = a.json ?? JSON.stringify(a.body);
  }
  if (NO_BODY(a.status)) delete headers['content-length'];
  else headers['content-length'] = Buffer.byteLength(payload);
  res.writeHead(a.status, headers);
  res.end(payload); // a string: Node sends it in one write with the header
}

/** The `x-gw-source` of the answer sent, for the request log (writeHead with an object keeps no readable headers). */
export const sentSource = (res: ServerResponse): string | undefined => (res as SourcedResponse)[SENT_SOURCE];
const SENT_SOURCE = Symbol('x-gw-source');
type SourcedResponse = ServerResponse & { [SENT_SOURCE]?: string };

/**
 * Path and query of a request target; `new URL` only when the path is not plain (dots, escapes, `//`, other
 * characters). A target `new URL` cannot read (`//[`) keeps its path as sent: it routes nowhere (404), never throws.
 */
export function requestTarget(target = '/'): { pathname: string; searchParams: URLSearchParams } {
  const q = target.indexOf('?');
  const path = q < 0 ? target : target.slice(0, q);
  const query = q < 0 ? '' : target.slice(q + 1);
  if (PLAIN_PATH.test(path) && PLAIN_QUERY.test(query)) return { pathname: path, searchParams: new URLSearchParams(query) };
  try {
    return new URL(target, 'http://127.0.0.1');
  } catch {
    return { pathname: path, searchParams: new URLSearchParams() };
  }
}
/** Paths `new URL` leaves as they are: `/` and segments of letters, digits, `-` and `_` (no empty segment, no dot). */
const PLAIN_PATH = /^(?:\/[A-Za-z0-9_-]+)*\/?$/;
/** Queries `new URL` leaves as they are (no `#`, space or character it would escape). */
const PLAIN_QUERY = /^[A-Za-z0-9_.~%=&+,:-]*$/;

/** The largest request body the local gateway reads: 1 MiB. A larger one is answered 413 (`TOO_LARGE`). */
export const BODY_LIMIT = 1 << 20;
/** A body this far over the limit is not even drained: the connection is cut. */
const DRAIN_LIMIT = 16 << 20;

/** Reads a request body; `undefined` when it is over `limit` bytes (the rest is drained, not kept, so the 413 can be read). Event listeners, not `for await`: an async iterator per request cost about 5% of the gateway's time. */
export function readBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const onData = (c: Buffer) => {
      size += c.length;
      if (size > DRAIN_LIMIT) {
        done = true;
        req.off('data', onData);
        req.destroy();
        resolve(undefined);
      } else if (size <= limit) chunks.push(c);
    };
    req.on('data', onData);
    // `on`, not `once`: each fires at most once for a request, and `once` wraps every listener per request.
    req.on('end', () => {
      done = true;
      resolve(size > limit ? undefined : chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks));
    });
    req.on('error', (e) => {
      done = true;
      reject(e);
    });
    // Closed before its end (the client went away): an error, as the stream's async iterator reported it.
    req.on('close', () => {
      if (!done) reject(new Error('Premature close'));
    });
  });
}

/** The answer to a body over BODY_LIMIT. */
export const TOO_LARGE: Answer = {
  status: 413,
  body: { statusCode: 413, error: `request body over ${BODY_LIMIT} bytes (1 MiB): send a smaller body or split a JSON-RPC batch` },
};

/** The answer to a path that is not valid percent-encoding (e.g. `%zz`). */
export const BAD_PATH: Answer = { status: 400, body: { statusCode: 400, error: 'malformed percent-encoding in the path: encode it with encodeURIComponent' } };

/** The deepest nesting of arrays and objects a JSON request body may have; deeper is refused as a bad request. */
export const MAX_JSON_DEPTH = 64;

/** True when JSON text nests deeper than `max` (a scan, no recursion: validators and matching recurse on the parsed value). */
export function nestsTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
