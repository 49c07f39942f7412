import type { Answer } from '../../http-util.js';
import type { RpcBehaviour } from '../../rpc-handler.js';
import type { EspoDataset } from '../datasets.js';
import type { HttpBehaviour } from '../http.js';
import { BinaryWriter } from '@bufbuild/protobuf/wire';
import { PRICE_Q_SCALE, priceQ, type World, type WorldPool } from './world.js';

/** The world as an Espo dataset: the same pools, reserves, holders and height the other surfaces serve. */
export function espoDatasetOf(w: World): EspoDataset {
  return {
    format: 'gw-espo-dataset/1',
    height: w.height('espo'),
    holders: w.holders,
    keys: w.espoKeys,
    pools: Object.fromEntries(
      w.pools.map((p) => [p.id, { token0: p.token0, token1: p.token1, reserve0: p.reserve0, reserve1: p.reserve1, total_supply: p.totalSupply }]),
    ),
    candles: Object.fromEntries(w.pools.map((p) => [p.id, { ...espoCandles(p), ...(w.espoCandles[p.id] ?? {}) }])),
    trades: Object.fromEntries(
      w.pools.map((p) => [
        p.id,
        p.swaps.map((s) => ({
          txid: s.txid,
          vout: s.vout,
          timestamp: String(s.timestamp),
          block_height: s.height,
          side: s.zeroForOne ? 'sell' : 'buy',
          amount_in: s.amountIn,
          amount_out: s.amountOut,
          price: s.priceQ,
        })),
      ]),
    ),
  };
}

/** Espo timeframes (seed 002 §Espo) and their bucket widths in seconds (a month taken as 30 days). */
const TIMEFRAMES: Record<string, number> = { '10m': 600, '1h': 3600, '1d': 86400, '1w': 604800, '1M': 2592000 };

/** `price_q` (1e18 scale) as a decimal string. */
const priceText = (q: string) => {
  const v = BigInt(q);
  const frac = (v % PRICE_Q_SCALE).toString().padStart(18, '0').replace(/0+$/, '');
  return frac ? `${v / PRICE_Q_SCALE}.${frac}` : (v / PRICE_Q_SCALE).toString();
};
const iso = (unix: number) => new Date(unix * 1000).toISOString().replace('.000Z', 'Z');

/** A pool's Espo candles per timeframe, newest first: OHLC of its swaps' prices, volume in token0 units. */
function espoCandles(p: WorldPool): Record<string, Array<Record<string, unknown>>> {
  const out: Record<string, Array<Record<string, unknown>>> = {};
  for (const [tf, width] of Object.entries(TIMEFRAMES)) {
    const buckets = new Map<number, WorldPool['swaps']>();
    for (const s of [...p.swaps].reverse()) {
      const start = s.timestamp - (s.timestamp % width);
      buckets.set(start, [...(buckets.get(start) ?? []), s]);
    }
    out[tf] = [...buckets.entries()]
      .sort((a, b) => b[0] - a[0])
      .map(([start, list]) => {
        const prices = list.map((s) => BigInt(s.priceQ));
        const pick = (f: (a: bigint, b: bigint) => boolean) => prices.reduce((m, x) => (f(x, m) ? x : m)).toString();
        return {
          open_time: iso(start),
          close_time: iso(start + width - 1),
          open: priceText(list[0]!.priceQ),
          high: priceText(pick((a, b) => a > b)),
          low: priceText(pick((a, b) => a < b)),
          close: priceText(list[list.length - 1]!.priceQ),
          volume: list.reduce((t, s) => t + BigInt(s.zeroForOne ? s.amountIn : s.amountOut), 0n).toString(),
          trades: list.length,
        };
      });
  }
  return out;
}

/** Main JSON-RPC endpoint: the heights (other methods fall back to fixtures). */
export function jsonrpcWorld(w: World): RpcBehaviour {
  return (method, params) => {
    if (method === 'metashrew_height') return { result: String(w.tip) };
    if (method === 'btc_getblockcount') return { result: w.tip };
    if (method === 'btc_getbestblockhash') return { result: w.blockHash(w.tip) };
    if (method === 'btc_getblockhash') {
      const h = (params as unknown[])?.[0];
      if (typeof h === 'number' && Number.isInteger(h) && h >= 0 && h <= w.tip) return { result: w.blockHash(h) };
      return { error: { code: -8, message: 'Block height out of range' } };
    }
    return undefined;
  };
}

type IdObject = { block: string; tx: string };
const idObj = (s: string): IdObject => {
  const [block, tx] = s.split(':');
  return { block: block!, tx: tx! };
};
const idText = (o: unknown) => (o && typeof o === 'object' ? `${(o as IdObject).block}:${(o as IdObject).tx}` : '');

/** A data-api PoolDetails record: the world's reserves as token0Amount/token1Amount (observed espo field names). */
function poolDetails(p: WorldPool) {
  return {
    token0: idObj(p.token0),
    token1: idObj(p.token1),
    poolId: idObj(p.id),
    poolName: p.name,
    token0Amount: p.reserve0,
    token1Amount: p.reserve1,
    tokenSupply: p.totalSupply,
    totalSupply: p.totalSupply,
    creationBlockHeight: p.firstSeenHeight,
  };
}

const ok = (data: unknown): Answer => ({ status: 200, body: { statusCode: 200, data } });

/** The BTC/USD pool of seed 001: frUSD (4:1776) against frBTC (32:0). */
export const btcUsdPool = (w: World): WorldPool | undefined => w.pools.find((p) => p.token0 === '4:1776' && p.token1 === '32:0');

/**
 * USD per BTC from the BTC/USD pool's marginal price (seed 001 §Price semantics 2: price_q_scale / marginal_price_q,
 * both legs 8 decimals), in cents by bigint division; a JS number only at the edge, as the seed shows `<number>`.
 */
export function usdPerBtc(p: WorldPool): number {
  const marginal = BigInt(priceQ(p.reserve0, p.reserve1));
  return Number((PRICE_Q_SCALE * 100n) / (marginal === 0n ? 1n : marginal)) / 100;
}

/** data-api pool routes over the world's pools (for the world's factory; another factory has none) and the BTC price. */
export function dataApiWorld(w: World): HttpBehaviour {
  return ({ operation, body, valid }) => {
    if (!valid) return undefined;
    const b = (body ?? {}) as Record<string, unknown>;
    if (operation === 'get-bitcoin-price') {
      const p = btcUsdPool(w);
      return p ? ok({ bitcoin: { usd: usdPerBtc(p) } }) : undefined;
    }
    if (operation === 'get-all-pools-details') {
      const pools = idText(b.factoryId) === w.factory ? w.pools.map((p) => poolDetails(p)) : [];
      return ok({ count: pools.length, pools });
    }
    if (operation === 'get-pool-details') {
      const p = idText(b.factoryId) === w.factory ? w.pools.find((x) => x.id === idText(b.poolId)) : undefined;
      return ok(p ? poolDetails(p) : null);
    }
    return undefined;
  };
}

/** frUSD `frusdindexheight` (IndexHeightResponse{uint64 height = 1}, observed.md §8): the world's frUSD index height. */
export function frusdWorld(w: World): RpcBehaviour {
  return (method, params) => {
    if (method !== 'metashrew_view' || (params as unknown[])?.[0] !== 'frusdindexheight') return undefined;
    return { result: `0x${Buffer.from(new BinaryWriter().uint32(8).uint64(BigInt(w.frusdHeight)).finish()).toString('hex')}` };
  };
}
