// The drift register in a client package: `src/gen/<surface>/drift.ts` (each entry's matchers with their shapes
// compiled to predicates), the operations' metadata naming the entries that apply to them, and the answer types
// widened to the observed shapes (the validators stay the seed's).
import { camel, HEADER, q } from './emit.js';
import { clientMatchers, type DriftEntry, type RegisterMatcher } from './drift-register.js';
import { pointerGet, splitPointer } from './pointer.js';
import { PredicateModule } from './shape-predicate.js';

type Obj = Record<string, unknown>;

/** The entries a client package carries for one surface, in register order. */
export const clientEntries = (entries: readonly DriftEntry[]): DriftEntry[] => entries.filter((e) => clientMatchers(e).length > 0);

/** The export name of an entry in `drift.ts`. */
export const driftExport = (e: DriftEntry) => camel(e.id);

/** The export names of the entries that apply to an operation (its own, then those of every operation). */
export const driftExportsFor = (entries: readonly DriftEntry[], operation: string): string[] =>
  clientEntries(entries)
    .filter((e) => e.operations.includes(operation) || e.operations.includes('*'))
    .map(driftExport);

/** `drift.ts` of a surface: one `DriftRule` per entry; `expires` stays out (a client never fails on a date). */
export function driftModule(entries: readonly DriftEntry[]): string {
  const mine = clientEntries(entries);
  const preds = new PredicateModule();
  const rules = mine.map((e) => {
    const match = clientMatchers(e).map((m) => {
      const parts: string[] = [];
      if (m.response) parts.push(`response: ${JSON.stringify(m.response)}`);
      if (m.at !== undefined) parts.push(`at: ${q(m.at)}`);
      if (m.shape !== undefined) parts.push(`fits: ${preds.add(m.shape)}`);
      if (m.value !== undefined) parts.push(`value: ${JSON.stringify(m.value)}`);
      if (m.message !== undefined) parts.push(`message: ${q(m.message)}`);
      return `{ ${parts.join(', ')} }`;
    });
    return [
      `/** \`${e.id}\`: ${e.observed.replace(/\*\//g, '*\\/')} */`,
      `export const ${driftExport(e)}: DriftRule = {`,
      `  id: ${q(e.id)},`,
      `  surface: ${q(e.surface)},`,
      `  operations: ${JSON.stringify(e.operations)},`,
      `  match: [${match.join(', ')}],`,
      '};',
    ].join('\n');
  });
  const source = mine.length ? `specs/drift/${mine[0]!.file}` : 'specs/drift/';
  return [
    HEADER(source).trimEnd(),
    "import type { DriftRule } from '@gw/runtime';",
    '',
    '/** The matcher the operations carry with their entries (see OperationDrift). */',
    "export { explainIssues as explain } from '@gw/runtime';",
    '',
    ...preds.declarations(),
    '',
    ...rules,
  ].join('\n');
}

/** Where a matcher's observed shape widens the answer type: an `at` in a success answer, with a shape, no check. */
function widens(m: RegisterMatcher): m is RegisterMatcher & { at: string; shape: object } {
  const st = m.response?.status;
  const success = st === undefined || (typeof st === 'number' ? st === 200 : st.includes(200));
  return m.at !== undefined && typeof m.shape === 'object' && m.check === undefined && success;
}

/** The schema behind `$ref`s, unchanged. */
function resolved(doc: Obj, node: Obj): Obj {
  let n = node;
  for (let i = 0; i < 20 && typeof n.$ref === 'string'; i++) n = pointerGet(doc, n.$ref) as Obj;
  return n;
}

/** Whether the place `segments` below a schema exists (through allOf/anyOf/oneOf members, items and map values). */
function reaches(doc: Obj, schema: unknown, segments: string[]): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if (segments.length === 0) return true;
  const node = resolved(doc, schema as Obj);
  if ((['allOf', 'anyOf', 'oneOf'] as const).some((k) => Array.isArray(node[k]) && (node[k] as unknown[]).some((m) => reaches(doc, m, segments)))) return true;
  const [seg, ...rest] = segments as [string, ...string[]];
  if (seg === '*' || /^\d+$/.test(seg)) return reaches(doc, node.items, rest) || (seg === '*' && reaches(doc, node.additionalProperties, rest));
  return reaches(doc, (node.properties as Obj | undefined)?.[seg], rest);
}

