import { assert } from '../case.js';

const AMM_KINDS = ['swap', 'mint', 'burn', 'creation', 'wrap', 'unwrap'];
/**
 * Seed 000 §Events: the history endpoints report the kinds swap, mint, burn, creation, wrap and unwrap (the records
 * are not shown, so the schema cannot say it); every record is of the kind asked for, when one was.
 */
export function kindsOf(list: unknown, want: unknown): void {
  if (!Array.isArray(list)) return;
  for (const [i, r] of list.entries()) {
    const t = (r as { type?: unknown } | null)?.type;
    if (t === undefined) continue;
    assert(AMM_KINDS.includes(t as string), `record ${i}: type ${JSON.stringify(t)} is not one of ${AMM_KINDS.join(', ')}`);
    if (want !== undefined) assert(t === want, `record ${i}: asked for transactionType ${String(want)}, got ${String(t)}`);
  }
}
