// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import { type CallOptions, type Gateway, type OpiResult, type Reply, type RestData, restCall } from '@gw/runtime';
import { operations, surface } from './operations.js';
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

export function createGatewayOpsClient(gw: Gateway): GatewayOpsClient {
  return {
    mempoolObserve: (input, opts) => restCall(gw, surface, operations["mempool-observe"].meta, operations["mempool-observe"].validators, input, opts),
    reorgUsage: (input, opts) => restCall(gw, surface, operations["reorg-usage"].meta, operations["reorg-usage"].validators, input, opts),
  };
}
