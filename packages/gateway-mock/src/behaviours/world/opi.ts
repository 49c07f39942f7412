import { createHash } from 'node:crypto';
import type { Answer } from '../../http-util.js';
import type { HttpBehaviour } from '../http.js';
import type { World } from './world.js';

/** The first block with BRC-20 activity on mainnet (the ordi deploy); OPI keeps no activity row below it. */
export const BRC20_START = 779832;
/** observed.md §2: the OPI Rust indexer's version string. */
const INDEXER_VERSION = 'opi-brc20-rs-node v2.0.0';

const opi = (status: number, error: string | null, result: unknown): Answer => ({ status, body: { error, result } });
const noBalance = () => opi(400, 'no balance found', null);
const hash = (w: World, what: string, h: number | string) => createHash('sha256').update(`world-${w.seed}:${what}:${h}`).digest('hex');

/**
 * OPI over the world's BRC-20 balances and its indexed height (seed 000 §OPI payloads, §Errors 2): `block_height`
 * as text, balances of a wallet or pkscript from the holders lists, `no balance found` for anyone else, activity
 * hashes at indexed heights (`internal error` below the first BRC-20 block: no row). Tickers are case-insensitive.
 * Heights above the indexed one are answered by the `block not indexed yet` rule before this.
 */
export function opiWorld(w: World): HttpBehaviour {
  return ({ operation, query, valid }) => {
    if (!valid) return undefined;
    const tip = w.height('opi');
    const holders = (t: string | undefined) => (t ? w.brc20[t.toLowerCase()] : undefined);
    switch (operation) {
      case 'block_height':
        return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: String(tip) };
      case 'holders': {
        const list = holders(query.ticker) ?? [];
        return opi(200, null, { unused_txes: list, block_height: tip });
      }
      case 'get_current_balance_of_wallet': {
        const h = holders(query.ticker)?.find((x) => x.wallet === query.address);
        return h ? opi(200, null, { overall_balance: h.overall_balance, available_balance: h.available_balance, block_height: tip }) : noBalance();
      }
      case 'balance_on_block': {
        const h = holders(query.ticker)?.find((x) => x.pkscript === query.pkscript?.toLowerCase());
        return h ? opi(200, null, { overall_balance: h.overall_balance, available_balance: h.available_balance }) : noBalance();
      }
      case 'get_hash_of_all_activity': {
        const h = Number(query.block_height);
        if (h < BRC20_START) return opi(500, 'internal error', null);
        return opi(200, null, {
          cumulative_event_hash: hash(w, 'cumulative-event', h),
          block_event_hash: hash(w, 'block-event', h),
          cumulative_trace_hash: hash(w, 'cumulative-trace', h),
          block_trace_hash: hash(w, 'block-trace', h),
          indexer_version: INDEXER_VERSION,
          block_height: h,
        });
      }
      case 'get_hash_of_all_current_balances':
        return opi(200, null, { current_balances_hash: hash(w, 'balances', tip), indexer_version: INDEXER_VERSION, block_height: tip });
      default:
        return undefined;
    }
  };
}
