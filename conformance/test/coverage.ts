// What the coverage test checks, as a function of its inputs, so that a deficient set can be fed to it.
import type { AnySurface, DocumentedError, LoadedFixture } from '@gw/contract';
import type { CaseFile } from '../src/index.js';

export interface Operation {
  surface: string;
  /** The operation's wire name; `stream` for a stream surface. */
  operation: string;
  networks: readonly string[];
  errors: DocumentedError[];
}

/** A documented error (by its spec name) no fixture can show, and why. `surfaces` absent: on every surface. */
export interface Allowed {
  name: string;
  surfaces?: string[];
  reason: string;
}

export interface CoverageInput {
  operations: Operation[];
  fixtures: LoadedFixture[];
  cases: CaseFile[];
  /** Operations with a seed-stated rule: surface → operations. */
  seedRules: Record<string, string[]>;
  allowed: Allowed[];
}

/** Every operation of the registry, with the networks it exists on and its documented errors. */
export function operationsOf(surfaces: AnySurface[], errors: Record<string, Record<string, DocumentedError[]>>): Operation[] {
  return surfaces.flatMap((s) =>
    s.kind === 'stream'
      ? [{ surface: s.surface.name, operation: 'stream', networks: s.surface.networks, errors: [] }]
      : Object.entries(s.kind === 'rest' ? s.operations : s.methods).map(([operation, e]) => ({
          surface: s.surface.name,
          operation,
          networks: e.meta.networks ?? s.surface.networks,
          errors: errors[s.surface.name]?.[operation] ?? [],
        })),
  );
}

type Body = Record<string, unknown> | null | undefined;

/** A failure answer: a non-2xx status, or a failure inside a 200 envelope (REST statusCode, OPI error, JSON-RPC error). */
function isFailure(f: LoadedFixture): boolean {
  const r = f.response;
  if (!r) return false;
  const b = (typeof r.body === 'object' && !Array.isArray(r.body) ? r.body : undefined) as Body;
  return r.status >= 300 || (typeof b?.statusCode === 'number' && b.statusCode >= 300) || (b?.error !== undefined && b?.error !== null);
}

/** Does the fixture show this documented error? `default` is any failure no other documented key of the operation names. */
function shows(f: LoadedFixture, e: DocumentedError, documented: DocumentedError[]): boolean {
  const r = f.response;
  if (!r) return false;
  if (e.kind === 'rpc') return ((r.body as Body)?.error as Body)?.code === Number(e.key);
  if (e.key === 'default') return isFailure(f) && !documented.some((d) => d.kind === 'status' && d.key === String(r.status));
  return String(r.status) === e.key;
}

const id = (e: DocumentedError) => `${e.kind} ${e.key}`;

/**
 * Coverage problems (empty = covered):
 * - every operation has a fixture on each network where it exists;
 * - every documented error has a fixture that shows it: an error documented on every operation of a surface (the
 *   envelope's: 401, JSON-RPC's standard codes) and the surface's failure body (`default`) once for the surface,
 *   any other on its own operation; unless `allowed` says why no fixture can show it;
 * - every operation with a seed-stated rule has a case with a rule or a scenario.
 */
export function coverageProblems(input: CoverageInput): string[] {
  const out: string[] = [];
  const { operations, fixtures, cases } = input;
  const of = (surface: string, operation?: string) => fixtures.filter((f) => f.surface === surface && (operation === undefined || f.operation === operation));
  for (const o of operations) {
    for (const n of o.networks) {
      if (!fixtures.some((f) => f.network === n && f.surface === o.surface && f.operation === o.operation))
        out.push(`${o.surface}/${o.operation}: no fixture on ${n}`);
    }
  }
  const surfaces = [...new Set(operations.map((o) => o.surface))];
  for (const surface of surfaces) {
    const ops = operations.filter((o) => o.surface === surface && o.operation !== 'stream');
    // The failure body (`default`) is one shape for the whole surface, like the errors every operation documents.
    const everywhere = ops[0]?.errors.map(id).filter((k) => ops.every((o) => o.errors.some((e) => id(e) === k))) ?? [];
    const shared = new Set([...everywhere, 'status default']);
    const allowed = (e: DocumentedError) => input.allowed.some((a) => a.name === e.name && (a.surfaces === undefined || a.surfaces.includes(surface)));
    const reported = new Set<string>();
    for (const o of ops) {
      for (const e of o.errors) {
        if (allowed(e)) continue;
        if (shared.has(id(e))) {
          if (reported.has(id(e)) || of(surface).some((f) => shows(f, e, o.errors))) continue;
          reported.add(id(e));
          out.push(`${surface}: no fixture shows ${e.name} (${id(e)}), documented on every operation`);
        } else if (!of(surface, o.operation).some((f) => shows(f, e, o.errors))) {
          out.push(`${surface}/${o.operation}: no fixture shows ${e.name} (${id(e)})`);
        }
      }
    }
  }
  for (const [surface, names] of Object.entries(input.seedRules)) {
    for (const operation of names) {
      if (!operations.some((o) => o.surface === surface && o.operation === operation))
        out.push(`${surface}/${operation}: listed with a seed rule but not in the specs`);
      const c = cases.find((x) => x.surface === surface && x.operation === operation);
      if (!c?.rules?.length && !c?.scenarios?.length) out.push(`${surface}/${operation}: the seed states a rule, the case has none`);
    }
  }
  return out;
}
