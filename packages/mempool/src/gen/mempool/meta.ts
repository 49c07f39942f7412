// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { Paging, RpcMethod, SurfaceMeta } from '@gw/runtime';

export const surface: SurfaceMeta = {"name":"mempool","networks":["mainnet","signet","regtest"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/mempool"},"batch":true};

export type MethodMeta = RpcMethod & { networks: readonly string[] | null };

/** `mempool_info` */
export const mempoolInfo: MethodMeta = {"name":"mempool_info","paramStructure":"by-name","paramsOptional":true,"networks":null};

/** `mempool_txids` */
export const mempoolTxids: MethodMeta = {"name":"mempool_txids","paramStructure":"by-name","paramsOptional":true,"networks":null};

/** `mempool_entry` */
export const mempoolEntry: MethodMeta = {"name":"mempool_entry","paramStructure":"by-name","paramsOptional":false,"networks":null};

/** `mempool_entries` */
export const mempoolEntries: MethodMeta = {"name":"mempool_entries","paramStructure":"by-name","paramsOptional":false,"networks":null};

/** `mempool_raw` */
export const mempoolRaw: MethodMeta = {"name":"mempool_raw","paramStructure":"by-name","paramsOptional":false,"networks":null};

/** `mempool_recent` */
export const mempoolRecent: MethodMeta = {"name":"mempool_recent","paramStructure":"by-name","paramsOptional":true,"networks":null};

/** `mempool_snapshot` */
export const mempoolSnapshot: MethodMeta = {"name":"mempool_snapshot","paramStructure":"by-name","paramsOptional":true,"networks":null};

/** `mempool_feerate_histogram` */
export const mempoolFeerateHistogram: MethodMeta = {"name":"mempool_feerate_histogram","paramStructure":"by-name","paramsOptional":true,"networks":null};

/** `mempool_snapshot`: how it pages (x-gw-paging). */
export const mempoolSnapshotPaging: Paging = {"style":"cursor","limit":"limit","cursor":"cursor","next":"cursor","items":"entries","hasMore":"has_more"};
