// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type CallOptions, type Gateway, loadValidators, type Reply, restCall } from '@gw/runtime';
import type { Inputs, Outputs } from './client.js';
import * as M from './meta.js';

/** Each operation's validator modules, kept after its first call (a repeated `import()` is not free). */
const loaded: {
  "blockHeight"?: typeof import('./validators/blockHeight.js');
  "extrasBlockHeight"?: typeof import('./validators/extrasBlockHeight.js');
  "dbVersion"?: typeof import('./validators/dbVersion.js');
  "eventHashVersion"?: typeof import('./validators/eventHashVersion.js');
  "getCurrentBalanceOfWallet"?: typeof import('./validators/getCurrentBalanceOfWallet.js');
  "balanceOnBlock"?: typeof import('./validators/balanceOnBlock.js');
  "holders"?: typeof import('./validators/holders.js');
  "getValidTxNotesOfWallet"?: typeof import('./validators/getValidTxNotesOfWallet.js');
  "getValidTxNotesOfTicker"?: typeof import('./validators/getValidTxNotesOfTicker.js');
  "activityOnBlock"?: typeof import('./validators/activityOnBlock.js');
  "event"?: typeof import('./validators/event.js');
  "bitcoinRpcResultsOnBlock"?: typeof import('./validators/bitcoinRpcResultsOnBlock.js');
  "getHashOfAllActivity"?: typeof import('./validators/getHashOfAllActivity.js');
  "getHashOfAllCurrentBalances"?: typeof import('./validators/getHashOfAllCurrentBalances.js');
  "balance"?: typeof import('./validators/balance.js');
  "history"?: typeof import('./validators/history.js');
  "tokenSummary"?: typeof import('./validators/tokenSummary.js');
} = {};
const loadedCoerce: {
  "getCurrentBalanceOfWallet"?: typeof import('./validators-coerce/getCurrentBalanceOfWallet.js');
  "balanceOnBlock"?: typeof import('./validators-coerce/balanceOnBlock.js');
  "holders"?: typeof import('./validators-coerce/holders.js');
  "getValidTxNotesOfWallet"?: typeof import('./validators-coerce/getValidTxNotesOfWallet.js');
  "getValidTxNotesOfTicker"?: typeof import('./validators-coerce/getValidTxNotesOfTicker.js');
  "activityOnBlock"?: typeof import('./validators-coerce/activityOnBlock.js');
  "event"?: typeof import('./validators-coerce/event.js');
  "bitcoinRpcResultsOnBlock"?: typeof import('./validators-coerce/bitcoinRpcResultsOnBlock.js');
  "getHashOfAllActivity"?: typeof import('./validators-coerce/getHashOfAllActivity.js');
} = {};

