import { create, type DescMessage, fromBinary, type MessageInitShape, toBinary } from '@bufbuild/protobuf';
import { SUPPORTED_BUCKETS, UNLIMITED_PAGE_CAP, VIEW_SCHEMAS, type ViewName } from '@gw/btcusd';
import type { RpcBehaviour } from '../rpc-handler.js';
import { PRICE_Q_SCALE, priceQ, type World, type WorldPool } from './world/world.js';

type Id = { block: number; tx: bigint };
const idOf = (s: string): Id => {
  const [b, t] = s.split(':');
  return { block: Number(b), tx: BigInt(t!) };
};
const sameId = (a: Id | undefined, s: string) => !!a && `${a.block}:${a.tx}` === s;
const hexOf = (bytes: Uint8Array) => `0x${Buffer.from(bytes).toString('hex')}`;

/**
 * Seed 001 rule 5 / Errors 2: "An empty or truncated request is not an error: it decodes to a default message".
 * Anything that does not decode (odd hex, truncated protobuf) is read as the default message.
 */
function decodeRequest(view: ViewName, hex: string): Record<string, unknown> {
  const schema = VIEW_SCHEMAS[view].request as DescMessage;
  const body = hex.startsWith('0x') ? hex.slice(2) : hex;
  if (!/^([0-9a-fA-F]{2})*$/.test(body)) return create(schema) as Record<string, unknown>;
  try {
    return fromBinary(schema, Buffer.from(body, 'hex')) as Record<string, unknown>;
  } catch {
    return create(schema) as Record<string, unknown>;
  }
}

const encode = (view: ViewName, init: MessageInitShape<DescMessage> = {}) => {
  const schema = VIEW_SCHEMAS[view].response as DescMessage;
  return hexOf(toBinary(schema, create(schema, init)));
};

/** Page/limit of getpools and getswaps: page 0-based (x-assumption: the seed leaves the base open); no limit = all, capped at 20000. */
function page<T>(list: T[], p: { page?: number; limit?: number }) {
  const limit = p.limit === undefined ? UNLIMITED_PAGE_CAP : Math.min(p.limit, UNLIMITED_PAGE_CAP);
  const pg = p.page ?? 0;
  const items = list.slice(pg * limit, pg * limit + limit);
  return { page: pg, limit, total: list.length, hasMore: pg * limit + items.length < list.length, items };
}

function poolMessage(w: World, p: WorldPool) {
  let v0 = 0n;
  let v1 = 0n;
  for (const s of p.swaps) {
    v0 += BigInt(s.zeroForOne ? s.amountIn : s.amountOut);
    v1 += BigInt(s.zeroForOne ? s.amountOut : s.amountIn);
  }
  return {
    pool: idOf(p.id),
    token0: idOf(p.token0),
    token1: idOf(p.token1),
    firstSeenHeight: p.firstSeenHeight,
    firstSeenTs: BigInt(w.heightTime(p.firstSeenHeight)),
    isCanonical: true,
    fromInit: true,
    coin0IsToken0: false,
    precisionCoin0: '10000000000',
    precisionCoin1: '10000000000',
    ann: '400000',
    gamma: '145000000000000',
    midFee: '20000000',
    outFee: '80000000',
    adminFee: '5000000000',
    swapCount: String(p.swaps.length),
    volume0: v0.toString(),
    volume1: v1.toString(),
  };
}

/** The pool's state: reserves and prices of the world; the raw contract slots are simulated, in contract coin order. */
function poolState(w: World, p: WorldPool) {
  const marginal = priceQ(p.reserve0, p.reserve1);
  const last = p.swaps[0];
  const height = last?.height ?? p.firstSeenHeight;
  const inverse = ((PRICE_Q_SCALE * PRICE_Q_SCALE) / BigInt(marginal === '0' ? '1' : marginal)).toString();
  return {
    height,
    timestamp: BigInt(w.heightTime(height)),
    reserve0: p.reserve0,
    reserve1: p.reserve1,
    totalSupply: p.totalSupply,
    priceScale: inverse,
    priceOracle: inverse,
    lastPrices: inverse,
    lastPricesHeight: BigInt(height),
    marginalPriceQ: marginal,
    oraclePriceQ: marginal,
    ...(last ? { lastPriceQ: last.priceQ } : {}),
    d: (BigInt(p.reserve0) + BigInt(p.reserve1)).toString(),
    virtualPrice: PRICE_Q_SCALE.toString(),
    xcpProfit: PRICE_Q_SCALE.toString(),
    isKilled: false,
    ramping: false,
    futureAgHeight: 0n,
  };
}

function swapMessage(p: WorldPool, s: WorldPool['swaps'][number]) {
  const [tin, tout] = s.zeroForOne ? [p.token0, p.token1] : [p.token1, p.token0];
  return {
    timestamp: BigInt(s.timestamp),
    height: s.height,
    txid: Buffer.from(s.txid, 'hex'),
    vout: s.vout,
    tokenIn: idOf(tin),
    amountIn: s.amountIn,
    tokenOut: idOf(tout),
    amountOut: s.amountOut,
    priceQ: s.priceQ,
    zeroForOne: s.zeroForOne,
  };
}

