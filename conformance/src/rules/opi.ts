import { assert, type ScenarioContext } from '../case.js';

/** The indexed height, read from block_height (a bare integer, or the integer as text). */
export async function indexedHeight(ctx: ScenarioContext): Promise<number> {
  const { data } = await ctx.client('opi').blockHeight!({});
  const h = Number(data);
  assert(Number.isInteger(h) && h >= 0, `block_height answered ${JSON.stringify(data)}`);
  return h;
}

/** Seed 000 §Errors 2: a height above the indexed one answers `block not indexed yet` (fixtures hold indexed + 100). */
export async function notIndexedYet(ctx: ScenarioContext, method: string, extra: Record<string, string> = {}): Promise<void> {
  const h = await indexedHeight(ctx);
  const err = await ctx.client('opi')[method]!({ block_height: h + 100, ...extra }).then(
    () => undefined,
    (e: Error & { error?: unknown }) => e,
  );
  assert(err?.name === 'OpiFailure', `expected OpiFailure, got ${err?.name ?? 'a success'}`);
  assert(err.error === 'block not indexed yet', `expected "block not indexed yet", got ${JSON.stringify(err.error)}`);
}

/** Seed 000 §OPI payloads: balances are decimal strings; available never exceeds overall (compared as BigInt). */
export function balances(r: { overall_balance?: unknown; available_balance?: unknown }, at: string): void {
  assert(
    typeof r.overall_balance === 'string' && /^\d+$/.test(r.overall_balance),
    `${at}overall_balance must be a decimal string, got ${JSON.stringify(r.overall_balance)}`,
  );
  assert(
    typeof r.available_balance === 'string' && /^\d+$/.test(r.available_balance),
    `${at}available_balance must be a decimal string, got ${JSON.stringify(r.available_balance)}`,
  );
  assert(BigInt(r.available_balance) <= BigInt(r.overall_balance), `${at}available ${r.available_balance} exceeds overall ${r.overall_balance}`);
}
