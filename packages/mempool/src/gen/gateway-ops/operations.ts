// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RestOperation, RestValidators, SurfaceMeta } from '@gw/runtime';
import * as V from './validators.cjs';
import * as VQ from './validators-coerce.cjs';

export const surface: SurfaceMeta = {"name":"gateway-ops","networks":["mainnet","signet","regtest"],"auth":["path"],"mounts":{"path":"/v4/{apiKey}"}};

export interface OperationEntry {
  meta: RestOperation & { networks: readonly string[] | null };
  validators: RestValidators;
  /** Method name on the generated client. */
  client: string;
}

export const operations = {
  "mempool-observe": {
    meta: {"name":"mempool-observe","method":"POST","path":"/mempool/observe","envelope":"none","pathParams":[],"queryParams":[],"body":"json-or-binary","admin":true,"networks":null},
    validators: { input: V.input__mempool_observe, responses: { "200": V.response__mempool_observe__200, "401": V.response__mempool_observe__401, "403": V.response__mempool_observe__403, "503": V.response__mempool_observe__503 } },
    client: "mempoolObserve",
  },
  "reorg-usage": {
    meta: {"name":"reorg-usage","method":"GET","path":"/reorg/{n}","envelope":"none","pathParams":["n"],"queryParams":[],"body":null,"admin":false,"networks":["mainnet"]},
    validators: { input: VQ.input__reorg_usage, responses: { "200": V.response__reorg_usage__200, "401": V.response__reorg_usage__401 } },
    client: "reorgUsage",
  },
} satisfies Record<string, OperationEntry>;

export type OperationName = keyof typeof operations;
