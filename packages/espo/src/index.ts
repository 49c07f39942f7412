// The public face of @gw/espo: generated clients and validators (src/gen, never edited by hand).
import type { Gateway } from '@gw/runtime';
import { createEspoClient as createGeneratedEspoClient, type EspoClient } from './gen/espo/client.js';

export * from './gen/espo/index.js';

export interface EspoClientOptions {
  /**
   * Which method names go on the wire. `seed` (default): the seed's names (`get_holders`, `get_address_balances`, ...).
   * `module-prefixed`: the names every real client was observed sending (observed.md §4.1): the essentials methods
   * carry `essentials.` (`essentials.get_holders`, ...), `get_espo_height` stays unprefixed and `ammdata.*` are
   * already prefixed. The mapping comes from the spec (`x-gw-observed-alias` in specs/openrpc/espo.yaml).
   */
  wireNames?: 'seed' | 'module-prefixed';
}

/**
 * The generated Espo client, optionally sending the module-prefixed wire names. Equivalent to the generated
 * factory with the gateway option `wireNames: { espo: 'observed' }`.
 */
export function createEspoClient(gw: Gateway, opts: EspoClientOptions = {}): EspoClient {
  if (opts.wireNames === undefined) return createGeneratedEspoClient(gw);
  if (opts.wireNames !== 'seed' && opts.wireNames !== 'module-prefixed')
    throw new TypeError(`wireNames must be seed or module-prefixed, not ${String(opts.wireNames)}`);
  return createGeneratedEspoClient({ ...gw, wireNames: { ...gw.wireNames, espo: opts.wireNames === 'module-prefixed' ? 'observed' : 'seed' } });
}
