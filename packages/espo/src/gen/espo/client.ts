// Generated from specs/openrpc/espo.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type BatchItem, type Gateway, type PageItem, type Reply, rpcBatch, type RpcCallOptions } from '@gw/runtime';
import * as calls from './calls.js';
import { validatorsOf } from './load-validators.js';
import * as pages from './pages.js';
import * as M from './meta.js';
import type { components } from './types.js';

type S = components['schemas'];

/** Params and result types of every method, exactly as the spec declares them. */
export interface Methods {
  "ping": { params: S["ping.params"]; result: S["ping.result"] };
  "get_espo_height": { params: S["get_espo_height.params"]; result: S["get_espo_height.result"] };
  "get_address_balances": { params: S["get_address_balances.params"]; result: S["get_address_balances.result"] };
  "get_address_outpoints": { params: S["get_address_outpoints.params"]; result: S["get_address_outpoints.result"] };
  "get_outpoint_balances": { params: S["get_outpoint_balances.params"]; result: S["get_outpoint_balances.result"] };
  "get_holders": { params: S["get_holders.params"]; result: S["get_holders.result"] };
  "get_holders_count": { params: S["get_holders_count.params"]; result: S["get_holders_count.result"] };
  "get_keys": { params: S["get_keys.params"]; result: S["get_keys.result"] };
  "ammdata.ping": { params: S["ammdata.ping.params"]; result: S["ammdata.ping.result"] };
  "ammdata.get_candles": { params: S["ammdata.get_candles.params"]; result: S["ammdata.get_candles.result"] };
  "ammdata.get_trades": { params: S["ammdata.get_trades.params"]; result: S["ammdata.get_trades.result"] };
  "ammdata.get_pools": { params: S["ammdata.get_pools.params"]; result: S["ammdata.get_pools.result"] };
  "ammdata.find_best_swap_path": { params: S["ammdata.find_best_swap_path.params"]; result: S["ammdata.find_best_swap_path.result"] };
  "ammdata.get_best_mev_swap": { params: S["ammdata.get_best_mev_swap.params"]; result: S["ammdata.get_best_mev_swap.result"] };
  "ammdata.get_btc_usd_price": { params: S["ammdata.get_btc_usd_price.params"]; result: S["ammdata.get_btc_usd_price.result"] };
}

export type Params<M extends keyof Methods> = Methods[M]['params'];
export type Result<M extends keyof Methods> = Methods[M]['result'];

/** A call prepared for a batch (its validators load when the batch is sent); `T` is its result type. */
export interface Prepared<T> {
  readonly method: M.MethodMeta;
  readonly params: unknown;
  readonly __result?: T;
}

const metaOf: Record<keyof Methods, M.MethodMeta> = {
  "ping": M.ping,
  "get_espo_height": M.getEspoHeight,
  "get_address_balances": M.getAddressBalances,
  "get_address_outpoints": M.getAddressOutpoints,
  "get_outpoint_balances": M.getOutpointBalances,
  "get_holders": M.getHolders,
  "get_holders_count": M.getHoldersCount,
  "get_keys": M.getKeys,
  "ammdata.ping": M.ammdataPing,
  "ammdata.get_candles": M.ammdataGetCandles,
  "ammdata.get_trades": M.ammdataGetTrades,
  "ammdata.get_pools": M.ammdataGetPools,
  "ammdata.find_best_swap_path": M.ammdataFindBestSwapPath,
  "ammdata.get_best_mev_swap": M.ammdataGetBestMevSwap,
  "ammdata.get_btc_usd_price": M.ammdataGetBtcUsdPrice,
};

/** Builds a call for `batch` without sending it. */
export function prepare<M extends keyof Methods>(method: M, ...params: undefined extends Params<M> ? [Params<M>?] : [Params<M>]): Prepared<Result<M>> {
  return { method: metaOf[method], params: params[0] };
}