/** `block_height` — GET /v1/brc20/block_height. Current indexed block height. */
export async function blockHeight(gw: Gateway, input?: Inputs["block_height"], opts?: CallOptions): Promise<Reply<Outputs["block_height"]>> {
  const V = (loaded["blockHeight"] ??= await loadValidators(M.surface, M.blockHeight, () => import('./validators/blockHeight.js'), ["response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.blockHeight, { responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `extras_block_height` — GET /v1/brc20/extras_block_height. Height of the extras index. */
export async function extrasBlockHeight(gw: Gateway, input?: Inputs["extras_block_height"], opts?: CallOptions): Promise<Reply<Outputs["extras_block_height"]>> {
  const V = (loaded["extrasBlockHeight"] ??= await loadValidators(M.surface, M.extrasBlockHeight, () => import('./validators/extrasBlockHeight.js'), ["response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.extrasBlockHeight, { responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `db_version` — GET /v1/brc20/db_version. Database version. */
export async function dbVersion(gw: Gateway, input?: Inputs["db_version"], opts?: CallOptions): Promise<Reply<Outputs["db_version"]>> {
  const V = (loaded["dbVersion"] ??= await loadValidators(M.surface, M.dbVersion, () => import('./validators/dbVersion.js'), ["response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.dbVersion, { responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `event_hash_version` — GET /v1/brc20/event_hash_version. Event hash version. */
export async function eventHashVersion(gw: Gateway, input?: Inputs["event_hash_version"], opts?: CallOptions): Promise<Reply<Outputs["event_hash_version"]>> {
  const V = (loaded["eventHashVersion"] ??= await loadValidators(M.surface, M.eventHashVersion, () => import('./validators/eventHashVersion.js'), ["response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.eventHashVersion, { responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get_current_balance_of_wallet` — GET /v1/brc20/get_current_balance_of_wallet. Current BRC-20 balance of a wallet for a ticker. */
export async function getCurrentBalanceOfWallet(gw: Gateway, input: Inputs["get_current_balance_of_wallet"], opts?: CallOptions): Promise<Reply<Outputs["get_current_balance_of_wallet"]>> {
  const V = (loaded["getCurrentBalanceOfWallet"] ??= await loadValidators(M.surface, M.getCurrentBalanceOfWallet, () => import('./validators/getCurrentBalanceOfWallet.js'), ["response__200", "response__401", "response__default"]));
  const VQ = (loadedCoerce["getCurrentBalanceOfWallet"] ??= await loadValidators(M.surface, M.getCurrentBalanceOfWallet, () => import('./validators-coerce/getCurrentBalanceOfWallet.js'), ["input"]));
  return await restCall(gw, M.surface, M.getCurrentBalanceOfWallet, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `balance_on_block` — GET /v1/brc20/balance_on_block. Balance at the start of a block. */
export async function balanceOnBlock(gw: Gateway, input: Inputs["balance_on_block"], opts?: CallOptions): Promise<Reply<Outputs["balance_on_block"]>> {
  const V = (loaded["balanceOnBlock"] ??= await loadValidators(M.surface, M.balanceOnBlock, () => import('./validators/balanceOnBlock.js'), ["response__200", "response__401", "response__default"]));
  const VQ = (loadedCoerce["balanceOnBlock"] ??= await loadValidators(M.surface, M.balanceOnBlock, () => import('./validators-coerce/balanceOnBlock.js'), ["input"]));
  return await restCall(gw, M.surface, M.balanceOnBlock, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `holders` — GET /v1/brc20/holders. Holders of a ticker. */
export async function holders(gw: Gateway, input: Inputs["holders"], opts?: CallOptions): Promise<Reply<Outputs["holders"]>> {
  const V = (loaded["holders"] ??= await loadValidators(M.surface, M.holders, () => import('./validators/holders.js'), ["response__200", "response__401", "response__default"]));
  const VQ = (loadedCoerce["holders"] ??= await loadValidators(M.surface, M.holders, () => import('./validators-coerce/holders.js'), ["input"]));
  return await restCall(gw, M.surface, M.holders, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get_valid_tx_notes_of_wallet` — GET /v1/brc20/get_valid_tx_notes_of_wallet. Unused transfer inscriptions of a wallet. */
export async function getValidTxNotesOfWallet(gw: Gateway, input?: Inputs["get_valid_tx_notes_of_wallet"], opts?: CallOptions): Promise<Reply<Outputs["get_valid_tx_notes_of_wallet"]>> {
  const V = (loaded["getValidTxNotesOfWallet"] ??= await loadValidators(M.surface, M.getValidTxNotesOfWallet, () => import('./validators/getValidTxNotesOfWallet.js'), ["response__200", "response__401", "response__default"]));
  const VQ = (loadedCoerce["getValidTxNotesOfWallet"] ??= await loadValidators(M.surface, M.getValidTxNotesOfWallet, () => import('./validators-coerce/getValidTxNotesOfWallet.js'), ["input"]));
  return await restCall(gw, M.surface, M.getValidTxNotesOfWallet, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get_valid_tx_notes_of_ticker` — GET /v1/brc20/get_valid_tx_notes_of_ticker. Unused transfer inscriptions of a ticker. */
export async function getValidTxNotesOfTicker(gw: Gateway, input: Inputs["get_valid_tx_notes_of_ticker"], opts?: CallOptions): Promise<Reply<Outputs["get_valid_tx_notes_of_ticker"]>> {
  const V = (loaded["getValidTxNotesOfTicker"] ??= await loadValidators(M.surface, M.getValidTxNotesOfTicker, () => import('./validators/getValidTxNotesOfTicker.js'), ["response__200", "response__401", "response__default"]));
  const VQ = (loadedCoerce["getValidTxNotesOfTicker"] ??= await loadValidators(M.surface, M.getValidTxNotesOfTicker, () => import('./validators-coerce/getValidTxNotesOfTicker.js'), ["input"]));
  return await restCall(gw, M.surface, M.getValidTxNotesOfTicker, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `activity_on_block` — GET /v1/brc20/activity_on_block. BRC-20 activity events of a block. */
export async function activityOnBlock(gw: Gateway, input: Inputs["activity_on_block"], opts?: CallOptions): Promise<Reply<Outputs["activity_on_block"]>> {
  const V = (loaded["activityOnBlock"] ??= await loadValidators(M.surface, M.activityOnBlock, () => import('./validators/activityOnBlock.js'), ["response__200", "response__401", "response__default"]));
  const VQ = (loadedCoerce["activityOnBlock"] ??= await loadValidators(M.surface, M.activityOnBlock, () => import('./validators-coerce/activityOnBlock.js'), ["input"]));
  return await restCall(gw, M.surface, M.activityOnBlock, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `event` — GET /v1/brc20/event. Events of one inscription. */
export async function event(gw: Gateway, input: Inputs["event"], opts?: CallOptions): Promise<Reply<Outputs["event"]>> {
  const V = (loaded["event"] ??= await loadValidators(M.surface, M.event, () => import('./validators/event.js'), ["response__200", "response__401", "response__default"]));
  const VQ = (loadedCoerce["event"] ??= await loadValidators(M.surface, M.event, () => import('./validators-coerce/event.js'), ["input"]));
  return await restCall(gw, M.surface, M.event, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `bitcoin_rpc_results_on_block` — GET /v1/brc20/bitcoin_rpc_results_on_block. Cached Bitcoin RPC results of a block. */
export async function bitcoinRpcResultsOnBlock(gw: Gateway, input: Inputs["bitcoin_rpc_results_on_block"], opts?: CallOptions): Promise<Reply<Outputs["bitcoin_rpc_results_on_block"]>> {
  const V = (loaded["bitcoinRpcResultsOnBlock"] ??= await loadValidators(M.surface, M.bitcoinRpcResultsOnBlock, () => import('./validators/bitcoinRpcResultsOnBlock.js'), ["response__200", "response__401", "response__default"]));
  const VQ = (loadedCoerce["bitcoinRpcResultsOnBlock"] ??= await loadValidators(M.surface, M.bitcoinRpcResultsOnBlock, () => import('./validators-coerce/bitcoinRpcResultsOnBlock.js'), ["input"]));
  return await restCall(gw, M.surface, M.bitcoinRpcResultsOnBlock, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get_hash_of_all_activity` — GET /v1/brc20/get_hash_of_all_activity. Verification hashes of all activity up to a block. */
export async function getHashOfAllActivity(gw: Gateway, input: Inputs["get_hash_of_all_activity"], opts?: CallOptions): Promise<Reply<Outputs["get_hash_of_all_activity"]>> {
  const V = (loaded["getHashOfAllActivity"] ??= await loadValidators(M.surface, M.getHashOfAllActivity, () => import('./validators/getHashOfAllActivity.js'), ["response__200", "response__401", "response__default"]));
  const VQ = (loadedCoerce["getHashOfAllActivity"] ??= await loadValidators(M.surface, M.getHashOfAllActivity, () => import('./validators-coerce/getHashOfAllActivity.js'), ["input"]));
  return await restCall(gw, M.surface, M.getHashOfAllActivity, { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `get_hash_of_all_current_balances` — GET /v1/brc20/get_hash_of_all_current_balances. Verification hash of all current balances. */
export async function getHashOfAllCurrentBalances(gw: Gateway, input?: Inputs["get_hash_of_all_current_balances"], opts?: CallOptions): Promise<Reply<Outputs["get_hash_of_all_current_balances"]>> {
  const V = (loaded["getHashOfAllCurrentBalances"] ??= await loadValidators(M.surface, M.getHashOfAllCurrentBalances, () => import('./validators/getHashOfAllCurrentBalances.js'), ["response__200", "response__401", "response__default"]));
  return await restCall(gw, M.surface, M.getHashOfAllCurrentBalances, { responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `balance` — GET /v1/brc20/balance. GET /v1/brc20/balance (listed in the API overview; answer not shown). */
export async function balance(gw: Gateway, input?: Inputs["balance"], opts?: CallOptions): Promise<Reply<Outputs["balance"]>> {
  const V = (loaded["balance"] ??= await loadValidators(M.surface, M.balance, () => import('./validators/balance.js'), ["response__401", "response__default"]));
  return await restCall(gw, M.surface, M.balance, { responses: { "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `history` — GET /v1/brc20/history. GET /v1/brc20/history (listed in the API overview; answer not shown). */
export async function history(gw: Gateway, input?: Inputs["history"], opts?: CallOptions): Promise<Reply<Outputs["history"]>> {
  const V = (loaded["history"] ??= await loadValidators(M.surface, M.history, () => import('./validators/history.js'), ["response__401", "response__default"]));
  return await restCall(gw, M.surface, M.history, { responses: { "401": V.response__401, "default": V.response__default } }, input, opts);
}

/** `token_summary` — GET /v1/brc20/token_summary. GET /v1/brc20/token_summary (listed in the API overview; answer not shown). */
export async function tokenSummary(gw: Gateway, input?: Inputs["token_summary"], opts?: CallOptions): Promise<Reply<Outputs["token_summary"]>> {
  const V = (loaded["tokenSummary"] ??= await loadValidators(M.surface, M.tokenSummary, () => import('./validators/tokenSummary.js'), ["response__401", "response__default"]));
  return await restCall(gw, M.surface, M.tokenSummary, { responses: { "401": V.response__401, "default": V.response__default } }, input, opts);
}
