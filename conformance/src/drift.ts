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
  for (const f of readdirSync(dir).filter((x) => x.endsWith('.yaml')).sort()) {
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
  return got.slice(0, want.length).map((s) => `/${s.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
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
  if (v.kind === 'network') return false;
  if (m.response) {
    if (answer.status === undefined) return false;
    const st = m.response.status;
    if (st !== undefined && !(Array.isArray(st) ? st.includes(answer.status) : st === answer.status)) return false;
    if (m.response.contentType && !(answer.contentType ?? '').toLowerCase().startsWith(m.response.contentType.toLowerCase())) return false;
  }
  if (m.check !== undefined && v.check !== m.check) return false;
  if (m.message !== undefined && !new RegExp(m.message).test(v.message)) return false;
  if (m.at !== undefined) {
    if (v.pointer === undefined) return false;
    const at = concretePrefix(m.at, v.pointer);
    if (at === undefined) return false;
    const value = valueAt(answer.body, at);
    if (m.shape !== undefined && (value === undefined || !fits(m.shape, value))) return false;
    if (m.value !== undefined && !same(value, m.value)) return false;
  }
  return true;
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
  const violations = r.violations.map((v): Violation => {
    if (v.kind === 'assumption') return { ...v, explainedBy: `assumption:${v.check}` };
    const e = mine.find((x) => x.match.some((m) => explains(m, v, answer)));
    return e ? { ...v, explainedBy: e.id } : v;
  });
  const unexplained = violations.filter((v) => !v.explainedBy);
  const drift = [...new Set(violations.map((v) => v.explainedBy).filter((x): x is string => !!x && !x.startsWith('assumption:')))];
  const assumptions = [...new Set(violations.filter((v) => v.kind === 'assumption').map((v) => v.check!))];
  if (unexplained.length) {
    return { ...r, violations, status: 'fail', message: [...unexplained, ...violations.filter((v) => v.explainedBy)].map((v) => (v.explainedBy ? `${v.message} [explained by ${v.explainedBy}]` : v.message)).join('; ') };
  }
  for (const id of drift) o.matched.set(id, (o.matched.get(id) ?? 0) + 1);
  const labels = [...drift.map((d) => `drift ${d}`), ...assumptions.map((a) => `assumption ${a}`)].join(', ');
  const message = `${labels}: ${violations.map((v) => v.message).join('; ')}`;
  const out: CaseResult = { ...r, violations, status: o.strict ? 'fail' : 'drift', message: o.strict ? `drift is a failure under --strict (${message})` : message, ...(drift.length ? { drift } : {}), ...(assumptions.length ? { assumptions } : {}) };
  if (o.strict) out.strict = true;
  return out;
}
