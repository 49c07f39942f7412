// Generated from specs/openrpc/btcusd.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { RpcMethod, SurfaceMeta } from '@gw/runtime';

export const surface: SurfaceMeta = {"name":"btcusd","networks":["mainnet"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/btcusd"},"batch":true};

export type MethodMeta = RpcMethod & { networks: readonly string[] | null };

/** `metashrew_view` */
export const metashrewView: MethodMeta = {"name":"metashrew_view","paramStructure":"by-position","paramsOptional":false,"networks":null};

/** `metashrew_height` */
export const metashrewHeight: MethodMeta = {"name":"metashrew_height","paramStructure":"by-position","paramsOptional":true,"networks":null};
