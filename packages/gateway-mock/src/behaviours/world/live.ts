import type { World } from './world.js';

/**
 * Emits the world's live stream frames at `rate` frames per second (each step's `add`, and on block steps the
 * `remove` and `block` frames with it). Returns the function that stops it. The timer does not keep the process alive.
 */
export function liveFrames(world: World, rate: number, publish: (frame: unknown) => void): () => void {
  if (!(rate > 0)) return () => {};
  const timer = setInterval(
    () => {
      for (const f of world.step()) publish(f);
    },
    Math.max(1, Math.round(1000 / rate)),
  );
  timer.unref?.();
  return () => clearInterval(timer);
}
