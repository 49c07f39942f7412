import type { Network } from '@gw/runtime';
import type { AnySurface } from '@gw/contract';
// The table alone, not the contract's index: a report-only process (`gw conformance merge`) loads no client package.
import { documentedErrors } from '@gw/contract/documented-errors';
import type { CaseFile } from './case.js';
import type { CaseResult } from './result.js';

/** What one run exercised of one surface, as lists (so shards merge by union) and the sizes of the wholes. */
export interface SurfaceCoverage {
  operations: { exercised: string[]; total: number };
  /** Documented error answers, as `<operation> <key>` (`get-alkanes 401`, `forex_convert -32602`). */
  errors: { exercised: string[]; total: number };
  /** Seed rules of the case files (`rule:<name>`) and scenarios (`scenario:<name>`). */
  rules: { checked: string[]; total: number };
  /** Answers whose header was present and checked, by header name. */
  headers: Record<string, number>;
}

/** Per surface. */
export type Coverage = Record<string, SurfaceCoverage>;

/** `--min-coverage`: the least share (percent) of each measure a run must reach, over all its surfaces. */
export interface CoverageThresholds {
  operations?: number;
  errors?: number;
  rules?: number;
}

export const MEASURES = ['operations', 'errors', 'rules'] as const;

/** Parses `80` (operations) or `operations=80,errors=50,rules=100`; throws a message fit for a usage error. */
export function parseThresholds(text: string): CoverageThresholds {
  const out: CoverageThresholds = {};
  for (const part of text
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)) {
    const [k, v] = part.includes('=') ? part.split('=') : ['operations', part];
    const n = Number(String(v).replace(/%$/, ''));
    if (!MEASURES.includes(k as (typeof MEASURES)[number]) || !Number.isFinite(n) || n < 0 || n > 100)
      throw new Error(`--min-coverage takes percentages for ${MEASURES.join(', ')} (e.g. operations=90,errors=50), not ${part}`);
    out[k as keyof CoverageThresholds] = n;
  }
  return out;
}

/** The documented error key an answer stands for, if it is one the operation documents. */
function errorKey(s: AnySurface, operation: string, status: number, body: unknown): string | undefined {
  const documented = documentedErrors[s.surface.name]?.[operation] ?? [];
  const has = (kind: 'status' | 'rpc', key: string) => documented.some((d) => d.kind === kind && d.key === key);
  const obj = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : undefined;
  if (s.kind === 'rpc') {
    const code = (obj?.error as { code?: unknown } | undefined)?.code;
    if (typeof code === 'number' && has('rpc', String(code))) return String(code);
  }
  const failedInBody =
    (typeof obj?.statusCode === 'number' && obj.statusCode !== 200) || (s.kind === 'rest' && obj?.error !== undefined && obj.error !== null && 'result' in obj);
  if (status < 300 && !failedInBody) return undefined;
  const key = String(status);
  if (status >= 300 && has('status', key)) return key;
  if (status >= 300 && has('status', `${key[0]}XX`)) return `${key[0]}XX`;
  return has('status', 'default') ? 'default' : undefined;
}

/** Collects what a run touched; `result()` joins it with the final verdicts. */
export class CoverageTracker {
  private readonly errors = new Map<string, Set<string>>();
  private readonly rules = new Map<string, Set<string>>();
  private readonly headers = new Map<string, Map<string, number>>();

  /** `surfaces` and `operations` (empty: all) are the run's selection: what coverage is measured against. */
  constructor(
    private readonly surfaces: AnySurface[],
    private readonly network: Network,
    private readonly cases: CaseFile[],
    private readonly operations: string[] = [],
  ) {}

  /** One answer of an operation: counts a documented error answer. */
  answered(surface: string, operation: string, status: number, body: unknown): void {
    const s = this.surfaces.find((x) => x.surface.name === surface);
    const key = s && errorKey(s, operation, status, body);
    if (key) this.add(this.errors, surface, `${operation} ${key}`);
  }

  /** The headers checked on one answer. */
  headersChecked(surface: string, names: string[]): void {
    const m = this.headers.get(surface) ?? new Map<string, number>();
    for (const n of names) m.set(n, (m.get(n) ?? 0) + 1);
    this.headers.set(surface, m);
  }

  /** The case files with each rule counting itself when it runs. */
  instrument(cases: CaseFile[]): CaseFile[] {
    return cases.map((c) => ({
      ...c,
      ...(c.rules
        ? {
            rules: c.rules.map((r) => ({
              ...r,
              check: (data: unknown, ctx: Parameters<typeof r.check>[1]) => {
                this.add(this.rules, c.surface, `rule:${r.name}`);
                return r.check(data, ctx);
              },
            })),
          }
        : {}),
    }));
  }

  private add(m: Map<string, Set<string>>, surface: string, key: string) {
    const set = m.get(surface) ?? new Set<string>();
    set.add(key);
    m.set(surface, set);
  }

