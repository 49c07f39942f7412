// Generated from specs/openrpc/frusd.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcMethod, RpcValidators, SurfaceMeta } from '@gw/runtime';
import * as V from './validators.cjs';

export const surface: SurfaceMeta = {"name":"frusd","networks":["mainnet"],"auth":["path","none","alias"],"mounts":{"path":"/v4/{apiKey}/ethereum/frusd","open":"/v4/jsonrpc/ethereum/frusd"}};

export interface MethodEntry {
  meta: RpcMethod & { networks: readonly string[] | null };
  validators: RpcValidators;
  /** Method name on the generated client. */
  client: string;
}

export const methods = {
  "metashrew_view": {
    meta: {"name":"metashrew_view","paramStructure":"by-position","paramsOptional":false,"networks":null},
    validators: { params: V.params__metashrew_view, result: V.result__metashrew_view },
    client: "metashrewView",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
