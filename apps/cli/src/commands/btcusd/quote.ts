// gw btcusd quote — the seed quotes at size through get_dy (opcode 107) and does not show how that
// contract view is reached over the gateway, so no expected output is computed (never invented from
// the curve). What can be computed exactly is printed: the size as bps of the incoming leg's reserve.
import { formatAlkaneId, parseAlkaneId } from '@gw/btcusd';
import { divToFixed, parseUint } from '@gw/runtime';
import { type Command, UsageError } from '../../args.js';
import { emit, EXIT_REFUSED, failure, flag, io, notFound, type Values, viewsOf } from './common.js';
import { btcusdQuoteSpec } from './options.js';
import { isFrbtc, isFrusd } from './tokens.js';

export const GET_DY_NOT_SHOWN =
  'expected output and effective price need get_dy (opcode 107) at the intended size; the seed does not show how that contract view is reached (no view name or request layout), so no quote is computed — the marginal price is not the execution price';

export const btcusdQuote: Command = {
  ...btcusdQuoteSpec,
  async run(values: Values) {
    try {
      const from = flag(values, 'from');
      if (from !== 'frusd' && from !== 'frbtc') throw new UsageError('--from must be frusd or frbtc');
      const amountText = flag(values, 'amount');
      if (amountText === undefined || !/^[0-9]+$/.test(amountText) || BigInt(amountText) === 0n)
        throw new UsageError('--amount must be a positive integer in base units');
      const amount = BigInt(amountText);
      const pool = parseAlkaneId(flag(values, 'pool')!, 'pool', 'getreserves');
      const { views, keyed } = await viewsOf(values);
      const r = await views.getreserves({ pool });
      if (!r.found) return notFound(values, 'btcusd quote', `pool ${formatAlkaneId(pool)}`, keyed, { pool: formatAlkaneId(pool) });
      const d = r.data;
      const isIn = from === 'frusd' ? isFrusd : isFrbtc;
      const reserve = isIn(d.token0) ? d.reserve0 : isIn(d.token1) ? d.reserve1 : undefined;
      if (reserve === undefined)
        throw new Error(`pool ${formatAlkaneId(d.pool)} has no ${from} leg (tokens ${formatAlkaneId(d.token0)}/${formatAlkaneId(d.token1)})`);
      const res = parseUint(reserve, `${from} reserve`);
      // bps = amount * 10000 / reserve, exact to 4 fractional digits (rounded down). Reserves are
      // the view's "decimal-normalised balances": if their unit differs from base units, so does this ratio.
      const bps = res === 0n ? null : divToFixed(amount * 10000n, res, 4);
      const doc = {
        refused: true,
        reason: GET_DY_NOT_SHOWN,
        from,
        amount: amount.toString(),
        incomingReserve: reserve,
        sizeBpsOfIncomingLeg: bps,
        reservesHeight: d.height,
        expectedOutput: null,
        effectivePrice: null,
      };
      emit(values, doc, [
        `size: ${amount} ${from} base units = ${bps ?? '-'} bps of the ${from} reserve ${reserve} (height ${d.height})`,
        'the fee band is 0.2% to 0.8% and impact grows quickly with size on this shallow pool',
      ]);
      io.err(`gw btcusd quote: refused: ${GET_DY_NOT_SHOWN}`);
      return EXIT_REFUSED;
    } catch (e) {
      return failure('btcusd quote', e);
    }
  },
};
