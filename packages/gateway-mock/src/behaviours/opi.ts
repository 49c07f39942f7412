import type { Answer } from '../http-util.js';
import type { HttpBehaviour } from './http.js';

const opiError = (status: number, error: string): Answer => ({ status, body: { error, result: null } });

/** Seed 000 §OPI API: routes the API overview lists without their parameters or result. */
const OVERVIEW = new Set(['balance', 'history', 'token_summary']);

/** Routes refused above the indexed height, and how far above (observed.md §2: balance_on_block allows indexed + 1). */
const HEIGHT_SLACK: Record<string, number> = {
  activity_on_block: 0,
  bitcoin_rpc_results_on_block: 0,
  get_hash_of_all_activity: 0,
  balance_on_block: 1,
};

/**
 * OPI rules of seed 000 §Errors 2 (HTTP statuses from observed.md §2): `block not indexed yet` above the indexed
 * height, `inscription_id is required` for an event request without one. `indexedHeight` is the height the local
 * gateway serves as `block_height` (the simulated world's tip, or the recorded answer); unknown = no height rule.
 */
export function opiBehaviour(indexedHeight: () => number | undefined): HttpBehaviour {
  return ({ operation, query }) => {
    if (operation === 'event' && !query.inscription_id) return opiError(400, 'inscription_id is required');
    // The overview routes (parameters not shown): without any, the missing-parameter answer (observed.md §2).
    if (OVERVIEW.has(operation) && Object.keys(query).length === 0) return opiError(500, 'internal error');
    const slack = operation ? HEIGHT_SLACK[operation] : undefined;
    const indexed = indexedHeight();
    if (slack === undefined || indexed === undefined) return undefined;
    const asked = query.block_height;
    if (asked === undefined || !/^(0|[1-9][0-9]*)$/.test(asked)) return undefined; // validation answers it
    return BigInt(asked) > BigInt(indexed + slack) ? opiError(400, 'block not indexed yet') : undefined;
  };
}
