// Generated from specs/openrpc/reorg.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcMethod, RpcValidators, SurfaceMeta } from '@gw/runtime';
import * as V from './validators.cjs';

export const surface: SurfaceMeta = {"name":"reorg","networks":["mainnet"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/reorg/{n}"},"passThrough":true};

export interface MethodEntry {
  meta: RpcMethod & { networks: readonly string[] | null };
  validators: RpcValidators;
  /** Method name on the generated client. */
  client: string;
}

export const methods = {
  "getblockcount": {
    meta: {"name":"getblockcount","paramStructure":"by-position","paramsOptional":true,"networks":null},
    validators: { params: V.params__getblockcount, result: V.result__getblockcount },
    client: "getblockcount",
  },
  "getblockhash": {
    meta: {"name":"getblockhash","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__getblockhash, result: V.result__getblockhash },
    client: "getblockhash",
  },
  "getbestblockhash": {
    meta: {"name":"getbestblockhash","paramStructure":"by-position","paramsOptional":true,"networks":null},
    validators: { params: V.params__getbestblockhash, result: V.result__getbestblockhash },
    client: "getbestblockhash",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
