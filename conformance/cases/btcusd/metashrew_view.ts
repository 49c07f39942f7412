// btcusd metashrew_view: every answer is decoded by the view named in the request
// (`params[0]`) with the generated alspo.cryptoswap.v1 messages, then checked against seed 001.
import {
  createBtcusdViews,
  decodeViewResponse,
  FRBTC_ID,
  FRUSD_ID,
  readPoolPrices,
  SUPPORTED_BUCKETS,
  usdPerBtc,
  VIEW_NAMES,
  type AlkaneId,
  type ViewName,
} from '@gw/btcusd';
import { parseUint } from '@gw/runtime';
import { assert, defineCase } from '../../src/case.js';

const roles = { usd: FRUSD_ID, btc: FRBTC_ID };
/** Decimals by token id (seed 001 constants table); a token outside it cannot be priced here. */
const DECIMALS: Record<string, number> = { '4:1776': 8, '32:0': 8 };
const idText = (id: AlkaneId | undefined) => (id ? `${id.block}:${id.tx}` : '(absent)');
const decimalsOf = (id: AlkaneId | undefined) => {
  const d = DECIMALS[idText(id)];
  assert(d !== undefined, `token ${idText(id)} is not in the seed's token table`);
  return d;
};

function requestOf(fixture: { request: { body?: unknown } } | undefined): { view: ViewName; hex: string } {
  const params = (fixture?.request.body as { params?: unknown[] } | undefined)?.params;
  const view = params?.[0];
  assert(typeof view === 'string' && (VIEW_NAMES as readonly string[]).includes(view), `request names no known view: ${String(view)}`);
  return { view: view as ViewName, hex: String(params?.[1] ?? '0x') };
}

const dec = (s: string, field: string) => parseUint(s, field);

/** token0/token1 are read from the response and must be the seed's pair, in (block, tx) order. */
function checkTokens(t0: AlkaneId | undefined, t1: AlkaneId | undefined) {
  assert(t0 && t1, 'found: true but token0/token1 absent');
  decimalsOf(t0);
  decimalsOf(t1);
  const key = (x: AlkaneId) => [BigInt(x.block), x.tx] as const;
  const [a, b] = [key(t0), key(t1)];
  assert(a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]), `token slots must be ordered by (block, tx): ${idText(t0)} before ${idText(t1)}`);
}

function positiveUsd(q: string | undefined, scale: string, t0: AlkaneId, t1: AlkaneId, what: string) {
  if (q === undefined) return;
  const usd = usdPerBtc(q, scale, { id: t0, decimals: decimalsOf(t0) }, { id: t1, decimals: decimalsOf(t1) }, roles);
  assert(/^[0-9]+\.[0-9]+$/.test(usd) && !/^0\.0+$/.test(usd), `${what}: usd_per_btc ${usd} must be positive`);
}

