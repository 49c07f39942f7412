// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcMethod, RpcValidators, SurfaceMeta } from '@gw/runtime';
import * as V from './validators.cjs';

export const surface: SurfaceMeta = {"name":"forex","networks":["mainnet","signet","regtest"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/forex"}};

export interface MethodEntry {
  meta: RpcMethod & { networks: readonly string[] | null };
  validators: RpcValidators;
  /** Method name on the generated client. */
  client: string;
}

export const methods = {
  "forex_rates": {
    meta: {"name":"forex_rates","paramStructure":"by-name","paramsOptional":true,"networks":null},
    validators: { params: V.params__forex_rates, result: V.result__forex_rates },
    client: "forexRates",
  },
  "forex_convert": {
    meta: {"name":"forex_convert","paramStructure":"by-name","paramsOptional":false,"networks":null},
    validators: { params: V.params__forex_convert, result: V.result__forex_convert },
    client: "forexConvert",
  },
  "forex_status": {
    meta: {"name":"forex_status","paramStructure":"by-name","paramsOptional":true,"networks":null},
    validators: { params: V.params__forex_status, result: V.result__forex_status },
    client: "forexStatus",
  },
  "forex_currencies": {
    meta: {"name":"forex_currencies","paramStructure":"by-name","paramsOptional":true,"networks":null},
    validators: { params: V.params__forex_currencies, result: V.result__forex_currencies },
    client: "forexCurrencies",
  },
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
