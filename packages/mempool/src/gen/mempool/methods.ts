// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcMethod, RpcValidators, SurfaceMeta } from '@gw/runtime';
import * as V from './validators.cjs';

export const surface: SurfaceMeta = {"name":"mempool","networks":["mainnet","signet","regtest"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/mempool"}};

export interface MethodEntry {
  meta: RpcMethod & { networks: readonly string[] | null };
  validators: RpcValidators;
  /** Method name on the generated client. */
  client: string;
}

export const methods = {
  "mempool_info": {
    meta: {"name":"mempool_info","paramStructure":"by-name","paramsOptional":true,"networks":null},
    validators: { params: V.params__mempool_info, result: V.result__mempool_info },
    client: "mempoolInfo",
  },
  "mempool_txids": {
    meta: {"name":"mempool_txids","paramStructure":"by-name","paramsOptional":true,"networks":null},
    validators: { params: V.params__mempool_txids, result: V.result__mempool_txids },
    client: "mempoolTxids",
  },
  "mempool_entry": {
    meta: {"name":"mempool_entry","paramStructure":"by-name","paramsOptional":false,"networks":null},
    validators: { params: V.params__mempool_entry, result: V.result__mempool_entry },
    client: "mempoolEntry",
  },
  "mempool_entries": {
    meta: {"name":"mempool_entries","paramStructure":"by-name","paramsOptional":false,"networks":null},
    validators: { params: V.params__mempool_entries, result: V.result__mempool_entries },
    client: "mempoolEntries",
  },
  "mempool_raw": {
    meta: {"name":"mempool_raw","paramStructure":"by-name","paramsOptional":false,"networks":null},
    validators: { params: V.params__mempool_raw, result: V.result__mempool_raw },
    client: "mempoolRaw",
  },
  "mempool_recent": {
    meta: {"name":"mempool_recent","paramStructure":"by-name","paramsOptional":true,"networks":null},
    validators: { params: V.params__mempool_recent, result: V.result__mempool_recent },
    client: "mempoolRecent",
  },
  "mempool_snapshot": {
    meta: {"name":"mempool_snapshot","paramStructure":"by-name","paramsOptional":true,"networks":null},
    validators: { params: V.params__mempool_snapshot, result: V.result__mempool_snapshot },
    client: "mempoolSnapshot",
  },
  "mempool_feerate_histogram": {
    meta: {"name":"mempool_feerate_histogram","paramStructure":"by-name","paramsOptional":true,"networks":null},
    validators: { params: V.params__mempool_feerate_histogram, result: V.result__mempool_feerate_histogram },
    client: "mempoolFeerateHistogram",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
