// Memory of the local gateway's broadcast ring under a stalled consumer. Method: bench/README.md.
import WebSocket from 'ws';
import { ethMempoolStreamUrl } from '@gw/eth-mempool';
import { startMockGateway } from '@gw/gateway-mock';

const FRAMES = Number(process.env.FRAMES ?? 200_000);
const KEY = 'bench-key';
const hex = (n: number, bytes: number) => `0x${n.toString(16).padStart(bytes * 2, '0')}`;
const frame = (n: number) => ({
  record: {
    hash: hex(n, 32),
    from: hex(1, 20),
    to: hex(2, 20),
    nonce: n,
    value: '0',
    gas_limit: 21000,
    max_fee_per_gas: '30000000000',
    max_priority_fee_per_gas: '1000000000',
    tx_type: 2,
    input_len: 0,
    selector: '',
    first_seen_ms: 1789059439000 + n,
    seq: n,
  },
  seq: n,
});
const mib = (b: number) => (b / 1048576).toFixed(1);
const settle = async () => {
  global.gc?.();
  await new Promise((r) => setTimeout(r, 50));
  global.gc?.();
  return process.memoryUsage();
};

const g = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: [], streams: { capacity: 1024, maxBufferedBytes: 1 << 20 } });
const url = ethMempoolStreamUrl(g.wsUrl, KEY);
const open = async () => {
  const ws = new WebSocket(url);
  await new Promise((r) => ws.on('open', r));
  ws.send(JSON.stringify({ op: 'subscribe', channels: ['tx'] }));
  return ws;
};
const healthy = await open();
let received = 0;
healthy.on('message', () => received++);
const stalled = await open();
while (g.hub('eth-mempool-stream').subscriberCount < 2) await new Promise((r) => setTimeout(r, 5));
(stalled as unknown as { _socket: { pause(): void } })._socket.pause();

const before = await settle();
const t0 = performance.now();
let droppedAt = -1;
const hub = g.hub('eth-mempool-stream');
for (let n = 1; n <= FRAMES; n++) {
  hub.publish(frame(n));
  if (droppedAt < 0 && hub.dropped > 0) droppedAt = n;
  if (n % 1000 === 0) await new Promise((r) => setImmediate(r)); // let the healthy consumer drain
}
const publishMs = performance.now() - t0;
while (received < FRAMES) await new Promise((r) => setTimeout(r, 10));
const after = await settle();
console.log(
  JSON.stringify(
    {
      frames: FRAMES,
      publishMs: Math.round(publishMs),
      framesPerSecond: Math.round(FRAMES / (publishMs / 1000)),
      stalledDroppedAfterFrames: droppedAt,
      ringSize: hub.size,
      heapUsedMiB: { before: mib(before.heapUsed), after: mib(after.heapUsed) },
      rssMiB: { before: mib(before.rss), after: mib(after.rss) },
    },
    null,
    2,
  ),
);
healthy.close();
stalled.terminate();
await g.close();
