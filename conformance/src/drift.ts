import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import type { CaseResult, Violation } from './result.js';

/** The default register: `conformance/drift/<surface>.yaml`. */
export const DRIFT_DIR = fileURLToPath(new URL('../drift/', import.meta.url));

export interface DriftMatcher {
  response?: { status?: number | number[]; contentType?: string };
  at?: string;
  shape?: object | boolean;
  value?: unknown;
  check?: string;
  message?: string;
}

export interface DriftEntry {
  id: string;
  surface: string;
  operations: string[];
  seed: string;
  observed: string;
  evidence: { source: string; ref: string; date: string };
  match: DriftMatcher[];
  expires: string;
  note?: string;
  /** The register file it came from (relative name). */
  file: string;
}

/** The answer a case's violations are judged against. */
export interface Answer {
  status?: number;
  contentType?: string;
  /** Parsed JSON body, or the text when it is not JSON. */
  body?: unknown;
  /** Validates a body as the spec validated this answer: issues with body pointers (for combinator noise, see grade). */
  revalidate?: (body: unknown) => Array<{ field: string; message: string }>;
}

const ajv = new Ajv2020.default({ strict: false, allErrors: true });
addFormats.default(ajv);
const validateRegister = ajv.compile(JSON.parse(readFileSync(join(DRIFT_DIR, 'register.schema.json'), 'utf8')) as object);

/** A register that does not follow its own format. */
export class DriftRegisterError extends Error {
  override name = 'DriftRegisterError';
}

/** Checks one register document; returns its problems (empty when sound). */
export function registerProblems(doc: unknown, file: string): string[] {
  const out: string[] = [];
  if (!validateRegister(doc)) return (validateRegister.errors ?? []).map((e) => `${file}: ${e.instancePath || '(root)'} ${e.message}`);
  const d = doc as { surface: string; entries: Array<Omit<DriftEntry, 'file'>> };
  if (`${d.surface}.yaml` !== basename(file)) out.push(`${file}: surface ${d.surface} must be the file name`);
  for (const e of d.entries) {
    if (e.surface !== d.surface) out.push(`${file}: entry ${e.id} names surface ${e.surface}, the file is ${d.surface}`);
    for (const m of e.match) {
      if (m.shape !== undefined) {
        try {
          ajv.compile(m.shape as object);
        } catch (err) {
          out.push(`${file}: entry ${e.id}: shape is not a JSON Schema: ${(err as Error).message}`);
        }
      }
      if (m.message !== undefined) {
        try {
          new RegExp(m.message);
        } catch {
          out.push(`${file}: entry ${e.id}: message is not a regular expression`);
        }
      }
    }
    if (Number.isNaN(Date.parse(e.expires)) || Number.isNaN(Date.parse(e.evidence.date))) out.push(`${file}: entry ${e.id}: a date is not a calendar date`);
  }
  return out;
}

/** Loads every `<surface>.yaml` of a register directory; a malformed register or a repeated id throws. */
export function loadDrift(dir: string = DRIFT_DIR): DriftEntry[] {
  if (!existsSync(dir)) return [];
  const entries: DriftEntry[] = [];
  const problems: string[] = [];
  for (const f of readdirSync(dir)
    .filter((x) => x.endsWith('.yaml'))
    .sort()) {
    const doc = parseYaml(readFileSync(join(dir, f), 'utf8')) as unknown;
    const p = registerProblems(doc, f);
    problems.push(...p);
    if (p.length === 0) for (const e of (doc as { entries: Array<Omit<DriftEntry, 'file'>> }).entries) entries.push({ ...e, file: f });
  }
  const seen = new Set<string>();
  for (const e of entries) {
    if (seen.has(e.id)) problems.push(`${e.file}: entry id ${e.id} is used twice`);
    seen.add(e.id);
  }
  if (problems.length) throw new DriftRegisterError(`the drift register is malformed:\n  ${problems.join('\n  ')}`);
  return entries;
}

/** Entries whose `expires` date is before `today` (YYYY-MM-DD). */
export const expired = (entries: DriftEntry[], today: string) => entries.filter((e) => e.expires < today);

const decode = (seg: string) => seg.replace(/~1/g, '/').replace(/~0/g, '~');
const segments = (p: string) => (p === '' ? [] : p.split('/').slice(1).map(decode));

/** The value at a JSON pointer, or undefined. */
export function valueAt(body: unknown, pointer: string): unknown {
  let v = body;
  for (const s of segments(pointer)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[s];
  }
  return v;
}

