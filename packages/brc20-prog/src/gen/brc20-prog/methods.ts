// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcMethod, RpcValidators, SurfaceMeta } from '@gw/runtime';
import * as V from './validators.cjs';

export const surface: SurfaceMeta = {"name":"brc20-prog","networks":["mainnet","signet","regtest"],"auth":["path","header","none","alias"],"mounts":{"path":"/v4/{apiKey}/brc20-prog","open":"/v4/jsonrpc/brc20-prog"}};

export interface MethodEntry {
  meta: RpcMethod & { networks: readonly string[] | null };
  validators: RpcValidators;
  /** Method name on the generated client. */
  client: string;
}

export const methods = {
  "eth_blockNumber": {
    meta: {"name":"eth_blockNumber","paramStructure":"by-position","paramsOptional":true,"networks":null},
    validators: { params: V.params__eth_blockNumber, result: V.result__eth_blockNumber },
    client: "ethBlockNumber",
  },
  "eth_getBlockByNumber": {
    meta: {"name":"eth_getBlockByNumber","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__eth_getBlockByNumber, result: V.result__eth_getBlockByNumber },
    client: "ethGetBlockByNumber",
  },
  "eth_getBlockByHash": {
    meta: {"name":"eth_getBlockByHash","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__eth_getBlockByHash, result: V.result__eth_getBlockByHash },
    client: "ethGetBlockByHash",
  },
  "eth_getTransactionReceipt": {
    meta: {"name":"eth_getTransactionReceipt","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__eth_getTransactionReceipt, result: V.result__eth_getTransactionReceipt },
    client: "ethGetTransactionReceipt",
  },
  "eth_call": {
    meta: {"name":"eth_call","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__eth_call, result: V.result__eth_call },
    client: "ethCall",
  },
  "eth_estimateGas": {
    meta: {"name":"eth_estimateGas","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__eth_estimateGas, result: V.result__eth_estimateGas },
    client: "ethEstimateGas",
  },
  "debug_traceTransaction": {
    meta: {"name":"debug_traceTransaction","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__debug_traceTransaction, result: V.result__debug_traceTransaction },
    client: "debugTraceTransaction",
  },
  "txpool_content": {
    meta: {"name":"txpool_content","paramStructure":"by-position","paramsOptional":true,"networks":null},
    validators: { params: V.params__txpool_content, result: V.result__txpool_content },
    client: "txpoolContent",
  },
  "brc20_balance": {
    meta: {"name":"brc20_balance","paramStructure":"by-name","paramsOptional":false,"networks":null},
    validators: { params: V.params__brc20_balance, result: V.result__brc20_balance },
    client: "brc20Balance",
  },
  "brc20_getTxReceiptByInscriptionId": {
    meta: {"name":"brc20_getTxReceiptByInscriptionId","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__brc20_getTxReceiptByInscriptionId, result: V.result__brc20_getTxReceiptByInscriptionId },
    client: "brc20GetTxReceiptByInscriptionId",
  },
  "brc20_getInscriptionIdByTxHash": {
    meta: {"name":"brc20_getInscriptionIdByTxHash","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__brc20_getInscriptionIdByTxHash, result: V.result__brc20_getInscriptionIdByTxHash },
    client: "brc20GetInscriptionIdByTxHash",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
