// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { CallOptions, Gateway, OpiResult, Reply, RestData } from '@gw/runtime';
import * as calls from './calls.js';
import type { operations as Ops } from './types.js';

/** Input of an operation: its JSON body, or its path and query parameters merged in one object. */
export interface Inputs {
  "block_height": Record<string, never>;
  "extras_block_height": Record<string, never>;
  "db_version": Record<string, never>;
  "event_hash_version": Record<string, never>;
  "get_current_balance_of_wallet": NonNullable<Ops["get_current_balance_of_wallet"]['parameters']['query']>;
  "balance_on_block": NonNullable<Ops["balance_on_block"]['parameters']['query']>;
  "holders": NonNullable<Ops["holders"]['parameters']['query']>;
  "get_valid_tx_notes_of_wallet": NonNullable<Ops["get_valid_tx_notes_of_wallet"]['parameters']['query']>;
  "get_valid_tx_notes_of_ticker": NonNullable<Ops["get_valid_tx_notes_of_ticker"]['parameters']['query']>;
  "activity_on_block": NonNullable<Ops["activity_on_block"]['parameters']['query']>;
  "event": NonNullable<Ops["event"]['parameters']['query']>;
  "bitcoin_rpc_results_on_block": NonNullable<Ops["bitcoin_rpc_results_on_block"]['parameters']['query']>;
  "get_hash_of_all_activity": NonNullable<Ops["get_hash_of_all_activity"]['parameters']['query']>;
  "get_hash_of_all_current_balances": Record<string, never>;
  "balance": Record<string, never>;
  "history": Record<string, never>;
  "token_summary": Record<string, never>;
}

/** Typed payload of an operation, after the envelope is unwrapped. */
export interface Outputs {
  "block_height": Ops["block_height"]['responses'][200]['content']["application/json"] | Ops["block_height"]['responses'][200]['content']["text/plain"];
  "extras_block_height": OpiResult<Ops["extras_block_height"]['responses'][200]['content']["application/json"] | Ops["extras_block_height"]['responses'][200]['content']["text/plain"]>;
  "db_version": OpiResult<Ops["db_version"]['responses'][200]['content']["application/json"] | Ops["db_version"]['responses'][200]['content']["text/plain"]>;
  "event_hash_version": OpiResult<Ops["event_hash_version"]['responses'][200]['content']["application/json"] | Ops["event_hash_version"]['responses'][200]['content']["text/plain"]>;
  "get_current_balance_of_wallet": OpiResult<Ops["get_current_balance_of_wallet"]['responses'][200]['content']["application/json"]>;
  "balance_on_block": OpiResult<Ops["balance_on_block"]['responses'][200]['content']["application/json"]>;
  "holders": OpiResult<Ops["holders"]['responses'][200]['content']["application/json"]>;
  "get_valid_tx_notes_of_wallet": OpiResult<Ops["get_valid_tx_notes_of_wallet"]['responses'][200]['content']["application/json"]>;
  "get_valid_tx_notes_of_ticker": OpiResult<Ops["get_valid_tx_notes_of_ticker"]['responses'][200]['content']["application/json"]>;
  "activity_on_block": OpiResult<Ops["activity_on_block"]['responses'][200]['content']["application/json"]>;
  "event": OpiResult<Ops["event"]['responses'][200]['content']["application/json"]>;
  "bitcoin_rpc_results_on_block": OpiResult<Ops["bitcoin_rpc_results_on_block"]['responses'][200]['content']["application/json"]>;
  "get_hash_of_all_activity": OpiResult<Ops["get_hash_of_all_activity"]['responses'][200]['content']["application/json"]>;
  "get_hash_of_all_current_balances": OpiResult<Ops["get_hash_of_all_current_balances"]['responses'][200]['content']["application/json"]>;
  "balance": OpiResult<unknown>;
  "history": OpiResult<unknown>;
  "token_summary": OpiResult<unknown>;
}