/** The concrete prefix of `pointer` matching `pattern` (`*` = any one segment), when the pointer is at or below it. */
function concretePrefix(pattern: string, pointer: string): string | undefined {
  const want = segments(pattern);
  const got = segments(pointer);
  if (got.length < want.length) return undefined;
  for (const [i, w] of want.entries()) if (w !== '*' && w !== got[i]) return undefined;
  return got
    .slice(0, want.length)
    .map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`)
    .join('');
}

const shapes = new WeakMap<object, (v: unknown) => boolean>();
function fits(shape: object | boolean, v: unknown): boolean {
  if (typeof shape === 'boolean') return shape;
  let fn = shapes.get(shape);
  if (!fn) {
    const compiled = ajv.compile(shape);
    fn = (x) => compiled(x) as boolean;
    shapes.set(shape, fn);
  }
  return fn(v);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Whether one matcher explains one violation of this answer. */
export function explains(m: DriftMatcher, v: Violation, answer: Answer): boolean {
  return explainsAt(m, v, answer) !== undefined;
}

/** The concrete place a matcher explains a violation at (`*` resolved), `''` without `at`, undefined when it does not. */
function explainsAt(m: DriftMatcher, v: Violation, answer: Answer): string | undefined {
  if (v.kind === 'network') return undefined;
  if (m.response) {
    if (answer.status === undefined) return undefined;
    const st = m.response.status;
    if (st !== undefined && !(Array.isArray(st) ? st.includes(answer.status) : st === answer.status)) return undefined;
    if (m.response.contentType && !(answer.contentType ?? '').toLowerCase().startsWith(m.response.contentType.toLowerCase())) return undefined;
  }
  if (m.check !== undefined && v.check !== m.check) return undefined;
  if (m.message !== undefined && !new RegExp(m.message).test(v.message)) return undefined;
  if (m.at === undefined) return '';
  if (v.pointer === undefined) return undefined;
  const at = concretePrefix(m.at, v.pointer);
  if (at === undefined) return undefined;
  const value = valueAt(answer.body, at);
  if (m.shape !== undefined && (value === undefined || !fits(m.shape, value))) return undefined;
  if (m.value !== undefined && !same(value, m.value)) return undefined;
  return at;
}

const below = (pointer: string, at: string) => pointer === at || pointer.startsWith(`${at}/`);

/** A copy of `body` without the values at these pointers (array items removed from the highest index down). */
function without(body: unknown, pointers: string[]): unknown {
  const copy = structuredClone(body);
  const sorted = [...new Set(pointers)]
    .map(segments)
    .sort((a, b) => b.length - a.length || String(b.at(-1)).localeCompare(String(a.at(-1)), undefined, { numeric: true }));
  for (const segs of sorted) {
    let parent: unknown = copy;
    for (const s of segs.slice(0, -1)) parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[s] : undefined;
    const last = segs.at(-1)!;
    if (Array.isArray(parent) && /^\d+$/.test(last)) parent.splice(Number(last), 1);
    else if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[last];
  }
  return copy;
}

export interface GradeOptions {
  entries: DriftEntry[];
  strict: boolean;
  /** Counts matches per entry id (for "resolved"). */
  matched: Map<string, number>;
}

/**
 * Grades a failed case: each violation is explained by an assumption label or a drift entry of its surface and
 * operation; when every violation is explained the verdict is drift (fail again under --strict), else fail.
 */
export function grade(r: CaseResult, answer: Answer, o: GradeOptions): CaseResult {
  if (r.status !== 'fail' || !r.violations?.length) return r;
  const mine = o.entries.filter((e) => e.surface === r.surface && (e.operations.includes('*') || e.operations.includes(r.operation)));
  const places: Array<{ at: string; id: string }> = [];
  let violations = r.violations.map((v): Violation => {
    if (v.kind === 'assumption') return { ...v, explainedBy: `assumption:${v.check}` };
    for (const e of mine) {
      for (const m of e.match) {
        const at = explainsAt(m, v, answer);
        if (at === undefined) continue;
        if (m.at !== undefined) places.push({ at, id: e.id });
        return { ...v, explainedBy: e.id };
      }
    }
    return v;
  });
  // Combinators: a schema error left over where a drift was explained may be noise of an anyOf/oneOf whose other
  // branch failed too. Validate the answer again without the explained places: what still fails is real.
  const open = violations.filter((v) => !v.explainedBy && v.kind === 'schema');
  if (open.length && places.length && answer.revalidate && !places.some((p) => p.at === '')) {
    const again = answer
      .revalidate(
        without(
          answer.body,
          places.map((p) => p.at),
        ),
      )
      .filter((i) => !places.some((p) => below(i.field, p.at)));
    violations = violations.map((v) => {
      if (v.explainedBy || v.kind !== 'schema') return v;
      const real = again.some((i) => i.field === v.pointer && v.message.endsWith(`${i.field || '(root)'} ${i.message}`));
      if (real) return v;
      const near = places.filter((p) => v.pointer !== undefined && (below(p.at, v.pointer) || below(v.pointer, p.at)))[0] ?? places[0]!;
      return { ...v, explainedBy: near.id };
    });
  }
  const unexplained = violations.filter((v) => !v.explainedBy);
  const drift = [...new Set(violations.map((v) => v.explainedBy).filter((x): x is string => !!x && !x.startsWith('assumption:')))];
  const assumptions = [...new Set(violations.filter((v) => v.kind === 'assumption').map((v) => v.check!))];
  if (unexplained.length) {
    return {
      ...r,
      violations,
      status: 'fail',
      message: [...unexplained, ...violations.filter((v) => v.explainedBy)]
        .map((v) => (v.explainedBy ? `${v.message} [explained by ${v.explainedBy}]` : v.message))
        .join('; '),
    };
  }
  for (const id of drift) o.matched.set(id, (o.matched.get(id) ?? 0) + 1);
  const labels = [...drift.map((d) => `drift ${d}`), ...assumptions.map((a) => `assumption ${a}`)].join(', ');
  const message = `${labels}: ${violations.map((v) => v.message).join('; ')}`;
  const out: CaseResult = {
    ...r,
    violations,
    status: o.strict ? 'fail' : 'drift',
    message: o.strict ? `drift is a failure under --strict (${message})` : message,
    ...(drift.length ? { drift } : {}),
    ...(assumptions.length ? { assumptions } : {}),
  };
  if (o.strict) out.strict = true;
  return out;
}
