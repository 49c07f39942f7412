// gw btcusd price — executed, marginal and oracle USD/BTC from getprice, exactly (price.ts).
import { FRBTC_ID, FRUSD_ID, formatAlkaneId, parseAlkaneId, readPoolPrices } from '@gw/btcusd';
import type { Command } from '../../args.js';
import { emit, EXIT_FAIL, failure, flag, notFound, type Values, viewsOf } from './common.js';
import { btcusdPriceSpec } from './options.js';
import { decimalsOf } from './tokens.js';

export const btcusdPrice: Command = {
  ...btcusdPriceSpec,
  async run(values: Values) {
    try {
      const pool = parseAlkaneId(flag(values, 'pool')!, 'pool', 'getprice');
      const { views, keyed } = await viewsOf(values);
      const r = await views.getprice({ pool });
      if (!r.found) return notFound(values, 'btcusd price', `pool ${formatAlkaneId(pool)}`, keyed, { pool: formatAlkaneId(pool) });
      const d = r.data;
      // token0/token1 are read from the response, never assumed.
      const p = readPoolPrices(d, { token0: decimalsOf(d.token0), token1: decimalsOf(d.token1) }, { usd: FRUSD_ID, btc: FRBTC_ID }, { fractionDigits: 2 });
      if (!p.found) return EXIT_FAIL;
      const doc = {
        pool: formatAlkaneId(d.pool),
        token0: formatAlkaneId(d.token0),
        token1: formatAlkaneId(d.token1),
        priceQScale: d.priceQScale,
        usdPerBtc: { executed: p.executed?.usdPerBtc ?? null, marginal: p.marginal ?? null, oracle: p.oracle ?? null },
        priceQ: { executed: d.executedPriceQ ?? null, marginal: d.marginalPriceQ ?? null, oracle: d.oraclePriceQ ?? null },
        executed: p.executed ? { height: p.executed.height ?? null, timestamp: p.executed.timestamp ?? null, txid: p.executed.txid ?? null } : null,
        stateHeight: d.stateHeight ?? null,
      };
      emit(values, doc, [
        `pool ${doc.pool}  token0 ${doc.token0}  token1 ${doc.token1}`,
        `executed  ${doc.usdPerBtc.executed ?? '(none: the pool has not traded yet)'} USD/BTC${p.executed?.height !== undefined ? `  at height ${p.executed.height}` : ''}`,
        `marginal  ${doc.usdPerBtc.marginal ?? '-'} USD/BTC  (use for a quote)`,
        `oracle    ${doc.usdPerBtc.oracle ?? '-'} USD/BTC  (pool EMA)`,
        `state height ${doc.stateHeight ?? '-'} (last block that changed the pool; may trail the tip)`,
      ]);
      return 0;
    } catch (e) {
      return failure('btcusd price', e);
    }
  },
};
