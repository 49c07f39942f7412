// Generated from specs/openrpc/mempool.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type RpcCallOptions, type Gateway, type PageItem, paginate } from '@gw/runtime';
import * as calls from './calls.js';
import type { Params, Result } from './client.js';
import * as M from './meta.js';

/** `mempool_snapshot`, every page (cursor paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function mempoolSnapshotAll(gw: Gateway, input?: Params<"mempool_snapshot">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"mempool_snapshot">, "entries">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "mempool_snapshot" };
  return paginate(ctx, M.mempoolSnapshotPaging, (i: Params<"mempool_snapshot">, o: RpcCallOptions | undefined) => calls.mempoolSnapshot(gw, i, o), input, opts) as AsyncGenerator<PageItem<Result<"mempool_snapshot">, "entries">, void, undefined>;
}
