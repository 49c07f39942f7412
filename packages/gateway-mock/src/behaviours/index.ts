import type { LoadedFixture } from '../fixture.js';
import type { RpcBehaviour } from '../rpc-handler.js';

/** Computed behaviours by surface name, built from the network's fixtures. */
export function behaviours(_fixtures: LoadedFixture[]): Record<string, RpcBehaviour> {
  return {};
}
