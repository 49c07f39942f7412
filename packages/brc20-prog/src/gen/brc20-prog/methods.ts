// Generated from specs/openrpc/brc20-prog.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { createRequire } from 'node:module';
import type { RpcValidators } from '@gw/runtime';
import * as M from './meta.js';

// Each entry loads its validators on first use: a process that judges a few operations loads only theirs.
const load = createRequire(import.meta.url);
const lazy = <T>(make: () => T): (() => T) => {
  let made: T | undefined;
  return () => (made ??= make());
};

const V_ethBlockNumber = lazy((): RpcValidators => {
  const V = load('./validators/ethBlockNumber.js') as typeof import('./validators/ethBlockNumber.js');
  return { params: V.params, result: V.result };
});
const V_ethGetBlockByNumber = lazy((): RpcValidators => {
  const V = load('./validators/ethGetBlockByNumber.js') as typeof import('./validators/ethGetBlockByNumber.js');
  return { params: V.params, result: V.result };
});
const V_ethGetBlockByHash = lazy((): RpcValidators => {
  const V = load('./validators/ethGetBlockByHash.js') as typeof import('./validators/ethGetBlockByHash.js');
  return { params: V.params, result: V.result };
});
const V_ethGetTransactionReceipt = lazy((): RpcValidators => {
  const V = load('./validators/ethGetTransactionReceipt.js') as typeof import('./validators/ethGetTransactionReceipt.js');
  return { params: V.params, result: V.result };
});
const V_ethCall = lazy((): RpcValidators => {
  const V = load('./validators/ethCall.js') as typeof import('./validators/ethCall.js');
  return { params: V.params, result: V.result };
});
const V_ethEstimateGas = lazy((): RpcValidators => {
  const V = load('./validators/ethEstimateGas.js') as typeof import('./validators/ethEstimateGas.js');
  return { params: V.params, result: V.result };
});
const V_debugTraceTransaction = lazy((): RpcValidators => {
  const V = load('./validators/debugTraceTransaction.js') as typeof import('./validators/debugTraceTransaction.js');
  return { params: V.params, result: V.result };
});
const V_txpoolContent = lazy((): RpcValidators => {
  const V = load('./validators/txpoolContent.js') as typeof import('./validators/txpoolContent.js');
  return { params: V.params, result: V.result };
});
const V_brc20Balance = lazy((): RpcValidators => {
  const V = load('./validators/brc20Balance.js') as typeof import('./validators/brc20Balance.js');
  return { params: V.params, result: V.result };
});
const V_brc20GetTxReceiptByInscriptionId = lazy((): RpcValidators => {
  const V = load('./validators/brc20GetTxReceiptByInscriptionId.js') as typeof import('./validators/brc20GetTxReceiptByInscriptionId.js');
  return { params: V.params, result: V.result };
});
const V_brc20GetInscriptionIdByTxHash = lazy((): RpcValidators => {
  const V = load('./validators/brc20GetInscriptionIdByTxHash.js') as typeof import('./validators/brc20GetInscriptionIdByTxHash.js');
  return { params: V.params, result: V.result };
});

export interface MethodEntry {
  meta: M.MethodMeta;
  validators: RpcValidators;
  /** Method name on the generated client (and name of the standalone function). */
  client: string;
}

export const methods = {
  "eth_blockNumber": {
    meta: M.ethBlockNumber,
    get validators() {
      return V_ethBlockNumber();
    },
    client: "ethBlockNumber",
  },
  "eth_getBlockByNumber": {
    meta: M.ethGetBlockByNumber,
    get validators() {
      return V_ethGetBlockByNumber();
    },
    client: "ethGetBlockByNumber",
  },
  "eth_getBlockByHash": {
    meta: M.ethGetBlockByHash,
    get validators() {
      return V_ethGetBlockByHash();
    },
    client: "ethGetBlockByHash",
  },
  "eth_getTransactionReceipt": {
    meta: M.ethGetTransactionReceipt,
    get validators() {
      return V_ethGetTransactionReceipt();
    },
    client: "ethGetTransactionReceipt",
  },
  "eth_call": {
    meta: M.ethCall,
    get validators() {
      return V_ethCall();
    },
    client: "ethCall",
  },
  "eth_estimateGas": {
    meta: M.ethEstimateGas,
    get validators() {
      return V_ethEstimateGas();
    },
    client: "ethEstimateGas",
  },
  "debug_traceTransaction": {
    meta: M.debugTraceTransaction,
    get validators() {
      return V_debugTraceTransaction();
    },
    client: "debugTraceTransaction",
  },
  "txpool_content": {
    meta: M.txpoolContent,
    get validators() {
      return V_txpoolContent();
    },
    client: "txpoolContent",
  },
  "brc20_balance": {
    meta: M.brc20Balance,
    get validators() {
      return V_brc20Balance();
    },
    client: "brc20Balance",
  },
  "brc20_getTxReceiptByInscriptionId": {
    meta: M.brc20GetTxReceiptByInscriptionId,
    get validators() {
      return V_brc20GetTxReceiptByInscriptionId();
    },
    client: "brc20GetTxReceiptByInscriptionId",
  },
  "brc20_getInscriptionIdByTxHash": {
    meta: M.brc20GetInscriptionIdByTxHash,
    get validators() {
      return V_brc20GetInscriptionIdByTxHash();
    },
    client: "brc20GetInscriptionIdByTxHash",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
