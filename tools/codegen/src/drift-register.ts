// The drift register, read once: `specs/drift/<surface>.yaml` in the format `specs/drift/register.schema.json`. Codegen
// compiles it into the client packages (drift-emit.ts); the conformance suite reads it through loadDrift.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import { DRIFT_DIR } from './drift-dir.js';
import { shapeProblems } from './shape-predicate.js';

export { DRIFT_DIR };

/** A matcher as the register writes it (`shape` is a JSON Schema; see @gw/runtime DriftMatcher). */
export interface RegisterMatcher {
  response?: { status?: number | number[]; contentType?: string };
  at?: string;
  shape?: object | boolean;
  value?: unknown;
  check?: string;
  message?: string;
}

/** A real-shaped exchange of an entry: a request, the seed's answer to it (success, or `seedStatus`), and the real answer. */
export interface DriftExample {
  operation: string;
  input?: unknown;
  mountParams?: Record<string, string>;
  /** The HTTP status of the seed's answer when it is a failure (absent: the seed answers with a success). */
  seedStatus?: number;
  response: { status: number; contentType?: string; body: unknown };
}

export interface DriftEntry {
  id: string;
  surface: string;
  operations: string[];
  seed: string;
  observed: string;
  evidence: { source: string; ref: string; date: string };
  match: RegisterMatcher[];
  example: DriftExample;
  expires: string;
  note?: string;
  /** The register file it came from (relative name). */
  file: string;
}

const ajv = new Ajv2020.default({ strict: false, allErrors: true });
addFormats.default(ajv);
let validateRegister: ReturnType<typeof ajv.compile> | undefined;

/**
 * The matchers a client can meet: those that name no check of the suite (a seed rule, a scenario), which a client
 * never runs. An entry with none of them concerns the suite only.
 */
export const clientMatchers = (e: Pick<DriftEntry, 'match'>): RegisterMatcher[] => e.match.filter((m) => m.check === undefined);

/** A register that does not follow its own format. */
export class DriftRegisterError extends Error {
  override name = 'DriftRegisterError';
}

/** Why a shape does not compile, or undefined. Each distinct shape is compiled once per process: every run loads the
 * register, and compiling its shapes again was most of that (a newly parsed shape is a new object to Ajv's cache). */
const shapeErrors = new Map<string, string | undefined>();
function shapeCompileError(shape: unknown): string | undefined {
  const key = JSON.stringify(shape);
  if (!shapeErrors.has(key)) {
    try {
      ajv.compile(shape as object);
      shapeErrors.set(key, undefined);
    } catch (err) {
      shapeErrors.set(key, (err as Error).message);
    }
  }
  return shapeErrors.get(key);
}

/** Checks one register document (`file` is its name, `<surface>.yaml`); returns its problems (empty when sound). */
export function registerProblems(doc: unknown, file: string): string[] {
  validateRegister ??= ajv.compile(JSON.parse(readFileSync(join(DRIFT_DIR, 'register.schema.json'), 'utf8')) as object);
  if (!validateRegister(doc)) return (validateRegister.errors ?? []).map((e) => `${file}: ${e.instancePath || '(root)'} ${e.message}`);
  const out: string[] = [];
  const d = doc as { surface: string; entries: Array<Omit<DriftEntry, 'file'>> };
  if (`${d.surface}.yaml` !== basename(file)) out.push(`${file}: surface ${d.surface} must be the file name`);
  for (const e of d.entries) {
    if (e.surface !== d.surface) out.push(`${file}: entry ${e.id} names surface ${e.surface}, the file is ${d.surface}`);
    for (const m of e.match) {
      if (m.shape !== undefined) {
        const error = shapeCompileError(m.shape);
        if (error !== undefined) out.push(`${file}: entry ${e.id}: shape is not a JSON Schema: ${error}`);
        for (const p of shapeProblems(m.shape)) out.push(`${file}: entry ${e.id}: shape ${p}`);
      }
      if (m.message !== undefined) {
        try {
          new RegExp(m.message);
        } catch {
          out.push(`${file}: entry ${e.id}: message is not a regular expression`);
        }
      }
    }
    if (!e.operations.includes('*') && !e.operations.includes(e.example.operation))
      out.push(`${file}: entry ${e.id}: example operation ${e.example.operation} is not one of its operations`);
    if (Number.isNaN(Date.parse(e.expires)) || Number.isNaN(Date.parse(e.evidence.date))) out.push(`${file}: entry ${e.id}: a date is not a calendar date`);
  }
  return out;
}

/** Every `<surface>.yaml` of a register directory; a malformed register or a repeated id throws, naming each problem. */
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
