// The schema check of server frames, loaded on first use: importing the package loads no validator.
import type { FrameValidator } from './frames.js';

let loaded: FrameValidator | undefined;

/** The check, once loaded in this process (a stream that starts after that connects at once). */
export const loadedServerFrameValidator = (): FrameValidator | undefined => loaded;

/** Loads the schema check of server frames (`validateServerFrame` of `@gw/eth-mempool/frames`). */
export async function loadServerFrameValidator(): Promise<FrameValidator> {
  loaded ??= (await import('./validate-schema.js')).validateServerFrame;
  return loaded;
}
