// opi activity_on_block (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { assert, defineCase, type ScenarioContext } from '../../src/case.js';

/** Seed 000 §Events: the ten documented activity kinds. */
const EVENT_TYPES = [
  'deploy-inscribe', 'mint-inscribe', 'transfer-inscribe', 'transfer-transfer',
  'brc20prog-deploy-inscribe', 'brc20prog-deploy-transfer', 'brc20prog-call-inscribe', 'brc20prog-call-transfer',
  'brc20prog-withdraw-inscribe', 'brc20prog-withdraw-transfer',
];
function events(list: unknown): void {
  assert(Array.isArray(list), 'the result must be an array of events');
  for (const [i, e] of list.entries()) {
    const ev = e as { event_type?: unknown; inscription_id?: unknown };
    assert(EVENT_TYPES.includes(ev.event_type as string), `event ${i}: event_type ${JSON.stringify(ev.event_type)} is not one of the ten documented kinds`);
    assert(typeof ev.inscription_id === 'string' && ev.inscription_id.length > 0, `event ${i}: inscription_id must be a string`);
  }
}
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
  operation: 'activity_on_block',
  rules: [
    { name: 'every event_type is one of the ten documented kinds', check: (data) => events(data) },
  ],
  scenarios: [
    { name: 'a height above the indexed one: block not indexed yet', run: (ctx) => notIndexedYet(ctx, 'activityOnBlock') },
  ],
});
