import { createHash } from 'node:crypto';
import type { Network } from '@gw/runtime';

/** Each network's genesis block hash (Bitcoin Core chainparams): a fact every chain the local gateway serves shares. */
export const GENESIS: Record<Network, string> = {
  mainnet: '000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f',
  signet: '00000008819873e925422c1ff0f99f7cc9bbb232af63a077a480a3633bee1ef6',
  regtest: '0f9188f13cb7b2c71f2a335e3a4fc328bf5beb436012afca590b1a11466e2206',
};

/**
 * A block hash of a simulated chain: the genesis hash at 0, else 64 hex digits with the leading zeros of
 * proof of work, drawn from `salt` and the height (the same salt and height always give the same hash). Never the
 * reorg helper's synthetic `f…` form.
 */
export function chainHash(network: Network, salt: string, h: number): string {
  if (h === 0) return GENESIS[network];
  return `0000000000000000000${createHash('sha256').update(`${salt}:${h}`).digest('hex').slice(19)}`;
}
