import { OpiFailure } from '@gw/runtime';
import { assert, type Rule, type ScenarioContext } from '../case.js';
import { specValues } from './spec-values.js';

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
    (e: unknown) => e,
  );
  assert(err instanceof OpiFailure, `expected an OPI error, got ${err instanceof Error ? err.message : 'a success'}`);
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

/**
 * Seed 000 §Events: the ten documented activity kinds (the spec's ActivityEventType, `x-gw-known-values`) are the known
 * values, not a closed set. A kind outside them is a violation at its pointer that the drift register
 * (opi-event-kinds-beyond-seed) grades as drift.
 */
export function knownEventKinds(list: unknown): void {
  assert(Array.isArray(list), 'the result must be an array of events');
  const known = specValues('opi', 'ActivityEventType');
  for (const [i, e] of list.entries()) {
    const ev = e as { event_type?: unknown; inscription_id?: unknown };
    assert(known.includes(ev.event_type as string), `event ${i}: event_type ${JSON.stringify(ev.event_type)} is not one of the ten documented kinds`, {
      pointer: `/${i}/event_type`,
      check: 'opi-event-kind-known',
    });
    assert(typeof ev.inscription_id === 'string' && ev.inscription_id.length > 0, `event ${i}: inscription_id must be a string`, {
      pointer: `/${i}/inscription_id`,
    });
  }
}

/** Hash results (seed 000 §OPI payloads): the named fields are non-empty strings. */
export function nonEmptyStrings(keys: string[]): Rule {
  return {
    name: `${keys.join(', ')} are non-empty strings`,
    check: (data) => {
      const r = data as Record<string, unknown>;
      for (const k of keys) assert(typeof r[k] === 'string' && (r[k] as string).length > 0, `${k} must be a non-empty string`);
    },
  };
}
