import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { type RouteMatch, SIMULATE_HEADER } from '@gw/contract';
import type { WebSocket } from 'ws';
import { type Answer, send } from './http-util.js';
import { breakBody, type FaultPlan } from './fault-plan.js';
import { faultAnswer, isStreamFault, parseFaults, requestedFault, type StreamFault } from './simulate.js';
import type { StreamHub } from './stream-hub.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Applies the gateway's faults and the request's `x-gw-simulate` ones to an HTTP request (`body`: the request body,
 * already read). `done`: a fault answered (or dropped the connection); `continue`: answer normally, after any
 * latency, with the body broken as asked (truncate, malformed).
 */
export async function simulateHttp(
  req: IncomingMessage,
  res: ServerResponse,
  route: RouteMatch,
  cors: Record<string, string>,
  body: Buffer,
  plan: FaultPlan,
): Promise<'done' | 'continue'> {
  const h = req.headers[SIMULATE_HEADER];
  const own = parseFaults(Array.isArray(h) ? h[0] : h) ?? [];
  if ('error' in own) {
    send(res, { status: 400, body: { error: own.error } }, cors);
    return 'done';
  }
  const stream = own.find((s) => isStreamFault(s.fault));
  if (stream) {
    send(res, { status: 400, body: { error: `${SIMULATE_HEADER}: ${stream.fault.kind} applies to WebSocket streams only` } }, cors);
    return 'done';
  }
  for (const { fault, spec } of plan.pick([...plan.gatewayFaults, ...own])) {
    if (isStreamFault(fault)) continue; // a gateway-wide stream fault: streams only
    if (fault.kind === 'latency') await sleep(plan.delay(fault, spec));
    else if (fault.kind === 'drop') {
      req.socket.destroy();
      return 'done';
    } else if (fault.kind === 'truncate' || fault.kind === 'malformed') breakBody(res, fault.kind);
    else {
      send(res, faultAnswer(fault, route.surface, route.operation, req.method === 'POST' ? body : Buffer.alloc(0)) as Answer, cors);
      return 'done';
    }
  }
  return 'continue';
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
  if (fault.kind === 'latency') {
    await sleep(fault.a);
    return undefined;
  }
  if (fault.kind === 'truncate' || fault.kind === 'malformed')
    return refuse({ status: 400, body: { error: `${SIMULATE_HEADER}: ${fault.kind} applies to HTTP answers only` } });
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