export interface EspoClient {
  /** `ping` (by-name). Liveness. */
  ping(params?: Params<"ping">, opts?: RpcCallOptions): Promise<Reply<Result<"ping">>>;
  /** `get_espo_height` (by-name). Height the Espo indexer has reached. */
  getEspoHeight(params?: Params<"get_espo_height">, opts?: RpcCallOptions): Promise<Reply<Result<"get_espo_height">>>;
  /** `get_address_balances` (by-name). Alkane balances of an address. */
  getAddressBalances(params: Params<"get_address_balances">, opts?: RpcCallOptions): Promise<Reply<Result<"get_address_balances">>>;
  /** `get_address_outpoints` (by-name). Outpoints of an address with their alkane balances. */
  getAddressOutpoints(params: Params<"get_address_outpoints">, opts?: RpcCallOptions): Promise<Reply<Result<"get_address_outpoints">>>;
  /** `get_outpoint_balances` (by-name). Alkane balances held by one outpoint. */
  getOutpointBalances(params: Params<"get_outpoint_balances">, opts?: RpcCallOptions): Promise<Reply<Result<"get_outpoint_balances">>>;
  /** `get_holders` (by-name). Holders of an alkane, paginated (0-indexed). */
  getHolders(params: Params<"get_holders">, opts?: RpcCallOptions): Promise<Reply<Result<"get_holders">>>;
  /** `get_holders_count` (by-name). Number of holders of an alkane. */
  getHoldersCount(params: Params<"get_holders_count">, opts?: RpcCallOptions): Promise<Reply<Result<"get_holders_count">>>;
  /** `get_keys` (by-name). Storage keys of an alkane, paginated (0-indexed). */
  getKeys(params: Params<"get_keys">, opts?: RpcCallOptions): Promise<Reply<Result<"get_keys">>>;
  /** `ammdata.ping` (by-name). Liveness of the AMM data module. */
  ammdataPing(params?: Params<"ammdata.ping">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.ping">>>;
  /** `ammdata.get_candles` (by-name). OHLC candles of a pool, paginated (0-indexed). */
  ammdataGetCandles(params: Params<"ammdata.get_candles">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_candles">>>;
  /** `ammdata.get_trades` (by-name). Trades of a pool, paginated (0-indexed). */
  ammdataGetTrades(params: Params<"ammdata.get_trades">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_trades">>>;
  /** `ammdata.get_pools` (by-name). Pools, keyed by pool id, paginated (0-indexed). */
  ammdataGetPools(params?: Params<"ammdata.get_pools">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_pools">>>;
  /** `ammdata.find_best_swap_path` (by-name). Best swap route between two tokens. */
  ammdataFindBestSwapPath(params: Params<"ammdata.find_best_swap_path">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.find_best_swap_path">>>;
  /** `ammdata.get_best_mev_swap` (by-name). Most profitable cyclic swap starting and ending in a token. */
  ammdataGetBestMevSwap(params: Params<"ammdata.get_best_mev_swap">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_best_mev_swap">>>;
  /** `ammdata.get_btc_usd_price` (by-position). Market reference USD/BTC price as a scaled decimal string. */
  ammdataGetBtcUsdPrice(params: Params<"ammdata.get_btc_usd_price">, opts?: RpcCallOptions): Promise<Reply<Result<"ammdata.get_btc_usd_price">>>;
  /** `get_holders`, every page (page paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getHoldersAll(input: Params<"get_holders">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"get_holders">, "items">, void, undefined>;
  /** `get_keys`, every page (page paging): each item once, in order; stops on the last page. The options go to every page's call. */
  getKeysAll(input: Params<"get_keys">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"get_keys">, "items">, void, undefined>;
  /** `ammdata.get_candles`, every page (page paging): each item once, in order; stops on the last page. The options go to every page's call. */
  ammdataGetCandlesAll(input: Params<"ammdata.get_candles">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"ammdata.get_candles">, "candles">, void, undefined>;
  /** `ammdata.get_trades`, every page (page paging): each item once, in order; stops on the last page. The options go to every page's call. */
  ammdataGetTradesAll(input: Params<"ammdata.get_trades">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"ammdata.get_trades">, "trades">, void, undefined>;
  /** `ammdata.get_pools`, every page (page paging): each item once, in order; stops on the last page. The options go to every page's call. */
  ammdataGetPoolsAll(input?: Params<"ammdata.get_pools">, opts?: RpcCallOptions): AsyncGenerator<PageItem<Result<"ammdata.get_pools">, "pools">, void, undefined>;
  /** Sends several prepared calls as one JSON-RPC batch; answers come back in call order. */
  batch<T extends readonly Prepared<unknown>[]>(calls: T, opts?: RpcCallOptions): Promise<Reply<{ [K in keyof T]: BatchItem<T[K] extends Prepared<infer R> ? R : never> }>>;
}

/** Every method as a method bound to `gw`; each loads its validators on its first call. */
export function createEspoClient(gw: Gateway): EspoClient {
  return {
    ping: (params, opts) => calls.ping(gw, params, opts),
    getEspoHeight: (params, opts) => calls.getEspoHeight(gw, params, opts),
    getAddressBalances: (params, opts) => calls.getAddressBalances(gw, params, opts),
    getAddressOutpoints: (params, opts) => calls.getAddressOutpoints(gw, params, opts),
    getOutpointBalances: (params, opts) => calls.getOutpointBalances(gw, params, opts),
    getHolders: (params, opts) => calls.getHolders(gw, params, opts),
    getHoldersCount: (params, opts) => calls.getHoldersCount(gw, params, opts),
    getKeys: (params, opts) => calls.getKeys(gw, params, opts),
    ammdataPing: (params, opts) => calls.ammdataPing(gw, params, opts),
    ammdataGetCandles: (params, opts) => calls.ammdataGetCandles(gw, params, opts),
    ammdataGetTrades: (params, opts) => calls.ammdataGetTrades(gw, params, opts),
    ammdataGetPools: (params, opts) => calls.ammdataGetPools(gw, params, opts),
    ammdataFindBestSwapPath: (params, opts) => calls.ammdataFindBestSwapPath(gw, params, opts),
    ammdataGetBestMevSwap: (params, opts) => calls.ammdataGetBestMevSwap(gw, params, opts),
    ammdataGetBtcUsdPrice: (params, opts) => calls.ammdataGetBtcUsdPrice(gw, params, opts),
    getHoldersAll: (input, opts) => pages.getHoldersAll(gw, input, opts),
    getKeysAll: (input, opts) => pages.getKeysAll(gw, input, opts),
    ammdataGetCandlesAll: (input, opts) => pages.ammdataGetCandlesAll(gw, input, opts),
    ammdataGetTradesAll: (input, opts) => pages.ammdataGetTradesAll(gw, input, opts),
    ammdataGetPoolsAll: (input, opts) => pages.ammdataGetPoolsAll(gw, input, opts),
    batch: async (prepared, opts) =>
      rpcBatch(gw, M.surface, await Promise.all(prepared.map(async (p) => ({ ...p, validators: await validatorsOf(p.method.name) }))), opts) as never,
  };
}
