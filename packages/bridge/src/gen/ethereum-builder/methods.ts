// Generated from specs/openrpc/ethereum-builder.yaml by tools/codegen. Do not edit: change the spec and run `pnpm generate`.

import type { RpcMethod, RpcValidators, SurfaceMeta } from '@gw/runtime';
import * as V from './validators.cjs';

export const surface: SurfaceMeta = {"name":"ethereum-builder","networks":["mainnet"],"auth":["path"],"mounts":{"path":"/v4/{apiKey}/ethereum-builder"}};

export interface MethodEntry {
  meta: RpcMethod & { networks: readonly string[] | null };
  validators: RpcValidators;
  /** Method name on the generated client. */
  client: string;
}

export const methods = {
} satisfies Record<string, MethodEntry>;

export type MethodName = keyof typeof methods;
