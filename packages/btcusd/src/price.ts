// USD/BTC from the pool's price_q fields, exactly, in bigint.
//
// Seed 001 "Price semantics": price_q is token1 per token0 in RAW token units, scaled by
// price_q_scale (1e18). It is not a USD figure. The human token1-per-token0 ratio is
//   (price_q / price_q_scale) * 10^(decimals0 - decimals1).
// If token0 is the USD leg, usd_per_btc = 1 / ratio (equal decimals: price_q_scale / price_q);
// if token0 is the BTC leg, usd_per_btc = ratio. Token order is by (block, tx), not by role,
// so the caller passes token0/token1 from the response plus which ids are the USD and BTC legs.
import { DecimalError, divToFixed, parseUint, pow10, type Rounding } from '@gw/runtime';

/** An alkane id as read from a response (generated AlkaneId: block number, tx bigint). */
export interface AlkaneIdLike {
  block: number | bigint;
  tx: number | bigint;
}

/** A token slot as read from the response, with its decimals supplied by the caller. */
export interface TokenSlot {
  id: AlkaneIdLike;
  decimals: number;
}

/** Which alkane ids are the USD and the BTC legs (e.g. FRUSD_ID and FRBTC_ID). */
export interface PairRoles {
  usd: AlkaneIdLike;
  btc: AlkaneIdLike;
}

/** Seed 001 constants, for callers that configure the frUSD/frBTC pool. Read decimals from the seed table, not from opcode 102. */
export const FRUSD_ID: AlkaneIdLike = { block: 4, tx: 1776n };
export const FRBTC_ID: AlkaneIdLike = { block: 32, tx: 0n };
export const POOL_ID: AlkaneIdLike = { block: 4, tx: 1778n };
export const FRUSD_DECIMALS = 8;
export const FRBTC_DECIMALS = 8;
export const LP_DECIMALS = 18;
export const PRICE_Q_SCALE = 10n ** 18n;

/** Output formatting for a USD/BTC figure. */
export interface PriceFormat {
  /** Fractional digits in the result (default 8). */
  fractionDigits?: number;
  /** Default `down` (truncate toward zero: never overstates the price). */
  rounding?: Rounding;
}

export class PriceError extends Error {
  override readonly name = 'PriceError';
}

/** Two alkane ids are equal when block and tx match (compared as bigint). */
export function sameAlkaneId(a: AlkaneIdLike, b: AlkaneIdLike): boolean {
  return BigInt(a.block) === BigInt(b.block) && BigInt(a.tx) === BigInt(b.tx);
}

/** `true` when token0 is the USD leg, `false` when token0 is the BTC leg; throws otherwise. */
export function usdIsToken0(token0: AlkaneIdLike, token1: AlkaneIdLike, roles: PairRoles): boolean {
  if (sameAlkaneId(token0, roles.usd) && sameAlkaneId(token1, roles.btc)) return true;
  if (sameAlkaneId(token0, roles.btc) && sameAlkaneId(token1, roles.usd)) return false;
  const id = (x: AlkaneIdLike): string => `${x.block}:${x.tx}`;
  throw new PriceError(`pool tokens ${id(token0)}/${id(token1)} are not the pair ${id(roles.usd)}/${id(roles.btc)}`);
}

/** Exact USD per BTC as a fraction num/den. */
export function usdPerBtcFraction(priceQ: string, priceQScale: string, token0: TokenSlot, token1: TokenSlot, roles: PairRoles): { num: bigint; den: bigint } {
  const q = parseUint(priceQ, 'price_q');
  const scale = parseUint(priceQScale, 'price_q_scale');
  if (q === 0n) throw new PriceError('price_q is 0: no price');
  if (scale === 0n) throw new PriceError('price_q_scale is 0');
  // ratio (token1 per token0, human) = q * 10^(d0 - d1) / scale
  const shift = token0.decimals - token1.decimals;
  let num = q;
  let den = scale;
  if (shift >= 0) num *= pow10(shift);
  else den *= pow10(-shift);
  return usdIsToken0(token0.id, token1.id, roles) ? { num: den, den: num } : { num, den };
}

/**
 * USD per BTC as an exact decimal string from one `*_price_q` value.
 * Example (seed pool, equal decimals): price_q "15585063275356", scale "1e18" -> "64164.00000000".
 */
export function usdPerBtc(priceQ: string, priceQScale: string, token0: TokenSlot, token1: TokenSlot, roles: PairRoles, format: PriceFormat = {}): string {
  const { num, den } = usdPerBtcFraction(priceQ, priceQScale, token0, token1, roles);
  try {
    return divToFixed(num, den, format.fractionDigits ?? 8, format.rounding ?? 'down');
  } catch (err) {
    if (err instanceof DecimalError) throw new PriceError(err.message);
    throw err;
  }
}

/** The price fields of a getprice response (generated GetPriceResponse fits this shape). */
export interface PriceResponseLike {
  found: boolean;
  token0?: AlkaneIdLike | undefined;
  token1?: AlkaneIdLike | undefined;
  priceQScale: string;
  executedPriceQ?: string | undefined;
  executedTimestamp?: bigint | undefined;
  executedHeight?: number | undefined;
  executedTxid?: Uint8Array | undefined;
  marginalPriceQ?: string | undefined;
  oraclePriceQ?: string | undefined;
  stateHeight?: number | undefined;
}

/** The last actual trade; absent until the pool has traded. */
export interface ExecutedPrice {
  usdPerBtc: string;
  priceQ: string;
  timestamp?: bigint | undefined;
  height?: number | undefined;
  /** Big-endian txid bytes as served. */
  txid?: Uint8Array | undefined;
}

export type PoolPrices =
  | { found: false }
  | {
      found: true;
      /** Last trade (what someone paid); undefined when the pool never traded — never 0. */
      executed: ExecutedPrice | undefined;
      /** Pool's own current price (use for a quote). */
      marginal: string | undefined;
      /** Pool's EMA of recent trade prices. */
      oracle: string | undefined;
      stateHeight: number | undefined;
    };

/**
 * Reads executed, marginal and oracle USD/BTC from a getprice response. `decimals` gives the
 * decimals of the response's token0 and token1 (the caller knows them by id); `roles` says
 * which ids are USD and BTC. A `found: false` answer (empty/unknown request) yields `{found: false}`.
 */
export function readPoolPrices(resp: PriceResponseLike, decimals: { token0: number; token1: number }, roles: PairRoles, format: PriceFormat = {}): PoolPrices {
  if (!resp.found) return { found: false };
  if (!resp.token0 || !resp.token1) throw new PriceError('getprice response has found=true but no token0/token1');
  const t0: TokenSlot = { id: resp.token0, decimals: decimals.token0 };
  const t1: TokenSlot = { id: resp.token1, decimals: decimals.token1 };
  const conv = (q: string | undefined): string | undefined => (q === undefined ? undefined : usdPerBtc(q, resp.priceQScale, t0, t1, roles, format));
  const executed =
    resp.executedPriceQ === undefined
      ? undefined
      : {
          usdPerBtc: usdPerBtc(resp.executedPriceQ, resp.priceQScale, t0, t1, roles, format),
          priceQ: resp.executedPriceQ,
          timestamp: resp.executedTimestamp,
          height: resp.executedHeight,
          txid: resp.executedTxid && resp.executedTxid.length > 0 ? resp.executedTxid : undefined,
        };
  return {
    found: true,
    executed,
    marginal: conv(resp.marginalPriceQ),
    oracle: conv(resp.oraclePriceQ),
    stateHeight: resp.stateHeight,
  };
}
