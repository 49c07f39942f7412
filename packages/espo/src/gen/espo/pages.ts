// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type RpcCallOptions, type Gateway, type PageItem, paginate } from '@gw/runtime';
import * as calls from './calls.js';
import type { Params, Result } from './client.js';
import * as M from './meta.js';

/** `get_holders`, every page (page paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getHoldersAll(gw: Gateway, input: Params<"get_holders">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"get_holders">, "items">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get_holders" };
  return paginate(ctx, M.getHoldersPaging, (i: Params<"get_holders">, o: RpcCallOptions | undefined) => calls.getHolders(gw, i, o), input, opts) as AsyncGenerator<PageItem<Result<"get_holders">, "items">, void, undefined>;
}

/** `get_keys`, every page (page paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getKeysAll(gw: Gateway, input: Params<"get_keys">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"get_keys">, "items">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get_keys" };
  return paginate(ctx, M.getKeysPaging, (i: Params<"get_keys">, o: RpcCallOptions | undefined) => calls.getKeys(gw, i, o), input, opts) as AsyncGenerator<PageItem<Result<"get_keys">, "items">, void, undefined>;
}

/** `ammdata.get_candles`, every page (page paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function ammdataGetCandlesAll(gw: Gateway, input: Params<"ammdata.get_candles">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"ammdata.get_candles">, "candles">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "ammdata.get_candles" };
  return paginate(ctx, M.ammdataGetCandlesPaging, (i: Params<"ammdata.get_candles">, o: RpcCallOptions | undefined) => calls.ammdataGetCandles(gw, i, o), input, opts) as AsyncGenerator<PageItem<Result<"ammdata.get_candles">, "candles">, void, undefined>;
}

/** `ammdata.get_trades`, every page (page paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function ammdataGetTradesAll(gw: Gateway, input: Params<"ammdata.get_trades">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"ammdata.get_trades">, "trades">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "ammdata.get_trades" };
  return paginate(ctx, M.ammdataGetTradesPaging, (i: Params<"ammdata.get_trades">, o: RpcCallOptions | undefined) => calls.ammdataGetTrades(gw, i, o), input, opts) as AsyncGenerator<PageItem<Result<"ammdata.get_trades">, "trades">, void, undefined>;
}

/** `ammdata.get_pools`, every page (page paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function ammdataGetPoolsAll(gw: Gateway, input?: Params<"ammdata.get_pools">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"ammdata.get_pools">, "pools">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "ammdata.get_pools" };
  return paginate(ctx, M.ammdataGetPoolsPaging, (i: Params<"ammdata.get_pools">, o: RpcCallOptions | undefined) => calls.ammdataGetPools(gw, i, o), input, opts) as AsyncGenerator<PageItem<Result<"ammdata.get_pools">, "pools">, void, undefined>;
}
