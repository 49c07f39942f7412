// Generated from specs/openrpc/frusd.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { RpcMethod, SurfaceMeta } from '@gw/runtime';

export const surface: SurfaceMeta = {"name":"frusd","networks":["mainnet"],"auth":["path","none","alias"],"mounts":{"path":"/v4/{apiKey}/ethereum/frusd","open":"/v4/jsonrpc/ethereum/frusd"},"batch":true};

export type MethodMeta = RpcMethod & { networks: readonly string[] | null };

/** `metashrew_view` */
export const metashrewView: MethodMeta = {"name":"metashrew_view","paramStructure":"by-position","paramsOptional":false,"networks":null};