/** OHLC of token1-per-token0 prices per bucket, oldest bucket first, built from the executed swaps. */
function candles(p: WorldPool, bucket: number) {
  const by = new Map<number, WorldPool['swaps']>();
  for (const s of [...p.swaps].reverse()) {
    const start = s.timestamp - (s.timestamp % bucket);
    by.set(start, [...(by.get(start) ?? []), s]);
  }
  const max = (a: string, b: string) => (BigInt(a) >= BigInt(b) ? a : b);
  const min = (a: string, b: string) => (BigInt(a) <= BigInt(b) ? a : b);
  return [...by.entries()].map(([start, list]) => ({
    bucketStart: BigInt(start),
    open: list[0]!.priceQ,
    high: list.map((s) => s.priceQ).reduce(max),
    low: list.map((s) => s.priceQ).reduce(min),
    close: list[list.length - 1]!.priceQ,
    volume0: list.reduce((t, s) => t + BigInt(s.zeroForOne ? s.amountIn : s.amountOut), 0n).toString(),
    volume1: list.reduce((t, s) => t + BigInt(s.zeroForOne ? s.amountOut : s.amountIn), 0n).toString(),
    trades: list.length,
  }));
}

const scale = PRICE_Q_SCALE.toString();

/** One view over the world (or over nothing: every pool lookup is then `found` false). */
function answerView(view: ViewName, req: Record<string, unknown>, w: World | undefined): string | undefined {
  const pools = w?.pools ?? [];
  const find = () => pools.find((p) => sameId(req.pool as Id | undefined, p.id));
  switch (view) {
    case 'ping':
      return encode(view, { message: 'pong' });
    case 'indexheight':
      return w ? encode(view, { height: w.height('btcusd') }) : undefined;
    case 'getcandles': {
      const bucket = Number(req.bucket ?? 0);
      if (!SUPPORTED_BUCKETS.includes(bucket)) return encode(view, { pool: req.pool as Id, bucket, supportedBuckets: [...SUPPORTED_BUCKETS] });
      const p = find();
      if (!p) return w || !req.pool ? encode(view, { bucket, supportedBuckets: [...SUPPORTED_BUCKETS] }) : undefined;
      const pg = page(candles(p, bucket), req as { page?: number; limit?: number });
      return encode(view, {
        ok: true,
        pool: idOf(p.id),
        bucket,
        page: pg.page,
        limit: pg.limit,
        total: pg.total,
        hasMore: pg.hasMore,
        priceQScale: scale,
        candles: pg.items,
        supportedBuckets: [...SUPPORTED_BUCKETS],
      });
    }
    case 'getpools': {
      if (!w) return undefined;
      const list = req.canonical === false ? [] : pools;
      const pg = page(list, req as { page?: number; limit?: number });
      return encode(view, {
        ok: true,
        page: pg.page,
        limit: pg.limit,
        total: pg.total,
        hasMore: pg.hasMore,
        priceQScale: scale,
        pools: pg.items.map((p) => poolMessage(w, p)),
      });
    }
    default:
      break;
  }
  const p = find();
  // Not found: the default message. Without a world only a request naming no pool is known to find nothing.
  if (!p || !w) return w || !req.pool ? encode(view) : undefined;
  const ids = { pool: idOf(p.id), token0: idOf(p.token0), token1: idOf(p.token1) };
  const state = poolState(w, p);
  switch (view) {
    case 'getpool':
      return encode(view, { found: true, pool: poolMessage(w, p), state, priceQScale: scale });
    case 'getpoolstate':
      return encode(view, { found: true, ...ids, state, priceQScale: scale });
    case 'getreserves':
      return encode(view, {
        found: true,
        ...ids,
        height: state.height,
        timestamp: state.timestamp,
        reserve0: p.reserve0,
        reserve1: p.reserve1,
        totalSupply: p.totalSupply,
      });
    case 'getprice': {
      const last = p.swaps[0];
      return encode(view, {
        found: true,
        ...ids,
        priceQScale: scale,
        ...(last
          ? { executedPriceQ: last.priceQ, executedTimestamp: BigInt(last.timestamp), executedHeight: last.height, executedTxid: Buffer.from(last.txid, 'hex') }
          : {}),
        marginalPriceQ: state.marginalPriceQ,
        oraclePriceQ: state.oraclePriceQ,
        stateHeight: state.height,
      });
    }
    case 'getswaps': {
      const pg = page(p.swaps, req as { page?: number; limit?: number });
      return encode(view, {
        ok: true,
        pool: ids.pool,
        page: pg.page,
        limit: pg.limit,
        total: pg.total,
        hasMore: pg.hasMore,
        priceQScale: scale,
        swaps: pg.items.map((s) => swapMessage(p, s)),
      });
    }
    default:
      return undefined; // getblocksummary, getrawvalue, getcandleat: not simulated
  }
}

/**
 * The BTC/USD pool index (`metashrew_view` [view, request hex, "latest"], seed 001 §Views): requests are decoded
 * with the package's protobuf messages, answers encoded back to `0x` hex. With a world, every view reads its pools;
 * without one, only the rules that need no data: the default message for an empty or truncated request, and
 * `ok: false` with `supported_buckets` for an unsupported candle bucket.
 */
export function btcusdBehaviour(world: World | undefined): RpcBehaviour {
  return (method, params) => {
    if (method === 'metashrew_height') return world ? { result: String(world.height('btcusd')) } : undefined;
    if (method !== 'metashrew_view') return undefined;
    const [view, hex] = params as [string, string];
    if (!(view in VIEW_SCHEMAS)) return undefined;
    const result = answerView(view as ViewName, decodeRequest(view as ViewName, hex), world);
    return result === undefined ? undefined : { result };
  };
}
