// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RestOperation, RestValidators, SurfaceMeta } from '@gw/runtime';
import * as V from './validators.cjs';
import * as VQ from './validators-coerce.cjs';

export const surface: SurfaceMeta = {"name":"opi","networks":["mainnet","signet","regtest"],"auth":["path","none","alias"],"mounts":{"path":"/v4/{apiKey}/opi","open":"/v4/opi"}};

export interface OperationEntry {
  meta: RestOperation & { networks: readonly string[] | null };
  validators: RestValidators;
  /** Method name on the generated client. */
  client: string;
}

export const operations = {
  "block_height": {
    meta: {"name":"block_height","method":"GET","path":"/v1/brc20/block_height","envelope":"none","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { responses: { "200": V.response__block_height__200, "401": V.response__block_height__401, "default": V.response__block_height__default } },
    client: "blockHeight",
  },
  "extras_block_height": {
    meta: {"name":"extras_block_height","method":"GET","path":"/v1/brc20/extras_block_height","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { responses: { "200": V.response__extras_block_height__200, "401": V.response__extras_block_height__401, "default": V.response__extras_block_height__default } },
    client: "extrasBlockHeight",
  },
  "db_version": {
    meta: {"name":"db_version","method":"GET","path":"/v1/brc20/db_version","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { responses: { "200": V.response__db_version__200, "401": V.response__db_version__401, "default": V.response__db_version__default } },
    client: "dbVersion",
  },
  "event_hash_version": {
    meta: {"name":"event_hash_version","method":"GET","path":"/v1/brc20/event_hash_version","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { responses: { "200": V.response__event_hash_version__200, "401": V.response__event_hash_version__401, "default": V.response__event_hash_version__default } },
    client: "eventHashVersion",
  },
  "get_current_balance_of_wallet": {
    meta: {"name":"get_current_balance_of_wallet","method":"GET","path":"/v1/brc20/get_current_balance_of_wallet","envelope":"opi","pathParams":[],"queryParams":["address","ticker","pkscript"],"body":null,"admin":false,"networks":null},
    validators: { input: VQ.input__get_current_balance_of_wallet, responses: { "200": V.response__get_current_balance_of_wallet__200, "401": V.response__get_current_balance_of_wallet__401, "default": V.response__get_current_balance_of_wallet__default } },
    client: "getCurrentBalanceOfWallet",
  },
  "balance_on_block": {
    meta: {"name":"balance_on_block","method":"GET","path":"/v1/brc20/balance_on_block","envelope":"opi","pathParams":[],"queryParams":["block_height","pkscript","ticker"],"body":null,"admin":false,"networks":null},
    validators: { input: VQ.input__balance_on_block, responses: { "200": V.response__balance_on_block__200, "401": V.response__balance_on_block__401, "default": V.response__balance_on_block__default } },
    client: "balanceOnBlock",
  },
  "holders": {
    meta: {"name":"holders","method":"GET","path":"/v1/brc20/holders","envelope":"opi","pathParams":[],"queryParams":["ticker"],"body":null,"admin":false,"networks":null},
    validators: { input: VQ.input__holders, responses: { "200": V.response__holders__200, "401": V.response__holders__401, "default": V.response__holders__default } },
    client: "holders",
  },
  "get_valid_tx_notes_of_wallet": {
    meta: {"name":"get_valid_tx_notes_of_wallet","method":"GET","path":"/v1/brc20/get_valid_tx_notes_of_wallet","envelope":"opi","pathParams":[],"queryParams":["address","pkscript"],"body":null,"admin":false,"networks":null},
    validators: { input: VQ.input__get_valid_tx_notes_of_wallet, responses: { "200": V.response__get_valid_tx_notes_of_wallet__200, "401": V.response__get_valid_tx_notes_of_wallet__401, "default": V.response__get_valid_tx_notes_of_wallet__default } },
    client: "getValidTxNotesOfWallet",
  },
  "get_valid_tx_notes_of_ticker": {
    meta: {"name":"get_valid_tx_notes_of_ticker","method":"GET","path":"/v1/brc20/get_valid_tx_notes_of_ticker","envelope":"opi","pathParams":[],"queryParams":["ticker"],"body":null,"admin":false,"networks":null},
    validators: { input: VQ.input__get_valid_tx_notes_of_ticker, responses: { "200": V.response__get_valid_tx_notes_of_ticker__200, "401": V.response__get_valid_tx_notes_of_ticker__401, "default": V.response__get_valid_tx_notes_of_ticker__default } },
    client: "getValidTxNotesOfTicker",
  },
  "activity_on_block": {
    meta: {"name":"activity_on_block","method":"GET","path":"/v1/brc20/activity_on_block","envelope":"opi","pathParams":[],"queryParams":["block_height"],"body":null,"admin":false,"networks":null},
    validators: { input: VQ.input__activity_on_block, responses: { "200": V.response__activity_on_block__200, "401": V.response__activity_on_block__401, "default": V.response__activity_on_block__default } },
    client: "activityOnBlock",
  },
  "event": {
    meta: {"name":"event","method":"GET","path":"/v1/brc20/event","envelope":"opi","pathParams":[],"queryParams":["inscription_id"],"body":null,"admin":false,"networks":null},
    validators: { input: VQ.input__event, responses: { "200": V.response__event__200, "401": V.response__event__401, "default": V.response__event__default } },
    client: "event",
  },
  "bitcoin_rpc_results_on_block": {
    meta: {"name":"bitcoin_rpc_results_on_block","method":"GET","path":"/v1/brc20/bitcoin_rpc_results_on_block","envelope":"opi","pathParams":[],"queryParams":["block_height"],"body":null,"admin":false,"networks":null},
    validators: { input: VQ.input__bitcoin_rpc_results_on_block, responses: { "200": V.response__bitcoin_rpc_results_on_block__200, "401": V.response__bitcoin_rpc_results_on_block__401, "default": V.response__bitcoin_rpc_results_on_block__default } },
    client: "bitcoinRpcResultsOnBlock",
  },
  "get_hash_of_all_activity": {
    meta: {"name":"get_hash_of_all_activity","method":"GET","path":"/v1/brc20/get_hash_of_all_activity","envelope":"opi","pathParams":[],"queryParams":["block_height"],"body":null,"admin":false,"networks":null},
    validators: { input: VQ.input__get_hash_of_all_activity, responses: { "200": V.response__get_hash_of_all_activity__200, "401": V.response__get_hash_of_all_activity__401, "default": V.response__get_hash_of_all_activity__default } },
    client: "getHashOfAllActivity",
  },
  "get_hash_of_all_current_balances": {
    meta: {"name":"get_hash_of_all_current_balances","method":"GET","path":"/v1/brc20/get_hash_of_all_current_balances","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { responses: { "200": V.response__get_hash_of_all_current_balances__200, "401": V.response__get_hash_of_all_current_balances__401, "default": V.response__get_hash_of_all_current_balances__default } },
    client: "getHashOfAllCurrentBalances",
  },
  "balance": {
    meta: {"name":"balance","method":"GET","path":"/v1/brc20/balance","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { responses: { "401": V.response__balance__401, "default": V.response__balance__default } },
    client: "balance",
  },
  "history": {
    meta: {"name":"history","method":"GET","path":"/v1/brc20/history","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { responses: { "401": V.response__history__401, "default": V.response__history__default } },
    client: "history",
  },
  "token_summary": {
    meta: {"name":"token_summary","method":"GET","path":"/v1/brc20/token_summary","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { responses: { "401": V.response__token_summary__401, "default": V.response__token_summary__default } },
    client: "tokenSummary",
  },
} satisfies Record<string, OperationEntry>;

export type OperationName = keyof typeof operations;
