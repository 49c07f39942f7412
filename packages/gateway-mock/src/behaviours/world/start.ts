import type { Network } from '@gw/runtime';
import type { WorldAnchors } from './anchors.js';
import { DEFAULT_WORLD, loadWorldFile, type WorldFile } from './file.js';
import { World } from './world.js';

/** The simulated-world options of the local gateway (MockOptions). */
export interface WorldOptions {
  /** Seed of the simulated world (`--world-seed N`); given alone, the built-in world file is used. */
  worldSeed?: number;
  /** The world file (`--world FILE`): a path or the parsed file. Given alone, the seed is 0. */
  world?: string | WorldFile;
  /** Live frames per second on the Ethereum mempool stream, blocks included (`--tx-rate`); 0 or absent = off. */
  txRate?: number;
}

/** The world the options ask for (starting from the recorded facts in `anchors`), or undefined when neither a seed nor a file is given. */
export function startWorld(opts: WorldOptions & { network: Network }, anchors: WorldAnchors = {}): World | undefined {
  if (opts.worldSeed === undefined && opts.world === undefined) return undefined;
  const seed = opts.worldSeed ?? 0;
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) throw new Error(`worldSeed must be an integer 0..4294967295, not ${seed}`);
  const file = opts.world === undefined ? DEFAULT_WORLD : typeof opts.world === 'string' ? loadWorldFile(opts.world) : opts.world;
  return new World(seed, opts.network, file, anchors);
}