/**
 * Replaces the schema at `segments` below `holder[key]` with `anyOf [seed, shape]`, inlining each `$ref` it passes
 * (a copy: other users of the component keep the seed's shape) and looking into allOf/anyOf/oneOf members. `*` and a
 * number are an array's items or a map's values. Returns how many places it widened.
 */
function widenAt(doc: Obj, holder: Obj | unknown[], key: string | number, segments: string[], shape: object): number {
  const get = () => (holder as Record<string | number, unknown>)[key] as Obj | undefined;
  const set = (v: unknown) => {
    (holder as Record<string | number, unknown>)[key] = v;
  };
  let node: Obj | undefined = get();
  if (!node || typeof node !== 'object' || !reaches(doc, node, segments)) return 0;
  for (let i = 0; i < 20 && typeof node.$ref === 'string'; i++) {
    const { $ref, ...rest }: Obj = node;
    node = { ...structuredClone(pointerGet(doc, $ref as string) as Obj), ...rest };
    set(node);
  }
  if (segments.length === 0) {
    set({ anyOf: [node, structuredClone(shape)] });
    return 1;
  }
  let n = 0;
  for (const k of ['allOf', 'anyOf', 'oneOf'] as const) {
    const list = node[k];
    if (Array.isArray(list)) list.forEach((_, i) => (n += widenAt(doc, list, i, segments, shape)));
  }
  const [seg, ...rest] = segments as [string, ...string[]];
  if (seg === '*' || /^\d+$/.test(seg)) {
    if (node.items && typeof node.items === 'object') n += widenAt(doc, node, 'items', rest, shape);
    if (seg === '*' && node.additionalProperties && typeof node.additionalProperties === 'object') n += widenAt(doc, node, 'additionalProperties', rest, shape);
  } else if (node.properties && typeof node.properties === 'object' && seg in (node.properties as Obj)) {
    n += widenAt(doc, node.properties as Obj, seg, rest, shape);
  }
  return n;
}

/**
 * Where an operation's success answer is typed: `holder[key]` is the schema of the body from `prefix` on (`''` for a
 * REST body, `/result` for a JSON-RPC result); `data` is the part a client returns (`/data` in a REST envelope,
 * `/result` in an OPI one): a shape outside it (the envelope) widens no type.
 */
export interface AnswerSchema {
  holder: Obj;
  key: string;
  prefix: string;
  data: string;
}

/**
 * Widens the types document of one surface: for each entry's observed shape, the answer type of each of its
 * operations becomes the union of the seed's shape and the observed one. `answer(op)` locates the schema of the
 * operation's success answer in `doc` (the body as sent, whose pointers the register uses) and the prefix of the
 * register's pointers it stands for (`''` for a REST body, `/result` for a JSON-RPC result). An entry whose place
 * is not in the answer of an operation it names is an error.
 */
export function widenTypes(doc: Obj, entries: readonly DriftEntry[], operations: readonly string[], answer: (op: string) => AnswerSchema | undefined): void {
  for (const e of clientEntries(entries)) {
    const ops = e.operations.includes('*') ? operations : e.operations;
    for (const m of e.match.filter(widens)) {
      for (const op of ops) {
        const a = answer(op);
        if (!a || !(m.at === a.data || m.at.startsWith(`${a.data}/`))) continue;
        const n = widenAt(doc, a.holder, a.key, splitPointer(m.at.slice(a.prefix.length)), m.shape);
        if (n === 0 && !e.operations.includes('*')) throw new Error(`specs/drift/${e.file}: entry ${e.id}: ${m.at} is no place in the answer of ${op}`);
      }
    }
  }
}

/** The JSON schema of an OpenAPI operation's 200 answer in `doc`, for widenTypes (a shared response is copied in first). */
export function restAnswer(doc: Obj, operation: string, data: string): AnswerSchema | undefined {
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Obj>)) {
    for (const op of Object.values(item) as Obj[]) {
      if (!op || typeof op !== 'object' || op.operationId !== operation) continue;
      const responses = (op.responses ?? {}) as Obj;
      let ok = responses['200'] as Obj | undefined;
      if (ok && typeof ok.$ref === 'string') responses['200'] = ok = structuredClone(pointerGet(doc, ok.$ref) as Obj);
      const json = ((ok?.content ?? {}) as Record<string, Obj>)['application/json'];
      return json?.schema ? { holder: json, key: 'schema', prefix: '', data } : undefined;
    }
  }
  return undefined;
}
