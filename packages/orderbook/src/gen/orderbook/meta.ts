// Generated from specs/openapi/orderbook.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { RestOperation, SurfaceMeta } from '@gw/runtime';

export const surface: SurfaceMeta = {"name":"orderbook","networks":["mainnet"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}"}};

export type OperationMeta = RestOperation & { networks: readonly string[] | null };

/** `markets` */
export const markets: OperationMeta = {"name":"markets","method":"GET","path":"/orderbook/markets","envelope":"none","pathParams":[],"queryParams":[],"body":null,"admin":false,"networks":null};

/** `snapshot` */
export const snapshot: OperationMeta = {"name":"snapshot","method":"GET","path":"/orderbook/snapshot","envelope":"none","pathParams":[],"queryParams":["market"],"body":null,"admin":false,"networks":null};

/** `order` */
export const order: OperationMeta = {"name":"order","method":"GET","path":"/orderbook/order/{source}/{id}","envelope":"none","pathParams":["source","id"],"queryParams":[],"body":null,"admin":false,"networks":null};
