import type { Gateway, Network } from '@gw/runtime';
import type { AnySurface, LoadedFixture } from '@gw/contract';

/** A rule a successful answer of one operation must satisfy (beyond its schema). Throw to fail. */
export interface Rule {
  name: string;
  check: (data: unknown, ctx: { fixture?: LoadedFixture; network: Network }) => void;
}

export interface ScenarioContext {
  network: Network;
  /** A gateway configured with the run's key (path mode). */
  gw: Gateway;
  /** Same target, no key. */
  gwUnkeyed: Gateway;
  /** The generated client of a surface, built on `gw`. */
  client<T = Record<string, (input?: unknown, opts?: unknown) => Promise<{ data: unknown }>>>(surface: string, gw?: Gateway): T;
  surface(name: string): AnySurface;
  fixtures: LoadedFixture[];
  wsUrl: string;
  apiKey: string;
  /** For a raw request: the run's fetch (paced on a live run, and seen by the case's report detail). */
  fetch: typeof fetch;
  /** The fixture with its request's subjects taken from a live target (its case file's `bind`); as recorded otherwise. */
  bind(fixture: LoadedFixture): Promise<LoadedFixture>;
}

/** A scripted check that needs more than one exchange (paging, case-insensitivity, computed answers). */
export interface Scenario {
  name: string;
  networks?: Network[];
  run: (ctx: ScenarioContext) => Promise<void>;
}

/** Everything the suite knows about one operation: `conformance/cases/<surface>/<operation>.ts`. */
export interface CaseFile {
  surface: string;
  operation: string;
  /**
   * The seed shows neither parameters nor result (its words here): the replay asserts no outcome. Any answer passes
   * except an HTTP 404 for a route the seed lists, a violation (`route-absent`) the drift register may grade.
   */
  openOutcome?: string;
  rules?: Rule[];
  scenarios?: Scenario[];
  /**
   * Fixture case name → the request's subjects that only the target holds (a resident txid, a holder's wallet, an
   * order id): in a live run each is asked of the target and bound into the request before it is sent (`bind.ts`):
   * the recorded value while the target still lists it, else the first it lists. The fixtures target replays the
   * recorded request.
   */
  bind?: Record<string, Binding[]>;
}

/** One subject of a request, taken from the target by one call of the same surface's generated client. */
export interface Binding {
  /** The request parameter it fills: `/<name>` (query, path, body or by-name params) or `/<index>` (positional params). */
  into: string;
  /** The call that lists subjects on the target. */
  from: { operation: string; input?: unknown };
  /** JSON pointer into that call's data to the subjects it lists ('' for the whole data; one value is a list of one). */
  list: string;
  /** The member of each listed item that is the value (absent: the item itself). */
  field?: string;
  /** The subject in words: a target holding none fails the case with it. */
  subject: string;
}

export const defineCase = (c: CaseFile): CaseFile => c;

/** Where a failed check points: a JSON pointer into the checked data (rules: the unwrapped answer) and a stable check id. */
export interface CheckAt {
  pointer?: string;
  /** A stable name a drift register entry may match (`match[].check`). */
  check?: string;
}

/** A failed `assert`: a contract violation, with the place it points at when the check knows it. */
export class CheckFailure extends Error {
  override name = 'CheckFailure';
  constructor(
    message: string,
    readonly at: CheckAt = {},
  ) {
    super(message);
  }
}

/** Assertion helper for rules and scenarios: throws with the message when `ok` is false. */
export function assert(ok: unknown, message: string, at?: CheckAt): asserts ok {
  if (!ok) throw new CheckFailure(message, at);
}

/** A property the seeds do not state, checked anyway: its failure is reported as drift (an assumption), never a failure. */
export interface AssumptionMiss {
  id: string;
  message: string;
  pointer?: string;
}

let sink: AssumptionMiss[] | undefined;

/** The runner collects the assumptions missed while `fn` runs (cases run one at a time). */
export async function collectAssumptions<T>(fn: () => Promise<T> | T): Promise<{ value?: T; error?: unknown; missed: AssumptionMiss[] }> {
  const prev = sink;
  const missed: AssumptionMiss[] = [];
  sink = missed;
  try {
    return { value: await fn(), missed };
  } catch (error) {
    return { error, missed };
  } finally {
    sink = prev;
  }
}

/**
 * A labelled assumption check: `id` names the assumption (shown in reports). When `ok` is false the case is graded
 * drift, not fail, and the check goes on (a later `assert` can still fail it). Outside a run it throws.
 */
export function assume(id: string, ok: unknown, message: string, pointer?: string): void {
  if (ok) return;
  const miss = { id, message, ...(pointer !== undefined ? { pointer } : {}) };
  if (!sink) throw new CheckFailure(`assumption ${id}: ${message}`, { check: id, ...(pointer !== undefined ? { pointer } : {}) });
  sink.push(miss);
}

/** A fixture of the run's network (scenario inputs come from the fixture set, so they work live too). */
export function fixtureOf(ctx: ScenarioContext, surface: string, operation: string, kase: string): LoadedFixture {
  const f = ctx.fixtures.find((x) => x.surface === surface && x.operation === operation && x.case === kase);
  assert(f, `fixture ${surface}/${operation}/${kase} is missing on ${ctx.network}`);
  return f;
}

/** The error a call fails with; a success fails the check. */
export async function failureOf(p: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await p;
  } catch (e) {
    return e as Error & Record<string, unknown>;
  }
  throw new Error('expected a failure, got a success');
}
