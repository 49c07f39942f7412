// Generated from specs/openapi/opi.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { RestOperation, SurfaceMeta } from '@gw/runtime';
import * as D from './drift.js';

export const surface: SurfaceMeta = {"name":"opi","networks":["mainnet","signet","regtest"],"auth":["path","none","alias"],"mounts":{"path":"/v4/{apiKey}/opi","open":"/v4/opi"}};

export type OperationMeta = RestOperation & { networks: readonly string[] | null };

/** `block_height` */
export const blockHeight: OperationMeta = {"name":"block_height","method":"GET","path":"/v1/brc20/block_height","envelope":"none","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null};

/** `extras_block_height` */
export const extrasBlockHeight: OperationMeta = {"name":"extras_block_height","method":"GET","path":"/v1/brc20/extras_block_height","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null};

/** `db_version` */
export const dbVersion: OperationMeta = {"name":"db_version","method":"GET","path":"/v1/brc20/db_version","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null};

/** `event_hash_version` */
export const eventHashVersion: OperationMeta = {"name":"event_hash_version","method":"GET","path":"/v1/brc20/event_hash_version","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null};

/** `get_current_balance_of_wallet` */
export const getCurrentBalanceOfWallet: OperationMeta = {"name":"get_current_balance_of_wallet","method":"GET","path":"/v1/brc20/get_current_balance_of_wallet","envelope":"opi","pathParams":[],"queryParams":["address","ticker","pkscript"],"body":null,"admin":false,"networks":null};

/** `balance_on_block` */
export const balanceOnBlock: OperationMeta = {"name":"balance_on_block","method":"GET","path":"/v1/brc20/balance_on_block","envelope":"opi","pathParams":[],"queryParams":["block_height","pkscript","ticker"],"body":null,"admin":false,"networks":null};

/** `holders` */
export const holders: OperationMeta = {"name":"holders","method":"GET","path":"/v1/brc20/holders","envelope":"opi","pathParams":[],"queryParams":["ticker"],"body":null,"admin":false,"networks":null};

/** `get_valid_tx_notes_of_wallet` */
export const getValidTxNotesOfWallet: OperationMeta = {"name":"get_valid_tx_notes_of_wallet","method":"GET","path":"/v1/brc20/get_valid_tx_notes_of_wallet","envelope":"opi","pathParams":[],"queryParams":["address","pkscript"],"body":null,"admin":false,"networks":null};

/** `get_valid_tx_notes_of_ticker` */
export const getValidTxNotesOfTicker: OperationMeta = {"name":"get_valid_tx_notes_of_ticker","method":"GET","path":"/v1/brc20/get_valid_tx_notes_of_ticker","envelope":"opi","pathParams":[],"queryParams":["ticker"],"body":null,"admin":false,"networks":null};

/** `activity_on_block` */
export const activityOnBlock: OperationMeta = {"name":"activity_on_block","method":"GET","path":"/v1/brc20/activity_on_block","envelope":"opi","pathParams":[],"queryParams":["block_height"],"body":null,"admin":false,"networks":null,"drift":{"rules":[D.opiEventNullableFields],"explain":D.explain}};

/** `event` */
export const event: OperationMeta = {"name":"event","method":"GET","path":"/v1/brc20/event","envelope":"opi","pathParams":[],"queryParams":["inscription_id"],"body":null,"admin":false,"networks":null,"drift":{"rules":[D.opiEventNullableFields],"explain":D.explain}};

/** `bitcoin_rpc_results_on_block` */
export const bitcoinRpcResultsOnBlock: OperationMeta = {"name":"bitcoin_rpc_results_on_block","method":"GET","path":"/v1/brc20/bitcoin_rpc_results_on_block","envelope":"opi","pathParams":[],"queryParams":["block_height"],"body":null,"admin":false,"networks":null};

/** `get_hash_of_all_activity` */
export const getHashOfAllActivity: OperationMeta = {"name":"get_hash_of_all_activity","method":"GET","path":"/v1/brc20/get_hash_of_all_activity","envelope":"opi","pathParams":[],"queryParams":["block_height"],"body":null,"admin":false,"networks":null,"drift":{"rules":[D.opiHashBlockHeightString],"explain":D.explain}};

/** `get_hash_of_all_current_balances` */
export const getHashOfAllCurrentBalances: OperationMeta = {"name":"get_hash_of_all_current_balances","method":"GET","path":"/v1/brc20/get_hash_of_all_current_balances","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null};

/** `balance` */
export const balance: OperationMeta = {"name":"balance","method":"GET","path":"/v1/brc20/balance","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null,"drift":{"rules":[D.opiOverviewRoutesAbsent],"explain":D.explain}};

/** `history` */
export const history: OperationMeta = {"name":"history","method":"GET","path":"/v1/brc20/history","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null,"drift":{"rules":[D.opiOverviewRoutesAbsent],"explain":D.explain}};

/** `token_summary` */
export const tokenSummary: OperationMeta = {"name":"token_summary","method":"GET","path":"/v1/brc20/token_summary","envelope":"opi","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null,"drift":{"rules":[D.opiOverviewRoutesAbsent],"explain":D.explain}};
