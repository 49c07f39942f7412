import type { World } from './world.js';

/**
 * Steps the world `rate` times per second: each step sends one `add` on each mempool stream (Bitcoin and Ethereum),
 * and on block steps the `remove` and `block` frames with it. Returns the function that stops it. The timer does not
 * keep the process alive.
 */
export function liveFrames(world: World, rate: number, publish: (stream: string, frame: unknown) => void): () => void {
  if (!(rate > 0)) return () => {};
  const timer = setInterval(
    () => {
      for (const f of world.stepBitcoin()) publish('mempool-stream', f);
      for (const f of world.step()) publish('eth-mempool-stream', f);
    },
    Math.max(1, Math.round(1000 / rate)),
  );
  timer.unref?.();
  return () => clearInterval(timer);
}

/** The hello frame of a stream the world drives (as a one-frame sequence), or undefined for other streams. */
export function worldHello(world: World, stream: string): unknown[] | undefined {
  if (stream === 'eth-mempool-stream') return [{ instance: world.ethInstance, seq: world.eth.seq }];
  if (stream === 'mempool-stream') return [{ type: 'hello', instance: world.mempool.instance, seq: world.mempool.seq, replayed: false }];
  return undefined;
}
