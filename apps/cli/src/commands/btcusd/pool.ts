// gw btcusd pool — reserves, LP supply, virtual price, marginal price, bridge conversion cap,
// ramping and killed flags (getpool: record + latest state in one call).
import { describeFees, FRBTC_ID, FRUSD_ID, formatAlkaneId, LP_DECIMALS, parseAlkaneId, usdPerBtc } from '@gw/btcusd';
import { MAX_POOL_SHARE_BPS } from '@gw/bridge';
import { divToFixed, formatUnits, parseUint } from '@gw/runtime';
import type { Command } from '../../args.js';
import { emit, failure, flag, io, notFound, type Values, viewsOf } from './common.js';
import { btcusdPoolSpec } from './options.js';
import { decimalsOf, isFrusd } from './tokens.js';

export const btcusdPool: Command = {
  ...btcusdPoolSpec,
  async run(values: Values) {
    try {
      const id = parseAlkaneId(flag(values, 'pool')!, 'pool', 'getpool');
      const { views, keyed } = await viewsOf(values);
      const r = await views.getpool({ pool: id });
      if (!r.found) return notFound(values, 'btcusd pool', `pool ${formatAlkaneId(id)}`, keyed, { pool: formatAlkaneId(id) });
      const { pool, state, priceQScale } = r.data;
      if (!pool) throw new Error('getpool found: true without a pool record');
      const t0 = pool.token0;
      const t1 = pool.token1;
      if (!state) {
        emit(values, { pool: formatAlkaneId(pool.pool), found: true, state: null }, [
          `pool ${formatAlkaneId(pool.pool)}: no state written yet (state is absent until the pool has written state)`,
        ]);
        return 0;
      }
      // Bridge conversion cap: MAX_POOL_SHARE_BPS (1000) of the frUSD reserve, in the reserve's own units.
      const frusdReserve = isFrusd(t0) ? state.reserve0 : isFrusd(t1) ? state.reserve1 : undefined;
      const cap = frusdReserve === undefined ? undefined : (parseUint(frusdReserve, 'frusd reserve') * BigInt(MAX_POOL_SHARE_BPS)) / 10000n;
      const marginal =
        state.marginalPriceQ === undefined
          ? undefined
          : usdPerBtc(
              state.marginalPriceQ,
              priceQScale,
              { id: t0!, decimals: decimalsOf(t0) },
              { id: t1!, decimals: decimalsOf(t1) },
              { usd: FRUSD_ID, btc: FRBTC_ID },
              { fractionDigits: 2 },
            );
      const fees = describeFees(pool);
      const tip = await views.metashrewHeight();
      const doc = {
        pool: formatAlkaneId(pool.pool),
        token0: formatAlkaneId(t0),
        token1: formatAlkaneId(t1),
        reserve0: state.reserve0,
        reserve1: state.reserve1,
        lpTotalSupply: state.totalSupply,
        lpTotalSupplyTokens: formatUnits(parseUint(state.totalSupply, 'total_supply'), LP_DECIMALS),
        virtualPrice: state.virtualPrice,
        virtualPriceRatio: divToFixed(parseUint(state.virtualPrice, 'virtual_price'), 10n ** 18n, 18),
        marginalPriceQ: state.marginalPriceQ ?? null,
        marginalUsdPerBtc: marginal ?? null,
        bridgeConversionCap: cap === undefined ? null : { bps: MAX_POOL_SHARE_BPS, ofReserve: frusdReserve, amount: cap.toString() },
        fees,
        ramping: state.ramping,
        isKilled: state.isKilled,
        tradable: !state.isKilled,
        stateHeight: state.height,
        metashrewHeight: tip,
      };
      const lines = [
        `pool ${doc.pool}  token0 ${doc.token0}  token1 ${doc.token1}`,
        `reserve0 ${doc.reserve0}  reserve1 ${doc.reserve1}  (token0/token1 orientation)`,
        `LP supply ${doc.lpTotalSupply} (${doc.lpTotalSupplyTokens} LP, 18 decimals)`,
        `virtual price ${doc.virtualPrice} (${doc.virtualPriceRatio})`,
        `marginal ${doc.marginalUsdPerBtc ?? '-'} USD/BTC (price_q ${doc.marginalPriceQ ?? '-'})`,
        `bridge conversion cap: ${cap === undefined ? 'n/a (no frUSD leg)' : `${cap} = ${MAX_POOL_SHARE_BPS} bps of the frUSD reserve ${frusdReserve} (bridge conversions only; a direct swap has no cap)`}`,
        `fees: mid ${fees.mid.percent}%  out ${fees.out.percent}%  admin ${fees.adminShareOfFee.percent}% of the swap fee`,
        `ramping ${state.ramping}${state.ramping ? ' — A/gamma are ramping: prices move between blocks, a quote may not hold; re-read curve parameters' : ''}`,
        `killed ${state.isKilled}${state.isKilled ? ' — the pool must not be traded against: trading REFUSED' : ''}`,
        `state height ${state.height}, metashrew_height ${tip} (the stamp trails the tip when nobody trades)`,
      ];
      emit(values, doc, lines);
      if (state.isKilled) io.err('gw btcusd pool: pool is killed: refuse to trade against it');
      return 0;
    } catch (e) {
      return failure('btcusd pool', e);
    }
  },
};
