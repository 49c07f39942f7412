// gw btcusd candles — raw candles, buckets 3600 and 86400 only (refused before sending otherwise).
import { checkBucket, formatAlkaneId, parseAlkaneId, SUPPORTED_BUCKETS } from '@gw/btcusd';
import { type Command, UsageError } from '../../args.js';
import { emit, EXIT_FAIL, failure, flag, io, type Values, viewsOf } from './common.js';
import { btcusdCandlesSpec } from './options.js';

const uint = (values: Values, name: string, max: bigint): bigint | undefined => {
  const v = flag(values, name);
  if (v === undefined) return undefined;
  if (!/^[0-9]+$/.test(v) || BigInt(v) > max) throw new UsageError(`--${name} must be an unsigned integer <= ${max}`);
  return BigInt(v);
};

export const btcusdCandles: Command = {
  ...btcusdCandlesSpec,
  async run(values: Values) {
    try {
      const raw = flag(values, 'bucket');
      if (raw === undefined) throw new UsageError(`--bucket is required (${SUPPORTED_BUCKETS.join(' or ')})`);
      const bucket = checkBucket(/^[0-9]+$/.test(raw) ? Number(raw) : raw, 'getcandles');
      const pool = parseAlkaneId(flag(values, 'pool')!, 'pool', 'getcandles');
      const U64 = 2n ** 64n - 1n;
      const U32 = 2n ** 32n - 1n;
      const from = uint(values, 'from', U64);
      const to = uint(values, 'to', U64);
      const page = uint(values, 'page', U32);
      const limit = uint(values, 'limit', U32);
      const { views } = await viewsOf(values);
      const r = await views.getcandles({
        pool,
        bucket,
        ...(from !== undefined ? { from } : {}),
        ...(to !== undefined ? { to } : {}),
        ...(page !== undefined ? { page: Number(page) } : {}),
        ...(limit !== undefined ? { limit: Number(limit) } : {}),
      });
      if (!r.ok) {
        emit(values, { pool: formatAlkaneId(pool), bucket, ok: false, supportedBuckets: r.supportedBuckets }, []);
        io.err(`gw btcusd candles: ok: false (supported_buckets ${r.supportedBuckets.join(', ') || '-'})`);
        return EXIT_FAIL;
      }
      const d = r.data;
      const doc = {
        pool: formatAlkaneId(d.pool),
        bucket: d.bucket,
        page: d.page,
        limit: d.limit,
        total: d.total,
        hasMore: d.hasMore,
        priceQScale: d.priceQScale,
        candles: d.candles.map(({ $typeName: _t, ...c }) => c),
      };
      emit(values, doc, [
        `pool ${doc.pool} bucket ${doc.bucket}s: ${doc.total} candle(s)${doc.hasMore ? ' (more pages)' : ''}; prices are raw price_q (token1 per token0, scale ${d.priceQScale})`,
        ...(d.candles.length === 0 ? ['(no candles: candles are built from executed trades; a pool with no trades has none)'] : []),
        ...d.candles.map((c) => `${c.bucketStart}  o ${c.open}  h ${c.high}  l ${c.low}  c ${c.close}  v0 ${c.volume0}  v1 ${c.volume1}  trades ${c.trades}`),
      ]);
      return 0;
    } catch (e) {
      return failure('btcusd candles', e);
    }
  },
};
