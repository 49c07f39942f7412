// CryptoSwap pool fees, exact (seed 001 "Curve parameter semantics").
//
// 1. Fees are expressed over 1e10 (FEE_SCALE): mid_fee 20000000 = 0.2% (20 bps);
//    out_fee 80000000 = 0.8%; admin_fee 5000000000 = 50% OF THE SWAP FEE, not of the trade.
// 2. The charged fee slides between mid_fee (balanced pool) and out_fee (imbalanced result),
//    so a caller setting a minimum output must allow for the whole band.
// 3. `ann` = A * n^n * A_MULTIPLIER (CryptoSwap amplification), not a StableSwap A.
// 4. As deployed (not invariants: A and gamma can ramp, fees can be re-committed, the proxy is
//    upgradeable): A = 400000, gamma = 1.45e14, precision 1e10 on both legs. Read them at
//    runtime and re-read when `ramping` is true.
import { formatUnits, parseUint } from '@gw/runtime';

/** Denominator of mid_fee, out_fee and admin_fee. */
export const FEE_SCALE = 10n ** 10n;

/** A fee over 1e10 as exact basis points: fee / 1e6 ("20000000" -> "20"). */
export function feeToBps(fee: string, field = 'fee'): string {
  return formatUnits(parseUint(fee, field), 6);
}

/** A fee over 1e10 as an exact percent: fee / 1e8 ("20000000" -> "0.2"). */
export function feeToPercent(fee: string, field = 'fee'): string {
  return formatUnits(parseUint(fee, field), 8);
}

/** Fee charged on `amount` (base units) at `fee` over 1e10, rounded down. */
export function feeOn(amount: bigint, fee: string, field = 'fee'): bigint {
  return (amount * parseUint(fee, field)) / FEE_SCALE;
}

export interface FeeSummary {
  /** Fee at a balanced pool, of the trade. */
  mid: { bps: string; percent: string };
  /** Fee at an imbalanced result, of the trade. */
  out: { bps: string; percent: string };
  /** Share of the swap fee (not of the trade) kept as admin fee. */
  adminShareOfFee: { bps: string; percent: string };
}

/** The three pool fees (Pool.mid_fee, out_fee, admin_fee strings) as exact bps and percent. */
export function describeFees(pool: { midFee: string; outFee: string; adminFee: string }): FeeSummary {
  const both = (v: string, field: string) => ({ bps: feeToBps(v, field), percent: feeToPercent(v, field) });
  return {
    mid: both(pool.midFee, 'mid_fee'),
    out: both(pool.outFee, 'out_fee'),
    adminShareOfFee: both(pool.adminFee, 'admin_fee'),
  };
}
