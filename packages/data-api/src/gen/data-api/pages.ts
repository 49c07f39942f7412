// Generated from specs/openapi/data-api.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.

import { type CallOptions, type Gateway, type PageItem, paginate } from '@gw/runtime';
import * as calls from './calls.js';
import type { Inputs, Outputs } from './client.js';
import * as M from './meta.js';

/** `get-alkanes`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getAlkanesAll(gw: Gateway, input: Inputs["get-alkanes"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-alkanes"], "tokens">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get-alkanes" };
  return paginate(ctx, M.getAlkanesPaging, (i: Inputs["get-alkanes"], o: CallOptions | undefined) => calls.getAlkanes(gw, i, o), input, opts) as AsyncGenerator<PageItem<Outputs["get-alkanes"], "tokens">, void, undefined>;
}

/** `get-pools`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getPoolsAll(gw: Gateway, input: Inputs["get-pools"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-pools"], "">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get-pools" };
  return paginate(ctx, M.getPoolsPaging, (i: Inputs["get-pools"], o: CallOptions | undefined) => calls.getPools(gw, i, o), input, opts) as AsyncGenerator<PageItem<Outputs["get-pools"], "">, void, undefined>;
}

/** `get-all-pools-details`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getAllPoolsDetailsAll(gw: Gateway, input: Inputs["get-all-pools-details"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-all-pools-details"], "pools">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get-all-pools-details" };
  return paginate(ctx, M.getAllPoolsDetailsPaging, (i: Inputs["get-all-pools-details"], o: CallOptions | undefined) => calls.getAllPoolsDetails(gw, i, o), input, opts) as AsyncGenerator<PageItem<Outputs["get-all-pools-details"], "pools">, void, undefined>;
}

/** `get-pool-swap-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getPoolSwapHistoryAll(gw: Gateway, input: Inputs["get-pool-swap-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-pool-swap-history"], "swaps">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get-pool-swap-history" };
  return paginate(ctx, M.getPoolSwapHistoryPaging, (i: Inputs["get-pool-swap-history"], o: CallOptions | undefined) => calls.getPoolSwapHistory(gw, i, o), input, opts) as AsyncGenerator<PageItem<Outputs["get-pool-swap-history"], "swaps">, void, undefined>;
}

/** `get-token-swap-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getTokenSwapHistoryAll(gw: Gateway, input: Inputs["get-token-swap-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-token-swap-history"], "items">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get-token-swap-history" };
  return paginate(ctx, M.getTokenSwapHistoryPaging, (i: Inputs["get-token-swap-history"], o: CallOptions | undefined) => calls.getTokenSwapHistory(gw, i, o), input, opts) as AsyncGenerator<PageItem<Outputs["get-token-swap-history"], "items">, void, undefined>;
}

/** `get-pool-mint-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getPoolMintHistoryAll(gw: Gateway, input: Inputs["get-pool-mint-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-pool-mint-history"], "items">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get-pool-mint-history" };
  return paginate(ctx, M.getPoolMintHistoryPaging, (i: Inputs["get-pool-mint-history"], o: CallOptions | undefined) => calls.getPoolMintHistory(gw, i, o), input, opts) as AsyncGenerator<PageItem<Outputs["get-pool-mint-history"], "items">, void, undefined>;
}

/** `get-pool-burn-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getPoolBurnHistoryAll(gw: Gateway, input: Inputs["get-pool-burn-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-pool-burn-history"], "items">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get-pool-burn-history" };
  return paginate(ctx, M.getPoolBurnHistoryPaging, (i: Inputs["get-pool-burn-history"], o: CallOptions | undefined) => calls.getPoolBurnHistory(gw, i, o), input, opts) as AsyncGenerator<PageItem<Outputs["get-pool-burn-history"], "items">, void, undefined>;
}

/** `get-pool-creation-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getPoolCreationHistoryAll(gw: Gateway, input: Inputs["get-pool-creation-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-pool-creation-history"], "items">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get-pool-creation-history" };
  return paginate(ctx, M.getPoolCreationHistoryPaging, (i: Inputs["get-pool-creation-history"], o: CallOptions | undefined) => calls.getPoolCreationHistory(gw, i, o), input, opts) as AsyncGenerator<PageItem<Outputs["get-pool-creation-history"], "items">, void, undefined>;
}

/** `get-all-wrap-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getAllWrapHistoryAll(gw: Gateway, input: Inputs["get-all-wrap-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-all-wrap-history"], "items">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get-all-wrap-history" };
  return paginate(ctx, M.getAllWrapHistoryPaging, (i: Inputs["get-all-wrap-history"], o: CallOptions | undefined) => calls.getAllWrapHistory(gw, i, o), input, opts) as AsyncGenerator<PageItem<Outputs["get-all-wrap-history"], "items">, void, undefined>;
}

/** `get-all-unwrap-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getAllUnwrapHistoryAll(gw: Gateway, input: Inputs["get-all-unwrap-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-all-unwrap-history"], "items">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get-all-unwrap-history" };
  return paginate(ctx, M.getAllUnwrapHistoryPaging, (i: Inputs["get-all-unwrap-history"], o: CallOptions | undefined) => calls.getAllUnwrapHistory(gw, i, o), input, opts) as AsyncGenerator<PageItem<Outputs["get-all-unwrap-history"], "items">, void, undefined>;
}

/** `get-address-wrap-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getAddressWrapHistoryAll(gw: Gateway, input: Inputs["get-address-wrap-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-address-wrap-history"], "items">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get-address-wrap-history" };
  return paginate(ctx, M.getAddressWrapHistoryPaging, (i: Inputs["get-address-wrap-history"], o: CallOptions | undefined) => calls.getAddressWrapHistory(gw, i, o), input, opts) as AsyncGenerator<PageItem<Outputs["get-address-wrap-history"], "items">, void, undefined>;
}

/** `get-all-address-amm-tx-history`, every page (offset paging): each item once, in order; stops on the last page. The options go to every page's call. */
export function getAllAddressAmmTxHistoryAll(gw: Gateway, input: Inputs["get-all-address-amm-tx-history"], opts?: CallOptions): AsyncGenerator<PageItem<Outputs["get-all-address-amm-tx-history"], "transactions">, void, undefined> {
  const ctx = { surface: M.surface.name, operation: "get-all-address-amm-tx-history" };
  return paginate(ctx, M.getAllAddressAmmTxHistoryPaging, (i: Inputs["get-all-address-amm-tx-history"], o: CallOptions | undefined) => calls.getAllAddressAmmTxHistory(gw, i, o), input, opts) as AsyncGenerator<PageItem<Outputs["get-all-address-amm-tx-history"], "transactions">, void, undefined>;
}
