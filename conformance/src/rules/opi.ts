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
  const err = await ctx.client('opi')[method]!({ block_height: h + 100, ...extra }).then(() => undefined, (e: Error & { error?: unknown }) => e);
  assert(err?.name === 'OpiFailure', `expected OpiFailure, got ${err?.name ?? 'a success'}`);
  assert(err.error === 'block not indexed yet', `expected "block not indexed yet", got ${JSON.stringify(err.error)}`);
}
