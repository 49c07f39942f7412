// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RestOperation, RestValidators, SurfaceMeta } from '@gw/runtime';
import * as V from './validators.cjs';
import * as VQ from './validators-coerce.cjs';

export const surface: SurfaceMeta = {"name":"orderbook","networks":["mainnet"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}"}};

export interface OperationEntry {
  meta: RestOperation & { networks: readonly string[] | null };
  validators: RestValidators;
  /** Method name on the generated client. */
  client: string;
}

export const operations = {
  "markets": {
    meta: {"name":"markets","method":"GET","path":"/orderbook/markets","envelope":"none","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { responses: { "200": V.response__markets__200, "401": V.response__markets__401 } },
    client: "markets",
  },
  "snapshot": {
    meta: {"name":"snapshot","method":"GET","path":"/orderbook/snapshot","envelope":"none","pathParams":[],"queryParams":["market"],"body":null,"admin":false,"networks":null},
    validators: { input: VQ.input__snapshot, responses: { "200": V.response__snapshot__200, "401": V.response__snapshot__401 } },
    client: "snapshot",
  },
  "order": {
    meta: {"name":"order","method":"GET","path":"/orderbook/order/{source}/{id}","envelope":"none","pathParams":["source","id"],"queryParams":[],"body":null,"admin":false,"networks":null},
    validators: { input: VQ.input__order, responses: { "200": V.response__order__200, "401": V.response__order__401, "404": V.response__order__404 } },
    client: "order",
  },
} satisfies Record<string, OperationEntry>;

export type OperationName = keyof typeof operations;
