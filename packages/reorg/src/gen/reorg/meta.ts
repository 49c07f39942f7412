// Generated from specs/openrpc/reorg.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import type { RpcMethod, SurfaceMeta } from '@gw/runtime';
import * as D from './drift.js';

export const surface: SurfaceMeta = {"name":"reorg","networks":["mainnet"],"auth":["path","alias"],"mounts":{"path":"/v4/{apiKey}/reorg/{n}"},"passThrough":true,"batch":true};

export type MethodMeta = RpcMethod & { networks: readonly string[] | null };

/** `getblockcount` */
export const getblockcount: MethodMeta = {"name":"getblockcount","paramStructure":"by-position","paramsOptional":true,"networks":null};

/** `getblockhash` */
export const getblockhash: MethodMeta = {"name":"getblockhash","paramStructure":"by-position","paramsOptional":false,"networks":null,"drift":{"rules":[D.reorgSyntheticHash72],"explain":D.explain}};

/** `getbestblockhash` */
export const getbestblockhash: MethodMeta = {"name":"getbestblockhash","paramStructure":"by-position","paramsOptional":true,"networks":null};
