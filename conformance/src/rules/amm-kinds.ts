import { assert } from '../case.js';
import { specValues } from './spec-values.js';

/**
 * Seed 000 §Events: the history endpoints report the kinds of the spec's AmmTransactionType (swap, mint, burn,
 * creation, wrap and unwrap; the records are not shown, so their schema cannot say it); every record is of the kind
 * asked for, when one was.
 */
export function kindsOf(list: unknown, want: unknown): void {
  if (!Array.isArray(list)) return;
  const kinds = specValues('data-api', 'AmmTransactionType');
  for (const [i, r] of list.entries()) {
    const t = (r as { type?: unknown } | null)?.type;
    if (t === undefined) continue;
    assert(kinds.includes(t as string), `record ${i}: type ${JSON.stringify(t)} is not one of ${kinds.join(', ')}`);
    if (want !== undefined) assert(t === want, `record ${i}: asked for transactionType ${String(want)}, got ${String(t)}`);
  }
}
