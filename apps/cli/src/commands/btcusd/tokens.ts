// Token decimals by id (seed 001 constants table). A token outside the table is refused, not guessed.
import { FRBTC_DECIMALS, FRBTC_ID, FRUSD_DECIMALS, FRUSD_ID, formatAlkaneId, sameAlkaneId, type AlkaneIdLike } from '@gw/btcusd';

export function decimalsOf(id: AlkaneIdLike | undefined): number {
  if (id && sameAlkaneId(id, FRUSD_ID)) return FRUSD_DECIMALS;
  if (id && sameAlkaneId(id, FRBTC_ID)) return FRBTC_DECIMALS;
  throw new Error(`token ${formatAlkaneId(id as never)} is not frUSD (4:1776) or frBTC (32:0): decimals unknown`);
}

export const isFrusd = (id: AlkaneIdLike | undefined) => !!id && sameAlkaneId(id, FRUSD_ID);
export const isFrbtc = (id: AlkaneIdLike | undefined) => !!id && sameAlkaneId(id, FRBTC_ID);
