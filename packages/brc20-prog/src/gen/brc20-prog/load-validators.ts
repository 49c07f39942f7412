// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { loadValidators, type RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

/** Each method's validator module, kept after its first use (a repeated `import()` is not free). */
const loaded: {
  "ethBlockNumber"?: typeof import('./validators/ethBlockNumber.js');
  "ethGetBlockByNumber"?: typeof import('./validators/ethGetBlockByNumber.js');
  "ethGetBlockByHash"?: typeof import('./validators/ethGetBlockByHash.js');
  "ethGetTransactionReceipt"?: typeof import('./validators/ethGetTransactionReceipt.js');
  "ethCall"?: typeof import('./validators/ethCall.js');
  "ethEstimateGas"?: typeof import('./validators/ethEstimateGas.js');
  "debugTraceTransaction"?: typeof import('./validators/debugTraceTransaction.js');
  "txpoolContent"?: typeof import('./validators/txpoolContent.js');
  "brc20Balance"?: typeof import('./validators/brc20Balance.js');
  "brc20GetTxReceiptByInscriptionId"?: typeof import('./validators/brc20GetTxReceiptByInscriptionId.js');
  "brc20GetInscriptionIdByTxHash"?: typeof import('./validators/brc20GetInscriptionIdByTxHash.js');
} = {};

/** `eth_blockNumber` */
export async function ethBlockNumberValidators(): Promise<RpcValidators> {
  const V = (loaded["ethBlockNumber"] ??= await loadValidators(M.surface, M.ethBlockNumber, () => import('./validators/ethBlockNumber.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `eth_getBlockByNumber` */
export async function ethGetBlockByNumberValidators(): Promise<RpcValidators> {
  const V = (loaded["ethGetBlockByNumber"] ??= await loadValidators(M.surface, M.ethGetBlockByNumber, () => import('./validators/ethGetBlockByNumber.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `eth_getBlockByHash` */
export async function ethGetBlockByHashValidators(): Promise<RpcValidators> {
  const V = (loaded["ethGetBlockByHash"] ??= await loadValidators(M.surface, M.ethGetBlockByHash, () => import('./validators/ethGetBlockByHash.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `eth_getTransactionReceipt` */
export async function ethGetTransactionReceiptValidators(): Promise<RpcValidators> {
  const V = (loaded["ethGetTransactionReceipt"] ??= await loadValidators(M.surface, M.ethGetTransactionReceipt, () => import('./validators/ethGetTransactionReceipt.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `eth_call` */
export async function ethCallValidators(): Promise<RpcValidators> {
  const V = (loaded["ethCall"] ??= await loadValidators(M.surface, M.ethCall, () => import('./validators/ethCall.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `eth_estimateGas` */
export async function ethEstimateGasValidators(): Promise<RpcValidators> {
  const V = (loaded["ethEstimateGas"] ??= await loadValidators(M.surface, M.ethEstimateGas, () => import('./validators/ethEstimateGas.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `debug_traceTransaction` */
export async function debugTraceTransactionValidators(): Promise<RpcValidators> {
  const V = (loaded["debugTraceTransaction"] ??= await loadValidators(M.surface, M.debugTraceTransaction, () => import('./validators/debugTraceTransaction.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `txpool_content` */
export async function txpoolContentValidators(): Promise<RpcValidators> {
  const V = (loaded["txpoolContent"] ??= await loadValidators(M.surface, M.txpoolContent, () => import('./validators/txpoolContent.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `brc20_balance` */
export async function brc20BalanceValidators(): Promise<RpcValidators> {
  const V = (loaded["brc20Balance"] ??= await loadValidators(M.surface, M.brc20Balance, () => import('./validators/brc20Balance.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `brc20_getTxReceiptByInscriptionId` */
export async function brc20GetTxReceiptByInscriptionIdValidators(): Promise<RpcValidators> {
  const V = (loaded["brc20GetTxReceiptByInscriptionId"] ??= await loadValidators(M.surface, M.brc20GetTxReceiptByInscriptionId, () => import('./validators/brc20GetTxReceiptByInscriptionId.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** `brc20_getInscriptionIdByTxHash` */
export async function brc20GetInscriptionIdByTxHashValidators(): Promise<RpcValidators> {
  const V = (loaded["brc20GetInscriptionIdByTxHash"] ??= await loadValidators(M.surface, M.brc20GetInscriptionIdByTxHash, () => import('./validators/brc20GetInscriptionIdByTxHash.js'), ["params", "result"]));
  return { params: V.params, result: V.result };
}

/** The validators of one method by its wire name (a prepared batch call takes them here). */
export function validatorsOf(method: string): Promise<RpcValidators> {
  switch (method) {
    case "eth_blockNumber":
      return ethBlockNumberValidators();
    case "eth_getBlockByNumber":
      return ethGetBlockByNumberValidators();
    case "eth_getBlockByHash":
      return ethGetBlockByHashValidators();
    case "eth_getTransactionReceipt":
      return ethGetTransactionReceiptValidators();
    case "eth_call":
      return ethCallValidators();
    case "eth_estimateGas":
      return ethEstimateGasValidators();
    case "debug_traceTransaction":
      return debugTraceTransactionValidators();
    case "txpool_content":
      return txpoolContentValidators();
    case "brc20_balance":
      return brc20BalanceValidators();
    case "brc20_getTxReceiptByInscriptionId":
      return brc20GetTxReceiptByInscriptionIdValidators();
    case "brc20_getInscriptionIdByTxHash":
      return brc20GetInscriptionIdByTxHashValidators();
    default:
      return Promise.reject(new Error(`no method ${method}`));
  }
}
