// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcMethod, RpcValidators, SurfaceMeta } from '@gw/runtime';
import * as V from './validators.cjs';

export const surface: SurfaceMeta = {"name":"eth-mempool","networks":["mainnet","signet","regtest"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/ethereum/mempool","alt":["/v5/{apiKey}/ethereum/mempool"]}};

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
  "mempool_recent": {
    meta: {"name":"mempool_recent","paramStructure":"by-name","paramsOptional":true,"networks":null},
    validators: { params: V.params__mempool_recent, result: V.result__mempool_recent },
    client: "mempoolRecent",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
