// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RestValidators } from '@gw/runtime';
import * as M from './meta.js';
import * as V_blockHeight from './validators/blockHeight.js';
import * as V_extrasBlockHeight from './validators/extrasBlockHeight.js';
import * as V_dbVersion from './validators/dbVersion.js';
import * as V_eventHashVersion from './validators/eventHashVersion.js';
import * as V_getCurrentBalanceOfWallet from './validators/getCurrentBalanceOfWallet.js';
import * as VQ_getCurrentBalanceOfWallet from './validators-coerce/getCurrentBalanceOfWallet.js';
import * as V_balanceOnBlock from './validators/balanceOnBlock.js';
import * as VQ_balanceOnBlock from './validators-coerce/balanceOnBlock.js';
import * as V_holders from './validators/holders.js';
import * as VQ_holders from './validators-coerce/holders.js';
import * as V_getValidTxNotesOfWallet from './validators/getValidTxNotesOfWallet.js';
import * as VQ_getValidTxNotesOfWallet from './validators-coerce/getValidTxNotesOfWallet.js';
import * as V_getValidTxNotesOfTicker from './validators/getValidTxNotesOfTicker.js';
import * as VQ_getValidTxNotesOfTicker from './validators-coerce/getValidTxNotesOfTicker.js';
import * as V_activityOnBlock from './validators/activityOnBlock.js';
import * as VQ_activityOnBlock from './validators-coerce/activityOnBlock.js';
import * as V_event from './validators/event.js';
import * as VQ_event from './validators-coerce/event.js';
import * as V_bitcoinRpcResultsOnBlock from './validators/bitcoinRpcResultsOnBlock.js';
import * as VQ_bitcoinRpcResultsOnBlock from './validators-coerce/bitcoinRpcResultsOnBlock.js';
import * as V_getHashOfAllActivity from './validators/getHashOfAllActivity.js';
import * as VQ_getHashOfAllActivity from './validators-coerce/getHashOfAllActivity.js';
import * as V_getHashOfAllCurrentBalances from './validators/getHashOfAllCurrentBalances.js';
import * as V_balance from './validators/balance.js';
import * as V_history from './validators/history.js';
import * as V_tokenSummary from './validators/tokenSummary.js';

export interface OperationEntry {
  meta: M.OperationMeta;
  validators: RestValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const operations = {
  "block_height": {
    meta: M.blockHeight,
    validators: { responses: { "200": V_blockHeight.response__200, "401": V_blockHeight.response__401, "default": V_blockHeight.response__default } },
    client: "blockHeight",
  },
  "extras_block_height": {
    meta: M.extrasBlockHeight,
    validators: { responses: { "200": V_extrasBlockHeight.response__200, "401": V_extrasBlockHeight.response__401, "default": V_extrasBlockHeight.response__default } },
    client: "extrasBlockHeight",
  },
  "db_version": {
    meta: M.dbVersion,
    validators: { responses: { "200": V_dbVersion.response__200, "401": V_dbVersion.response__401, "default": V_dbVersion.response__default } },
    client: "dbVersion",
  },
  "event_hash_version": {
    meta: M.eventHashVersion,
    validators: { responses: { "200": V_eventHashVersion.response__200, "401": V_eventHashVersion.response__401, "default": V_eventHashVersion.response__default } },
    client: "eventHashVersion",
  },
  "get_current_balance_of_wallet": {
    meta: M.getCurrentBalanceOfWallet,
    validators: { input: VQ_getCurrentBalanceOfWallet.input, responses: { "200": V_getCurrentBalanceOfWallet.response__200, "401": V_getCurrentBalanceOfWallet.response__401, "default": V_getCurrentBalanceOfWallet.response__default } },
    client: "getCurrentBalanceOfWallet",
  },
  "balance_on_block": {
    meta: M.balanceOnBlock,
    validators: { input: VQ_balanceOnBlock.input, responses: { "200": V_balanceOnBlock.response__200, "401": V_balanceOnBlock.response__401, "default": V_balanceOnBlock.response__default } },
    client: "balanceOnBlock",
  },
  "holders": {
    meta: M.holders,
    validators: { input: VQ_holders.input, responses: { "200": V_holders.response__200, "401": V_holders.response__401, "default": V_holders.response__default } },
    client: "holders",
  },
  "get_valid_tx_notes_of_wallet": {
    meta: M.getValidTxNotesOfWallet,
    validators: { input: VQ_getValidTxNotesOfWallet.input, responses: { "200": V_getValidTxNotesOfWallet.response__200, "401": V_getValidTxNotesOfWallet.response__401, "default": V_getValidTxNotesOfWallet.response__default } },
    client: "getValidTxNotesOfWallet",
  },
  "get_valid_tx_notes_of_ticker": {
    meta: M.getValidTxNotesOfTicker,
    validators: { input: VQ_getValidTxNotesOfTicker.input, responses: { "200": V_getValidTxNotesOfTicker.response__200, "401": V_getValidTxNotesOfTicker.response__401, "default": V_getValidTxNotesOfTicker.response__default } },
    client: "getValidTxNotesOfTicker",
  },
  "activity_on_block": {
    meta: M.activityOnBlock,
    validators: { input: VQ_activityOnBlock.input, responses: { "200": V_activityOnBlock.response__200, "401": V_activityOnBlock.response__401, "default": V_activityOnBlock.response__default } },
    client: "activityOnBlock",
  },
  "event": {
    meta: M.event,
    validators: { input: VQ_event.input, responses: { "200": V_event.response__200, "401": V_event.response__401, "default": V_event.response__default } },
    client: "event",
  },
  "bitcoin_rpc_results_on_block": {
    meta: M.bitcoinRpcResultsOnBlock,
    validators: { input: VQ_bitcoinRpcResultsOnBlock.input, responses: { "200": V_bitcoinRpcResultsOnBlock.response__200, "401": V_bitcoinRpcResultsOnBlock.response__401, "default": V_bitcoinRpcResultsOnBlock.response__default } },
    client: "bitcoinRpcResultsOnBlock",
  },
  "get_hash_of_all_activity": {
    meta: M.getHashOfAllActivity,
    validators: { input: VQ_getHashOfAllActivity.input, responses: { "200": V_getHashOfAllActivity.response__200, "401": V_getHashOfAllActivity.response__401, "default": V_getHashOfAllActivity.response__default } },
    client: "getHashOfAllActivity",
  },
  "get_hash_of_all_current_balances": {
    meta: M.getHashOfAllCurrentBalances,
    validators: { responses: { "200": V_getHashOfAllCurrentBalances.response__200, "401": V_getHashOfAllCurrentBalances.response__401, "default": V_getHashOfAllCurrentBalances.response__default } },
    client: "getHashOfAllCurrentBalances",
  },
  "balance": {
    meta: M.balance,
    validators: { responses: { "401": V_balance.response__401, "default": V_balance.response__default } },
    client: "balance",
  },
  "history": {
    meta: M.history,
    validators: { responses: { "401": V_history.response__401, "default": V_history.response__default } },
    client: "history",
  },
  "token_summary": {
    meta: M.tokenSummary,
    validators: { responses: { "401": V_tokenSummary.response__401, "default": V_tokenSummary.response__default } },
    client: "tokenSummary",
  },
} satisfies Record<string, OperationEntry>;

export type OperationName = keyof typeof operations;
