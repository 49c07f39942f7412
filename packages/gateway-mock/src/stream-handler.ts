import type { WebSocket } from 'ws';
import { channelsOf, type StreamHub } from './stream-hub.js';

type Sub = ReturnType<StreamHub['attach']>;

/**
 * Client frames of a stream: `subscribe` joins the broadcast for its channels (again after a reset), from `since_seq`
 * when given, `unsubscribe`
 * leaves channels, `ping` is answered with `pong`,
 * anything else is reported with a `reset` frame naming the reason (the connection stays open).
 */
export function handleStreamMessages(ws: WebSocket, hub: StreamHub, sub: Sub, log: (line: string) => void): void {
  // A frame over the size limit or a broken frame: ws closes the socket (1009/1002) and reports it here;
  // without a listener the error would end the process.
  ws.on('error', (e) => log(`stream: client connection closed: ${e.message}`));
  ws.on('message', (data) => {
    let msg: { op?: unknown; channels?: unknown; since_seq?: unknown };
    try {
      msg = JSON.parse(String(data));
    } catch {
      ws.send(JSON.stringify({ reason: 'malformed JSON', action: 'resync' }));
      return;
    }
    if (msg.op === 'ping') ws.send(JSON.stringify({}));
    else if (msg.op === 'subscribe')
      hub.subscribe(
        sub,
        channelsOf(msg.channels),
        Number.isSafeInteger(msg.since_seq) && (msg.since_seq as number) >= 0 ? (msg.since_seq as number) : undefined,
      );
    else if (msg.op === 'unsubscribe') hub.unsubscribe(sub, channelsOf(msg.channels));
    else {
      log(`stream: unknown op ${JSON.stringify(msg.op)}`);
      ws.send(JSON.stringify({ reason: `unknown op ${JSON.stringify(msg.op)}`, action: 'resync' }));
    }
  });
}
