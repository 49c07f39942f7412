import type { Network } from '@gw/runtime';
import { type AnySurface, matchRoute } from '@gw/contract';

/** A stand-in key segment: only used to see whether a key is missing from a path. */
const PLACEHOLDER = 'gw-key-missing';

/**
 * True when `path` is a key-only route with its key left out: `/v4/reorg/5`, `/v4/orderbook/markets`,
 * `/v4/mempool/observe`, `/v4/ethereum/mempool/ws` route once a key stands after the version. Seed 000 §Errors 4
 * and seed 002 §Authentication 5: such a request is answered 401 `{code: 'INVALID_API_KEY'}`, never 404.
 */
export function missingKey(surfaces: AnySurface[], network: Network, method: string, path: string, upgrade: boolean): boolean {
  const m = /^\/(v4|v5)(\/.+)$/.exec(path);
  if (!m) return false;
  const keyed = `/${m[1]}/${PLACEHOLDER}${m[2]}`;
  const route = matchRoute(surfaces, network, method, keyed, upgrade);
  return route?.mount === 'path' && route.key === PLACEHOLDER;
}
