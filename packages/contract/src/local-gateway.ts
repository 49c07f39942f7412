import type { Network } from '@gw/runtime';
import type { LoadedFixture } from './fixture.js';
import type { AnySurface } from './registry.js';

/**
 * The request header that asks the local gateway for a simulated fault (docs/local-gateway-faults.md): the local
 * gateway reads it, `gw proxy` passes it on to its upstream.
 */
export const SIMULATE_HEADER = 'x-gw-simulate';

/** What the conformance runner asks of a local gateway for the fixtures target. */
export interface LocalGatewayOptions {
  network: Network;
  apiKey: string;
  adminKey?: string;
  /** Registered CORS origins. */
  origins?: string[];
  fixtures: LoadedFixture[];
  /** Where the `<network>/<surface>/_dataset.json` files behind computed answers are. */
  datasetsRoot?: string;
  surfaces?: AnySurface[];
}

/** A running local gateway: where it listens, and how to stop it. */
export interface LocalGateway {
  url: string;
  wsUrl: string;
  close(): Promise<void>;
}

/** Starts a local gateway; the caller (the gw CLI) injects one, so the suite never depends on the gateway. */
export type StartLocalGateway = (opts: LocalGatewayOptions) => Promise<LocalGateway>;
