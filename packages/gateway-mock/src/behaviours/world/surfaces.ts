import type { Answer } from '../../http-util.js';
import type { RpcBehaviour } from '../../rpc-handler.js';
import type { EspoDataset } from '../datasets.js';
import type { HttpBehaviour } from '../http.js';
import { PRICE_Q_SCALE, priceQ, type World, type WorldPool } from './world.js';

/** The world as an Espo dataset: the same pools, reserves, holders and height the other surfaces serve. */
export function espoDatasetOf(w: World): EspoDataset {
  return {
    format: 'gw-espo-dataset/1',
    height: w.tip,
    holders: w.holders,
    keys: {},
    pools: Object.fromEntries(
      w.pools.map((p) => [p.id, { token0: p.token0, token1: p.token1, reserve0: p.reserve0, reserve1: p.reserve1, total_supply: p.totalSupply }]),
    ),
    candles: {},
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

/** OPI `block_height`: the world's tip, as the bare number in text OPI sends (observed.md §2). */
export function opiHeightWorld(w: World): HttpBehaviour {
  return ({ operation }) =>
    operation === 'block_height' ? { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: String(w.tip) } : undefined;
}
