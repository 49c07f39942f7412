import type { Network } from '@gw/runtime';
import type { HttpBehaviour } from './http.js';
import { isAddress } from './world/address.js';

/** Body members of the data API that carry a Bitcoin address (seed 000 §Alkanes, §Bitcoin data, §History). */
const ADDRESS_MEMBERS = ['address', 'taprootAddress'];

/**
 * Seed 000 §Errors 1 (`400`, `Invalid request parameters`): a data-API request whose address is not an address of
 * the network is refused, in every mode (the schema only says "string").
 */
export function addressRule(network: Network): HttpBehaviour {
  return ({ body, valid }) => {
    if (!valid || !body || typeof body !== 'object') return undefined;
    for (const k of ADDRESS_MEMBERS) {
      const v = (body as Record<string, unknown>)[k];
      if (typeof v === 'string' && !isAddress(network, v)) return { status: 400, body: { statusCode: 400, error: 'Invalid request parameters' } };
    }
    return undefined;
  };
}
