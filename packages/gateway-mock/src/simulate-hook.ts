import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RouteMatch } from '@gw/contract';
import type { WebSocket } from 'ws';
import { type Answer, send } from './http-util.js';
import { faultAnswer, isStreamFault, requestedFault, SIMULATE_HEADER, type StreamFault } from './simulate.js';
import type { StreamHub } from './stream-hub.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Applies an `x-gw-simulate` fault to an HTTP request. `done`: the fault answered (or dropped the connection);
 * `continue`: answer normally (no fault, or after a `slow:<ms>` delay).
 */
/** `body`: the request body, already read by the server (it reads every body before answering). */
export async function simulateHttp(
  req: IncomingMessage,
  res: ServerResponse,
  route: RouteMatch,
  cors: Record<string, string>,
  body: Buffer,
): Promise<'done' | 'continue'> {
  const fault = requestedFault(req.headers);
  if (!fault) return 'continue';
  if ('error' in fault) {
    send(res, { status: 400, body: { error: fault.error } }, cors);
    return 'done';
  }
  if (isStreamFault(fault)) {
    send(res, { status: 400, body: { error: `${SIMULATE_HEADER}: ${fault.kind} applies to WebSocket streams only` } }, cors);
    return 'done';
  }
  if (fault.kind === 'drop') {
    req.socket.destroy();
    return 'done';
  }
  if (fault.kind === 'slow') {
    await sleep(fault.ms);
    return 'continue';
  }
  send(res, faultAnswer(fault, route.surface, route.operation, req.method === 'POST' ? body : Buffer.alloc(0)) as Answer, cors);
  return 'done';
}

const statusText: Record<number, string> = { 400: 'Bad Request', 401: 'Unauthorized', 403: 'Forbidden', 429: 'Too Many Requests', 503: 'Service Unavailable' };

/**
 * The HTTP part of a fault on a WebSocket upgrade: refusals answer the upgrade, `drop` destroys it, `slow` delays it.
 * Returns the stream fault to apply once connected, `done` when the upgrade was answered here.
 */
export async function simulateUpgrade(
  req: IncomingMessage,
  socket: Duplex,
  url: URL,
  route: RouteMatch,
): Promise<StreamFault | { done: number | undefined } | undefined> {
  const fault = requestedFault(req.headers, url);
  if (!fault) return undefined;
  const refuse = (a: Answer) => {
    const headers = Object.entries(a.headers ?? {})
      .map(([k, v]) => `${k}: ${v}\r\n`)
      .join('');
    socket.end(
      `HTTP/1.1 ${a.status} ${statusText[a.status] ?? 'Error'}\r\ncontent-type: application/json\r\n${headers}connection: close\r\n\r\n${JSON.stringify(a.body)}`,
    );
    return { done: a.status };
  };
  if ('error' in fault) return refuse({ status: 400, body: { error: fault.error } });
  if (isStreamFault(fault)) return fault;
  if (fault.kind === 'drop') {
    socket.destroy();
    return { done: undefined }; // no answer: not in the request log (as a dropped HTTP request)
  }
  if (fault.kind === 'slow') {
    await sleep(fault.ms);
    return undefined;
  }
  return refuse(faultAnswer(fault, route.surface, undefined, Buffer.alloc(0)) as Answer);
}

/**
 * A stream fault, once the client has subscribed and received the ring: `reset` sends a reset frame asking for a
 * resync; `seq-gap` sends a copy of the latest sequenced frame numbered beyond the next seq, so the client sees a gap.
 */
export function simulateStream(ws: WebSocket, hub: StreamHub, fault: StreamFault): void {
  const onMessage = (data: unknown) => {
    let op: unknown;
    try {
      op = (JSON.parse(String(data)) as { op?: unknown }).op;
    } catch {
      return;
    }
    if (op !== 'subscribe') return;
    ws.off('message', onMessage);
    setImmediate(() => {
      if (ws.readyState !== ws.OPEN) return;
      if (fault.kind === 'reset') ws.send(JSON.stringify({ reason: `simulated reset (${SIMULATE_HEADER})`, action: 'resync' }));
      else ws.send(JSON.stringify(gapFrame(hub)));
    });
  };
  ws.on('message', onMessage);
}

/** The latest sequenced frame again, numbered two past the stream's last seq. */
function gapFrame(hub: StreamHub): unknown {
  const last = hub.latestSequenced();
  const seq = hub.latestSeq + 2;
  if (!last || typeof last !== 'object') return { seq };
  const frame: Record<string, unknown> = { ...(last as Record<string, unknown>), seq };
  if (frame.record && typeof frame.record === 'object') frame.record = { ...(frame.record as Record<string, unknown>), seq };
  return frame;
}
