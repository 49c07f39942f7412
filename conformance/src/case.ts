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
  rules?: Rule[];
  scenarios?: Scenario[];
}

export const defineCase = (c: CaseFile): CaseFile => c;

/** Assertion helper for rules and scenarios: throws with the message when `ok` is false. */
export function assert(ok: unknown, message: string): asserts ok {
  if (!ok) throw new Error(message);
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
