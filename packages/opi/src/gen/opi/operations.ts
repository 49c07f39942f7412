// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { createRequire } from 'node:module';
import type { RestValidators } from '@gw/runtime';
import * as M from './meta.js';

// Each entry loads its validators on first use: a process that judges a few operations loads only theirs.
const load = createRequire(import.meta.url);
const lazy = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const V_blockHeight = lazy((): RestValidators => {
  const V = load('./validators/blockHeight.js') as typeof import('./validators/blockHeight.js');
  return { responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_extrasBlockHeight = lazy((): RestValidators => {
  const V = load('./validators/extrasBlockHeight.js') as typeof import('./validators/extrasBlockHeight.js');
  return { responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_dbVersion = lazy((): RestValidators => {
  const V = load('./validators/dbVersion.js') as typeof import('./validators/dbVersion.js');
  return { responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_eventHashVersion = lazy((): RestValidators => {
  const V = load('./validators/eventHashVersion.js') as typeof import('./validators/eventHashVersion.js');
  return { responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getCurrentBalanceOfWallet = lazy((): RestValidators => {
  const V = load('./validators/getCurrentBalanceOfWallet.js') as typeof import('./validators/getCurrentBalanceOfWallet.js');
  const VQ = load('./validators-coerce/getCurrentBalanceOfWallet.js') as typeof import('./validators-coerce/getCurrentBalanceOfWallet.js');
  return { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_balanceOnBlock = lazy((): RestValidators => {
  const V = load('./validators/balanceOnBlock.js') as typeof import('./validators/balanceOnBlock.js');
  const VQ = load('./validators-coerce/balanceOnBlock.js') as typeof import('./validators-coerce/balanceOnBlock.js');
  return { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_holders = lazy((): RestValidators => {
  const V = load('./validators/holders.js') as typeof import('./validators/holders.js');
  const VQ = load('./validators-coerce/holders.js') as typeof import('./validators-coerce/holders.js');
  return { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getValidTxNotesOfWallet = lazy((): RestValidators => {
  const V = load('./validators/getValidTxNotesOfWallet.js') as typeof import('./validators/getValidTxNotesOfWallet.js');
  const VQ = load('./validators-coerce/getValidTxNotesOfWallet.js') as typeof import('./validators-coerce/getValidTxNotesOfWallet.js');
  return { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getValidTxNotesOfTicker = lazy((): RestValidators => {
  const V = load('./validators/getValidTxNotesOfTicker.js') as typeof import('./validators/getValidTxNotesOfTicker.js');
  const VQ = load('./validators-coerce/getValidTxNotesOfTicker.js') as typeof import('./validators-coerce/getValidTxNotesOfTicker.js');
  return { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_activityOnBlock = lazy((): RestValidators => {
  const V = load('./validators/activityOnBlock.js') as typeof import('./validators/activityOnBlock.js');
  const VQ = load('./validators-coerce/activityOnBlock.js') as typeof import('./validators-coerce/activityOnBlock.js');
  return { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_event = lazy((): RestValidators => {
  const V = load('./validators/event.js') as typeof import('./validators/event.js');
  const VQ = load('./validators-coerce/event.js') as typeof import('./validators-coerce/event.js');
  return { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_bitcoinRpcResultsOnBlock = lazy((): RestValidators => {
  const V = load('./validators/bitcoinRpcResultsOnBlock.js') as typeof import('./validators/bitcoinRpcResultsOnBlock.js');
  const VQ = load('./validators-coerce/bitcoinRpcResultsOnBlock.js') as typeof import('./validators-coerce/bitcoinRpcResultsOnBlock.js');
  return { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getHashOfAllActivity = lazy((): RestValidators => {
  const V = load('./validators/getHashOfAllActivity.js') as typeof import('./validators/getHashOfAllActivity.js');
  const VQ = load('./validators-coerce/getHashOfAllActivity.js') as typeof import('./validators-coerce/getHashOfAllActivity.js');
  return { input: VQ.input, responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_getHashOfAllCurrentBalances = lazy((): RestValidators => {
  const V = load('./validators/getHashOfAllCurrentBalances.js') as typeof import('./validators/getHashOfAllCurrentBalances.js');
  return { responses: { "200": V.response__200, "401": V.response__401, "default": V.response__default } };
});
const V_balance = lazy((): RestValidators => {
  const V = load('./validators/balance.js') as typeof import('./validators/balance.js');
  return { responses: { "401": V.response__401, "default": V.response__default } };
});
const V_history = lazy((): RestValidators => {
  const V = load('./validators/history.js') as typeof import('./validators/history.js');
  return { responses: { "401": V.response__401, "default": V.response__default } };
});
const V_tokenSummary = lazy((): RestValidators => {
  const V = load('./validators/tokenSummary.js') as typeof import('./validators/tokenSummary.js');
  return { responses: { "401": V.response__401, "default": V.response__default } };
});

export interface OperationEntry {
  meta: M.OperationMeta;
  validators: RestValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const operations = {
  "block_height": {
    meta: M.blockHeight,
    get validators() {
      return V_blockHeight();
    },
    client: "blockHeight",
  },
  "extras_block_height": {
    meta: M.extrasBlockHeight,
    get validators() {
      return V_extrasBlockHeight();
    },
    client: "extrasBlockHeight",
  },
  "db_version": {
    meta: M.dbVersion,
    get validators() {
      return V_dbVersion();
    },
    client: "dbVersion",
  },
  "event_hash_version": {
    meta: M.eventHashVersion,
    get validators() {
      return V_eventHashVersion();
    },
    client: "eventHashVersion",
  },
  "get_current_balance_of_wallet": {
    meta: M.getCurrentBalanceOfWallet,
    get validators() {
      return V_getCurrentBalanceOfWallet();
    },
    client: "getCurrentBalanceOfWallet",
  },
  "balance_on_block": {
    meta: M.balanceOnBlock,
    get validators() {
      return V_balanceOnBlock();
    },
    client: "balanceOnBlock",
  },
  "holders": {
    meta: M.holders,
    get validators() {
      return V_holders();
    },
    client: "holders",
  },
  "get_valid_tx_notes_of_wallet": {
    meta: M.getValidTxNotesOfWallet,
    get validators() {
      return V_getValidTxNotesOfWallet();
    },
    client: "getValidTxNotesOfWallet",
  },
  "get_valid_tx_notes_of_ticker": {
    meta: M.getValidTxNotesOfTicker,
    get validators() {
      return V_getValidTxNotesOfTicker();
    },
    client: "getValidTxNotesOfTicker",
  },
  "activity_on_block": {
    meta: M.activityOnBlock,
    get validators() {
      return V_activityOnBlock();
    },
    client: "activityOnBlock",
  },
  "event": {
    meta: M.event,
    get validators() {
      return V_event();
    },
    client: "event",
  },
  "bitcoin_rpc_results_on_block": {
    meta: M.bitcoinRpcResultsOnBlock,
    get validators() {
      return V_bitcoinRpcResultsOnBlock();
    },
    client: "bitcoinRpcResultsOnBlock",
  },
  "get_hash_of_all_activity": {
    meta: M.getHashOfAllActivity,
    get validators() {
      return V_getHashOfAllActivity();
    },
    client: "getHashOfAllActivity",
  },
  "get_hash_of_all_current_balances": {
    meta: M.getHashOfAllCurrentBalances,
    get validators() {
      return V_getHashOfAllCurrentBalances();
    },
    client: "getHashOfAllCurrentBalances",
  },
  "balance": {
    meta: M.balance,
    get validators() {
      return V_balance();
    },
    client: "balance",
  },
  "history": {
    meta: M.history,
    get validators() {
      return V_history();
    },
    client: "history",
  },
  "token_summary": {
    meta: M.tokenSummary,
    get validators() {
      return V_tokenSummary();
    },
    client: "tokenSummary",
  },
} satisfies Record<string, OperationEntry>;

export type OperationName = keyof typeof operations;
