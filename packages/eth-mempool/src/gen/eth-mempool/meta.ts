// Generated from specs/openrpc/eth-mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { RpcMethod, SurfaceMeta } from '@gw/runtime';

export const surface: SurfaceMeta = {"name":"eth-mempool","networks":["mainnet","signet","regtest"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/ethereum/mempool","alt":["/v5/{apiKey}/ethereum/mempool"]},"batch":true};

export type MethodMeta = RpcMethod & { networks: readonly string[] | null };

/** `mempool_info` */
export const mempoolInfo: MethodMeta = {"name":"mempool_info","paramStructure":"by-name","paramsOptional":true,"networks":null};

/** `mempool_txids` */
export const mempoolTxids: MethodMeta = {"name":"mempool_txids","paramStructure":"by-name","paramsOptional":true,"networks":null};

/** `mempool_entry` */
export const mempoolEntry: MethodMeta = {"name":"mempool_entry","paramStructure":"by-name","paramsOptional":false,"networks":null};

/** `mempool_recent` */
export const mempoolRecent: MethodMeta = {"name":"mempool_recent","paramStructure":"by-name","paramsOptional":true,"networks":null};
