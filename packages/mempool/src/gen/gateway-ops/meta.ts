// Generated from specs/openapi/gateway-ops.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { RestOperation, SurfaceMeta } from '@gw/runtime';

export const surface: SurfaceMeta = {"name":"gateway-ops","networks":["mainnet","signet","regtest"],"auth":["path"],"mounts":{"path":"/v4/{apiKey}"}};

export type OperationMeta = RestOperation & { networks: readonly string[] | null };

/** `mempool-observe` */
export const mempoolObserve: OperationMeta = {"name":"mempool-observe","method":"POST","path":"/mempool/observe","envelope":"none","pathParams":[],"queryParams":[],"body":"json-or-binary","admin":true,"networks":null};

/** `reorg-usage` */
export const reorgUsage: OperationMeta = {"name":"reorg-usage","method":"GET","path":"/reorg/{n}","envelope":"none","pathParams":["n"],"queryParams":[],"body":null,"admin":false,"networks":["mainnet"]};
