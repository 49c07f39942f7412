import type { WebSocket } from 'ws';
import type { LoadedFixture } from './fixture.js';

/**
 * Plays a recorded frame sequence to one subscriber: frames up to the first `hello` on connect,
 * the rest after the client's `subscribe`. `ping` is answered with `pong`.
 */
export function playStream(ws: WebSocket, fixture: LoadedFixture | undefined, log: (line: string) => void): void {
  const frames = fixture?.frames ?? [];
  const helloAt = frames.findIndex((f) => (f as { type?: unknown }).type === 'hello' || (f && typeof f === 'object' && 'instance' in f));
  const head = frames.slice(0, helloAt + 1);
  const tail = frames.slice(helloAt + 1);
  let seq = 0;
  for (const f of head) ws.send(JSON.stringify(f));
  for (const f of head) seq = Math.max(seq, Number((f as { seq?: unknown }).seq ?? 0));
  let subscribed = false;
  ws.on('message', (data) => {
    let msg: { op?: unknown };
    try {
      msg = JSON.parse(String(data));
    } catch {
      ws.send(JSON.stringify({ type: 'reset', reason: 'malformed JSON', action: 'resync' }));
      return;
    }
    if (msg.op === 'ping') ws.send(JSON.stringify({ type: 'pong', seq }));
    else if (msg.op === 'subscribe' && !subscribed) {
      subscribed = true;
      for (const f of tail) ws.send(JSON.stringify(f));
    } else if (msg.op !== 'subscribe' && msg.op !== 'unsubscribe') {
      log(`stream: unknown op ${JSON.stringify(msg.op)}`);
      ws.send(JSON.stringify({ type: 'reset', reason: `unknown op ${JSON.stringify(msg.op)}`, action: 'resync' }));
    }
  });
}