  result(results: CaseResult[]): Coverage {
    const out: Coverage = {};
    for (const s of this.surfaces) {
      if (!s.surface.networks.includes(this.network)) continue;
      const name = s.surface.name;
      const ops =
        s.kind === 'stream'
          ? ['stream']
          : Object.entries(s.kind === 'rest' ? s.operations : s.methods)
              .filter(([, o]) => !o.meta.networks || o.meta.networks.includes(this.network))
              .map(([n]) => n)
              .filter((n) => this.operations.length === 0 || this.operations.includes(n));
      const ran = results.filter((r) => r.surface === name && r.status !== 'skip');
      const documented = ops.reduce((n, op) => n + (documentedErrors[name]?.[op]?.length ?? 0), 0);
      const mine = this.cases.filter((c) => c.surface === name && ops.includes(c.operation));
      const listed = mine.reduce(
        (n, c) => n + (c.rules?.length ?? 0) + (c.scenarios ?? []).filter((sc) => !sc.networks || sc.networks.includes(this.network)).length,
        0,
      );
      const scenarios = ran.filter((r) => r.kind === 'scenario').map((r) => `scenario:${r.case}`);
      out[name] = {
        operations: { exercised: [...new Set(ran.map((r) => r.operation))].filter((o) => ops.includes(o)).sort(), total: ops.length },
        errors: { exercised: [...(this.errors.get(name) ?? [])].sort(), total: documented },
        rules: { checked: [...new Set([...(this.rules.get(name) ?? []), ...scenarios])].sort(), total: listed },
        headers: Object.fromEntries([...(this.headers.get(name) ?? new Map<string, number>())].sort(([a], [b]) => a.localeCompare(b))),
      };
    }
    return out;
  }
}

/** Shards' coverage as one: exercised lists united, header counts added. */
export function mergeCoverage(parts: Coverage[]): Coverage {
  const out: Coverage = {};
  const union = (a: string[], b: string[]) => [...new Set([...a, ...b])].sort();
  for (const c of parts)
    for (const [name, s] of Object.entries(c)) {
      const o = out[name];
      if (!o) {
        out[name] = structuredClone(s);
        continue;
      }
      o.operations = { exercised: union(o.operations.exercised, s.operations.exercised), total: Math.max(o.operations.total, s.operations.total) };
      o.errors = { exercised: union(o.errors.exercised, s.errors.exercised), total: Math.max(o.errors.total, s.errors.total) };
      o.rules = { checked: union(o.rules.checked, s.rules.checked), total: Math.max(o.rules.total, s.rules.total) };
      for (const [h, n] of Object.entries(s.headers)) o.headers[h] = (o.headers[h] ?? 0) + n;
    }
  return out;
}

const share = (n: number, total: number) => (total ? (100 * n) / total : 100);

/** Totals over every surface: exercised and whole per measure. */
export function coverageTotals(c: Coverage): Record<(typeof MEASURES)[number], { n: number; total: number; percent: number }> {
  const sum = (f: (s: SurfaceCoverage) => [number, number]) => {
    let n = 0;
    let total = 0;
    for (const s of Object.values(c)) {
      const [a, b] = f(s);
      n += a;
      total += b;
    }
    return { n, total, percent: share(n, total) };
  };
  return {
    operations: sum((s) => [s.operations.exercised.length, s.operations.total]),
    errors: sum((s) => [s.errors.exercised.length, s.errors.total]),
    rules: sum((s) => [s.rules.checked.length, s.rules.total]),
  };
}

/** The run-level problems of a coverage under its thresholds. */
export function coverageProblems(c: Coverage, min: CoverageThresholds | undefined): string[] {
  if (!min) return [];
  const totals = coverageTotals(c);
  return MEASURES.filter((m) => min[m] !== undefined && totals[m].percent < min[m]!).map(
    (m) => `coverage of ${m} ${totals[m].percent.toFixed(1)}% (${totals[m].n} of ${totals[m].total}) is under --min-coverage ${m}=${min[m]}`,
  );
}

/** Markdown table of a coverage: one row per surface, then the totals. */
export function coverageTable(c: Coverage): string[] {
  const cell = (n: number, total: number) => (total ? `${n}/${total} (${share(n, total).toFixed(0)}%)` : '-');
  const lines = ['| surface | operations | documented errors | seed rules | headers checked |', '|---|---|---|---|---|'];
  for (const [name, s] of Object.entries(c))
    lines.push(
      `| ${name} | ${cell(s.operations.exercised.length, s.operations.total)} | ${cell(s.errors.exercised.length, s.errors.total)} | ${cell(s.rules.checked.length, s.rules.total)} | ${
        Object.entries(s.headers)
          .map(([h, n]) => `${h} ${n}`)
          .join(', ') || '-'
      } |`,
    );
  const t = coverageTotals(c);
  lines.push(`| **all** | ${cell(t.operations.n, t.operations.total)} | ${cell(t.errors.n, t.errors.total)} | ${cell(t.rules.n, t.rules.total)} | |`);
  return lines;
}
