// opi get_hash_of_all_activity (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { assert, defineCase, type ScenarioContext } from '../../src/case.js';

/** The indexed height, read from block_height (a bare integer, or the integer as text). */
async function indexedHeight(ctx: ScenarioContext): Promise<number> {
  const { data } = await ctx.client('opi').blockHeight!({});
  const h = Number(data);
  assert(Number.isInteger(h) && h >= 0, `block_height answered ${JSON.stringify(data)}`);
  return h;
}
/** Seed 000 §Errors 2: a height above the indexed one answers `block not indexed yet` (fixtures hold indexed + 100). */
async function notIndexedYet(ctx: ScenarioContext, method: string, extra: Record<string, string> = {}): Promise<void> {
  const h = await indexedHeight(ctx);
  const err = await ctx.client('opi')[method]!({ block_height: h + 100, ...extra }).then(() => undefined, (e: Error & { error?: unknown }) => e);
  assert(err?.name === 'OpiFailure', `expected OpiFailure, got ${err?.name ?? 'a success'}`);
  assert(err.error === 'block not indexed yet', `expected "block not indexed yet", got ${JSON.stringify(err.error)}`);
}

export default defineCase({
  surface: 'opi',
  operation: 'get_hash_of_all_activity',
  rules: [
    {
      name: 'hashes and indexer_version are non-empty strings',
      check: (data) => {
        const r = data as Record<string, unknown>;
        for (const k of ['cumulative_event_hash', 'block_event_hash', 'cumulative_trace_hash', 'block_trace_hash', 'indexer_version']) assert(typeof r[k] === 'string' && (r[k] as string).length > 0, `${k} must be a non-empty string`);
      },
    },
  ],
  scenarios: [
    { name: 'a height above the indexed one: block not indexed yet', run: (ctx) => notIndexedYet(ctx, 'getHashOfAllActivity') },
  ],
});
