import type { IncomingMessage, ServerResponse } from 'node:http';

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  /** A string is sent as text/plain unless a content-type says otherwise. */
  body: unknown;
}

export function send(res: ServerResponse, a: Answer, extraHeaders: Record<string, string> = {}): void {
  const headers: Record<string, string> = { ...extraHeaders, ...(a.headers ?? {}) };
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
  res.writeHead(a.status, headers);
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
