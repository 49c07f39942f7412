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

/**
 * Sends a whole answer in one write, with its `content-length` (without it, Node sends the body chunked: header,
 * chunk size, body and trailer as separate buffers).
 */
export function send(res: ServerResponse, a: Answer, extraHeaders: Record<string, string> = {}): void {
  const headers: Record<string, string> = { ...extraHeaders, ...(a.headers ?? {}) };
  headers['x-gw-source'] = a.source ?? 'computed'; // no source: the gateway's own answer by rule (auth, routing)
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
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value); // readable by the request log
  if (NO_BODY(a.status)) res.removeHeader('content-length');
  else res.setHeader('content-length', Buffer.byteLength(payload));
  res.writeHead(a.status);
  res.end(payload); // a string: Node sends it in one write with the header
}

/** The largest request body the local gateway reads: 1 MiB. A larger one is answered 413 (`TOO_LARGE`). */
export const BODY_LIMIT = 1 << 20;
/** A body this far over the limit is not even drained: the connection is cut. */
const DRAIN_LIMIT = 16 << 20;

/** Reads a request body; `undefined` when it is over `limit` bytes (the rest is drained, not kept, so the 413 can be read). */
export async function readBody(req: IncomingMessage, limit = BODY_LIMIT): Promise<Buffer | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > DRAIN_LIMIT) {
      req.destroy();
      return undefined;
    }
    if (size <= limit) chunks.push(c as Buffer);
  }
  return size > limit ? undefined : Buffer.concat(chunks);
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