export default defineCase({
  surface: 'btcusd',
  operation: 'metashrew_view',
  rules: [
    {
      name: 'the result decodes as the response message of the view named in the request',
      check: (data, { fixture }) => {
        const { view } = requestOf(fixture);
        assert(typeof data === 'string', 'result must be a hex string');
        decodeViewResponse(view, data);
      },
    },
    {
      name: 'an empty request is not an error: it answers found/ok false (never success with data)',
      check: (data, { fixture }) => {
        const { view, hex } = requestOf(fixture);
        if (hex !== '0x' || view === 'ping' || view === 'indexheight' || view === 'getpools') return; // no-argument views
        const r = decodeViewResponse(view, data as string) as { found?: boolean; ok?: boolean };
        assert(r.found !== true && r.ok !== true, `${view} with an empty request answered found/ok true`);
      },
    },
    {
      name: 'every amount, price and supply is a decimal string; price_q_scale is 1e18',
      check: (data, { fixture }) => {
        const { view } = requestOf(fixture);
        const r = decodeViewResponse(view, data as string) as unknown as Record<string, unknown>;
        if ((r.found === true || r.ok === true) && 'priceQScale' in r)
          assert(r.priceQScale === '1000000000000000000', `price_q_scale ${String(r.priceQScale)}`);
        const walk = (x: unknown, path: string) => {
          if (!x || typeof x !== 'object' || x instanceof Uint8Array) return;
          for (const [k, val] of Object.entries(x)) {
            if (k === '$typeName' || k === 'blockhash' || k === 'message') continue;
            if (typeof val === 'string' && val !== '') dec(val, `${path}.${k}`);
            else walk(val, `${path}.${k}`);
          }
        };
        walk(r, view);
      },
    },
    {
      name: 'getprice: token0/token1 from the response; executed_* only after a trade; usd_per_btc positive for a found pool',
      check: (data, { fixture }) => {
        if (requestOf(fixture).view !== 'getprice') return;
        const r = decodeViewResponse('getprice', data as string);
        if (!r.found) return;
        checkTokens(r.token0, r.token1);
        assert(r.marginalPriceQ !== undefined, 'a found pool has marginal_price_q (available from its first block)');
        assert(r.oraclePriceQ !== undefined, 'a found pool has oracle_price_q (available from its first block)');
        if (r.executedPriceQ === undefined) {
          assert(
            r.executedHeight === undefined && r.executedTimestamp === undefined && r.executedTxid.length === 0,
            'executed_* fields must be absent together',
          );
        } else {
          assert(r.executedHeight !== undefined && r.executedTxid.length === 32, 'an executed price comes with its height and 32-byte txid');
          if (r.stateHeight !== undefined) assert(r.executedHeight <= r.stateHeight, 'executed_height cannot be after state_height');
        }
        const p = readPoolPrices(r, { token0: decimalsOf(r.token0), token1: decimalsOf(r.token1) }, roles);
        assert(p.found && p.marginal !== undefined, 'readPoolPrices found the marginal price');
        for (const [what, q] of [
          ['marginal', r.marginalPriceQ],
          ['oracle', r.oraclePriceQ],
          ['executed', r.executedPriceQ],
        ] as const)
          positiveUsd(q, r.priceQScale, r.token0!, r.token1!, what);
      },
    },
    {
      name: 'getpool/getpoolstate: state fields and re-oriented *_price_q; flags read',
      check: (data, { fixture }) => {
        const { view } = requestOf(fixture);
        if (view !== 'getpool' && view !== 'getpoolstate') return;
        const r = decodeViewResponse(view, data as string);
        if (!r.found) return;
        const t0 =
          view === 'getpool'
            ? (r as ReturnType<typeof decodeViewResponse<'getpool'>>).pool?.token0
            : (r as ReturnType<typeof decodeViewResponse<'getpoolstate'>>).token0;
        const t1 =
          view === 'getpool'
            ? (r as ReturnType<typeof decodeViewResponse<'getpool'>>).pool?.token1
            : (r as ReturnType<typeof decodeViewResponse<'getpoolstate'>>).token1;
        checkTokens(t0, t1);
        const s = r.state;
        if (!s) return; // getpool: state is absent until the pool has written state
        assert(s.marginalPriceQ !== undefined, 'state.marginal_price_q present');
        positiveUsd(s.marginalPriceQ, r.priceQScale, t0!, t1!, 'state.marginal');
        assert(dec(s.totalSupply, 'total_supply') > 0n, 'a pool with state has LP supply');
        assert(typeof s.isKilled === 'boolean' && typeof s.ramping === 'boolean', 'is_killed/ramping are booleans');
      },
    },
    {
      name: 'getreserves: token0/token1 from the response; reserves and LP supply exact',
      check: (data, { fixture }) => {
        if (requestOf(fixture).view !== 'getreserves') return;
        const r = decodeViewResponse('getreserves', data as string);
        if (!r.found) return;
        checkTokens(r.token0, r.token1);
        dec(r.reserve0, 'reserve0');
        dec(r.reserve1, 'reserve1');
        dec(r.totalSupply, 'total_supply');
      },
    },
    {
      name: 'getcandles: buckets 3600/86400 only (otherwise ok false with supported_buckets); candles are executed-trade OHLC',
      check: (data, { fixture }) => {
        if (requestOf(fixture).view !== 'getcandles') return;
        const r = decodeViewResponse('getcandles', data as string);
        const asked = r.bucket;
        if (!r.ok) {
          if (asked !== 0 && !SUPPORTED_BUCKETS.includes(asked)) {
            assert(
              SUPPORTED_BUCKETS.every((b) => r.supportedBuckets.includes(b)),
              `unsupported bucket ${asked}: supported_buckets must list 3600 and 86400, got [${r.supportedBuckets.join(', ')}]`,
            );
          }
          assert(r.candles.length === 0, 'ok false carries no candles');
          return;
        }
        assert(SUPPORTED_BUCKETS.includes(r.bucket), `ok true for bucket ${r.bucket}`);
        for (const c of r.candles) {
          assert(c.trades > 0, `candle ${c.bucketStart}: a candle exists only for executed trades (trades ${c.trades})`);
          assert(c.bucketStart % BigInt(r.bucket) === 0n, `candle ${c.bucketStart} is not aligned to bucket ${r.bucket}`);
          const [o, h, l, cl] = [dec(c.open, 'open'), dec(c.high, 'high'), dec(c.low, 'low'), dec(c.close, 'close')];
          assert(l <= o && l <= cl && o <= h && cl <= h, `candle ${c.bucketStart}: low <= open,close <= high`);
        }
      },
    },
  ],
  scenarios: [
    {
      name: 'candles only from executed trades: a pool without an executed price has no candles and no swaps',
      networks: ['mainnet'],
      run: async (ctx) => {
        const views = createBtcusdViews(ctx.gw);
        const pools = await views.getpools({});
        assert(pools.ok, 'getpools answered ok');
        for (const p of pools.data.pools) {
          const price = await views.getprice({ pool: p.pool });
          if (!price.found) continue;
          const traded = price.data.executedPriceQ !== undefined;
          for (const bucket of SUPPORTED_BUCKETS) {
            const c = await views.getcandles({ pool: p.pool, bucket });
            assert(c.ok, `getcandles ${idText(p.pool)} ${bucket} ok`);
            if (!traded)
              assert(c.data.candles.length === 0 && c.data.total === 0, `${idText(p.pool)} never traded but has ${c.data.total} candles at ${bucket}`);
            else assert(c.data.total > 0, `${idText(p.pool)} traded but has no ${bucket} candle`);
          }
          const s = await views.getswaps({ pool: p.pool });
          assert(s.ok, 'getswaps ok');
          assert(traded === s.data.total > 0, `${idText(p.pool)}: executed price ${traded ? 'present' : 'absent'} but ${s.data.total} swaps`);
        }
      },
    },
    {
      name: "a pool's height stamp may trail the tip: stamps <= metashrew_height",
      networks: ['mainnet'],
      run: async (ctx) => {
        const views = createBtcusdViews(ctx.gw);
        const pools = await views.getpools({});
        assert(pools.ok, 'getpools answered ok');
        const stamps: [string, number][] = [];
        for (const p of pools.data.pools) {
          const price = await views.getprice({ pool: p.pool });
          if (price.found && price.data.stateHeight !== undefined) stamps.push([`getprice ${idText(p.pool)}.state_height`, price.data.stateHeight]);
          const res = await views.getreserves({ pool: p.pool });
          if (res.found) stamps.push([`getreserves ${idText(p.pool)}.height`, res.data.height]);
        }
        // Read the tip AFTER the stamps: the index only moves forward, so every stamp must be <= it.
        const tip = await views.metashrewHeight();
        for (const [what, h] of stamps) assert(BigInt(h) <= tip, `${what} ${h} is above metashrew_height ${tip}`);
      },
    },
  ],
});
