// Generated from specs/openrpc/forex.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { RpcMethod, SurfaceMeta } from '@gw/runtime';

export const surface: SurfaceMeta = {"name":"forex","networks":["mainnet","signet","regtest"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/forex"},"batch":true};

export type MethodMeta = RpcMethod & { networks: readonly string[] | null };

/** `forex_rates` */
export const forexRates: MethodMeta = {"name":"forex_rates","paramStructure":"by-name","paramsOptional":true,"networks":null};

/** `forex_convert` */
export const forexConvert: MethodMeta = {"name":"forex_convert","paramStructure":"by-name","paramsOptional":false,"networks":null};

/** `forex_status` */
export const forexStatus: MethodMeta = {"name":"forex_status","paramStructure":"by-name","paramsOptional":true,"networks":null};

/** `forex_currencies` */
export const forexCurrencies: MethodMeta = {"name":"forex_currencies","paramStructure":"by-name","paramsOptional":true,"networks":null};
