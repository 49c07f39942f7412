// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { CallOptions, Gateway, OpiResult, Reply, RestData } from '@gw/runtime';
import * as calls from './calls.js';
import type { operations as Ops } from './types.js';

/** Input of an operation: its JSON body, or its path and query parameters merged in one object. */
export interface Inputs {
  "mempool-observe": NonNullable<Ops["mempool-observe"]['requestBody']>['content']['application/json'];
  "reorg-usage": NonNullable<Ops["reorg-usage"]['parameters']['path']>;
}

/** Typed payload of an operation, after the envelope is unwrapped. */
export interface Outputs {
  "mempool-observe": Ops["mempool-observe"]['responses'][200]['content']["application/json"];
  "reorg-usage": Ops["reorg-usage"]['responses'][200]['content']["text/plain"];
}

export interface GatewayOpsClient {
  /** `mempool-observe` — POST /mempool/observe. Add a transaction to the mempool view as an edge observation (admin). */
  mempoolObserve(input: Inputs["mempool-observe"] | Uint8Array, opts?: CallOptions): Promise<Reply<Outputs["mempool-observe"]>>;
  /** `reorg-usage` — GET /reorg/{n}. Usage document of the reorg helper. */
  reorgUsage(input: Inputs["reorg-usage"], opts?: CallOptions): Promise<Reply<Outputs["reorg-usage"]>>;
}

/** Every operation as a method bound to `gw`; each loads its validators on its first call. */
export function createGatewayOpsClient(gw: Gateway): GatewayOpsClient {
  return {
    mempoolObserve: (input, opts) => calls.mempoolObserve(gw, input, opts),
    reorgUsage: (input, opts) => calls.reorgUsage(gw, input, opts),
  };
}
