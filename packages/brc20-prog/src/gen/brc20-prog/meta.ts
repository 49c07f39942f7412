// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { RpcMethod, SurfaceMeta } from '@gw/runtime';

export const surface: SurfaceMeta = {"name":"brc20-prog","networks":["mainnet","signet","regtest"],"auth":["path","header","none","alias"],"mounts":{"path":"/v4/{apiKey}/brc20-prog","open":"/v4/jsonrpc/brc20-prog"},"batch":true};

export type MethodMeta = RpcMethod & { networks: readonly string[] | null };

/** `eth_blockNumber` */
export const ethBlockNumber: MethodMeta = {"name":"eth_blockNumber","paramStructure":"by-position","paramsOptional":true,"networks":null};

/** `eth_getBlockByNumber` */
export const ethGetBlockByNumber: MethodMeta = {"name":"eth_getBlockByNumber","paramStructure":"by-position","paramsOptional":false,"networks":null};

/** `eth_getBlockByHash` */
export const ethGetBlockByHash: MethodMeta = {"name":"eth_getBlockByHash","paramStructure":"by-position","paramsOptional":false,"networks":null};

/** `eth_getTransactionReceipt` */
export const ethGetTransactionReceipt: MethodMeta = {"name":"eth_getTransactionReceipt","paramStructure":"by-position","paramsOptional":false,"networks":null};

/** `eth_call` */
export const ethCall: MethodMeta = {"name":"eth_call","paramStructure":"by-position","paramsOptional":false,"networks":null};

/** `eth_estimateGas` */
export const ethEstimateGas: MethodMeta = {"name":"eth_estimateGas","paramStructure":"by-position","paramsOptional":false,"networks":null};

/** `debug_traceTransaction` */
export const debugTraceTransaction: MethodMeta = {"name":"debug_traceTransaction","paramStructure":"by-position","paramsOptional":false,"networks":null};

/** `txpool_content` */
export const txpoolContent: MethodMeta = {"name":"txpool_content","paramStructure":"by-position","paramsOptional":true,"networks":null};

/** `brc20_balance` */
export const brc20Balance: MethodMeta = {"name":"brc20_balance","paramStructure":"by-name","paramsOptional":false,"networks":null};

/** `brc20_getTxReceiptByInscriptionId` */
export const brc20GetTxReceiptByInscriptionId: MethodMeta = {"name":"brc20_getTxReceiptByInscriptionId","paramStructure":"by-position","paramsOptional":false,"networks":null};

/** `brc20_getInscriptionIdByTxHash` */
export const brc20GetInscriptionIdByTxHash: MethodMeta = {"name":"brc20_getInscriptionIdByTxHash","paramStructure":"by-position","paramsOptional":false,"networks":null};