export interface OpiClient {
  /** `block_height` — GET /v1/brc20/block_height. Current indexed block height. */
  blockHeight(input?: Inputs["block_height"], opts?: CallOptions): Promise<Reply<Outputs["block_height"]>>;
  /** `extras_block_height` — GET /v1/brc20/extras_block_height. Height of the extras index. */
  extrasBlockHeight(input?: Inputs["extras_block_height"], opts?: CallOptions): Promise<Reply<Outputs["extras_block_height"]>>;
  /** `db_version` — GET /v1/brc20/db_version. Database version. */
  dbVersion(input?: Inputs["db_version"], opts?: CallOptions): Promise<Reply<Outputs["db_version"]>>;
  /** `event_hash_version` — GET /v1/brc20/event_hash_version. Event hash version. */
  eventHashVersion(input?: Inputs["event_hash_version"], opts?: CallOptions): Promise<Reply<Outputs["event_hash_version"]>>;
  /** `get_current_balance_of_wallet` — GET /v1/brc20/get_current_balance_of_wallet. Current BRC-20 balance of a wallet for a ticker. */
  getCurrentBalanceOfWallet(input: Inputs["get_current_balance_of_wallet"], opts?: CallOptions): Promise<Reply<Outputs["get_current_balance_of_wallet"]>>;
  /** `balance_on_block` — GET /v1/brc20/balance_on_block. Balance at the start of a block. */
  balanceOnBlock(input: Inputs["balance_on_block"], opts?: CallOptions): Promise<Reply<Outputs["balance_on_block"]>>;
  /** `holders` — GET /v1/brc20/holders. Holders of a ticker. */
  holders(input: Inputs["holders"], opts?: CallOptions): Promise<Reply<Outputs["holders"]>>;
  /** `get_valid_tx_notes_of_wallet` — GET /v1/brc20/get_valid_tx_notes_of_wallet. Unused transfer inscriptions of a wallet. */
  getValidTxNotesOfWallet(input?: Inputs["get_valid_tx_notes_of_wallet"], opts?: CallOptions): Promise<Reply<Outputs["get_valid_tx_notes_of_wallet"]>>;
  /** `get_valid_tx_notes_of_ticker` — GET /v1/brc20/get_valid_tx_notes_of_ticker. Unused transfer inscriptions of a ticker. */
  getValidTxNotesOfTicker(input: Inputs["get_valid_tx_notes_of_ticker"], opts?: CallOptions): Promise<Reply<Outputs["get_valid_tx_notes_of_ticker"]>>;
  /** `activity_on_block` — GET /v1/brc20/activity_on_block. BRC-20 activity events of a block. */
  activityOnBlock(input: Inputs["activity_on_block"], opts?: CallOptions): Promise<Reply<Outputs["activity_on_block"]>>;
  /** `event` — GET /v1/brc20/event. Events of one inscription. */
  event(input: Inputs["event"], opts?: CallOptions): Promise<Reply<Outputs["event"]>>;
  /** `bitcoin_rpc_results_on_block` — GET /v1/brc20/bitcoin_rpc_results_on_block. Cached Bitcoin RPC results of a block. */
  bitcoinRpcResultsOnBlock(input: Inputs["bitcoin_rpc_results_on_block"], opts?: CallOptions): Promise<Reply<Outputs["bitcoin_rpc_results_on_block"]>>;
  /** `get_hash_of_all_activity` — GET /v1/brc20/get_hash_of_all_activity. Verification hashes of all activity up to a block. */
  getHashOfAllActivity(input: Inputs["get_hash_of_all_activity"], opts?: CallOptions): Promise<Reply<Outputs["get_hash_of_all_activity"]>>;
  /** `get_hash_of_all_current_balances` — GET /v1/brc20/get_hash_of_all_current_balances. Verification hash of all current balances. */
  getHashOfAllCurrentBalances(input?: Inputs["get_hash_of_all_current_balances"], opts?: CallOptions): Promise<Reply<Outputs["get_hash_of_all_current_balances"]>>;
  /** `balance` — GET /v1/brc20/balance. GET /v1/brc20/balance (listed in the API overview; answer not shown). */
  balance(input?: Inputs["balance"], opts?: CallOptions): Promise<Reply<Outputs["balance"]>>;
  /** `history` — GET /v1/brc20/history. GET /v1/brc20/history (listed in the API overview; answer not shown). */
  history(input?: Inputs["history"], opts?: CallOptions): Promise<Reply<Outputs["history"]>>;
  /** `token_summary` — GET /v1/brc20/token_summary. GET /v1/brc20/token_summary (listed in the API overview; answer not shown). */
  tokenSummary(input?: Inputs["token_summary"], opts?: CallOptions): Promise<Reply<Outputs["token_summary"]>>;
}

/** Every operation as a method bound to `gw`; each loads its validators on its first call. */
export function createOpiClient(gw: Gateway): OpiClient {
  return {
    blockHeight: (input, opts) => calls.blockHeight(gw, input, opts),
    extrasBlockHeight: (input, opts) => calls.extrasBlockHeight(gw, input, opts),
    dbVersion: (input, opts) => calls.dbVersion(gw, input, opts),
    eventHashVersion: (input, opts) => calls.eventHashVersion(gw, input, opts),
    getCurrentBalanceOfWallet: (input, opts) => calls.getCurrentBalanceOfWallet(gw, input, opts),
    balanceOnBlock: (input, opts) => calls.balanceOnBlock(gw, input, opts),
    holders: (input, opts) => calls.holders(gw, input, opts),
    getValidTxNotesOfWallet: (input, opts) => calls.getValidTxNotesOfWallet(gw, input, opts),
    getValidTxNotesOfTicker: (input, opts) => calls.getValidTxNotesOfTicker(gw, input, opts),
    activityOnBlock: (input, opts) => calls.activityOnBlock(gw, input, opts),
    event: (input, opts) => calls.event(gw, input, opts),
    bitcoinRpcResultsOnBlock: (input, opts) => calls.bitcoinRpcResultsOnBlock(gw, input, opts),
    getHashOfAllActivity: (input, opts) => calls.getHashOfAllActivity(gw, input, opts),
    getHashOfAllCurrentBalances: (input, opts) => calls.getHashOfAllCurrentBalances(gw, input, opts),
    balance: (input, opts) => calls.balance(gw, input, opts),
    history: (input, opts) => calls.history(gw, input, opts),
    tokenSummary: (input, opts) => calls.tokenSummary(gw, input, opts),
  };
}
