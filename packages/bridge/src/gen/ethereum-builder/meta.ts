// Generated from specs/openrpc/ethereum-builder.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { RpcMethod, SurfaceMeta } from '@gw/runtime';

export const surface: SurfaceMeta = {"name":"ethereum-builder","networks":["mainnet"],"auth":["path"],"mounts":{"path":"/v4/{apiKey}/ethereum-builder"}};

export type MethodMeta = RpcMethod & { networks: readonly string[] | null };
