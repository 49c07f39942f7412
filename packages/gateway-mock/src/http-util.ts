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
}

export function send(res: ServerResponse, a: Answer, extraHeaders: Record<string, string> = {}): void {
  const headers: Record<string, string> = { ...extraHeaders, ...(a.headers ?? {}) };
  headers['x-gw-source'] = a.source ?? 'computed'; // no source: the gateway's own answer by rule (auth, routing)
  let payload: string | Buffer;
  if (typeof a.body === 'string') {
    headers['content-type'] ??= 'text/plain; charset=utf-8';
    payload = a.body;
  } else if (a.body === undefined) {
    payload = '';
  } else {
    headers['content-type'] = 'application/json';
    payload = JSON.stringify(a.body);
  }
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value); // readable by the request log
  res.writeHead(a.status);
  res.end(payload);
}

/** Reads a request body, refusing more than `limit` bytes. */
export async function readBody(req: IncomingMessage, limit = 4 << 20): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const c of req) {
    size += (c as Buffer).length;
    if (size > limit) throw new Error('request body too large');
    chunks.push(c as Buffer);
  }
  return Buffer.concat(chunks);
}
