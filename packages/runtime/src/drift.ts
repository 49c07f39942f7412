/**
 * The drift register's matcher: whether an evidenced deviation of the real gateway (an entry of `specs/drift` style
 * registers) explains one issue found in an answer. Pure and dependency-free, so the clients, the suite, the proxy
 * and the local gateway all judge drift with this one copy.
 */

/** One way an entry recognises its deviation in an answer. */
export interface DriftMatcher {
  /** The answer it applies to. */
  response?: { status?: number | readonly number[]; contentType?: string };
  /** A JSON pointer into the body as sent (envelope included); `*` is any one segment. The issue must be at or below it. */
  at?: string;
  /** A JSON Schema the value at `at` satisfies (tools compile it; see `fits`). */
  shape?: unknown;
  /** The compiled `shape`: set by whoever loaded the entry (codegen emits it alone, or the suite's register loader). */
  fits?: (value: unknown) => boolean;
  /** The exact value at `at`. */
  value?: unknown;
  /** The rule or check id the issue carries. */
  check?: string;
  /** A regular expression the issue's message matches. */
  message?: string;
}

/** The part of a register entry the matcher needs. */
export interface DriftRule {
  id: string;
  surface: string;
  /** Wire names, or `*`. */
  operations: readonly string[];
  match: readonly DriftMatcher[];
}

/**
 * The register entries of one operation as its generated metadata carries them, with the matcher that applies them
 * (carried, not imported by the call path: a bundle holds the matcher only when an operation it uses has entries).
 */
export interface OperationDrift {
  rules: readonly DriftRule[];
  explain: typeof explainIssues;
}

/** The answer issues are judged against. */
export interface DriftAnswer {
  status?: number;
  contentType?: string;
  /** Parsed JSON body, or the text when it is not JSON. */
  body?: unknown;
}

/** One thing found wrong in an answer, as the matcher sees it. */
export interface DriftIssue {
  /** JSON pointer into the body as sent, when known. */
  pointer?: string;
  message: string;
  check?: string;
  /** `schema` issues may be noise of a combinator (see explainIssues); `network` issues are never drift. */
  kind?: string;
}

const decode = (seg: string) => seg.replace(/~1/g, '/').replace(/~0/g, '~');
const encode = (seg: string) => seg.replace(/~/g, '~0').replace(/\//g, '~1');

/** The segments of a JSON pointer. */
export const pointerSegments = (p: string): string[] => (p === '' ? [] : p.split('/').slice(1).map(decode));

/** The value at a JSON pointer, or undefined. */
export function valueAt(body: unknown, pointer: string): unknown {
  let v = body;
  for (const s of pointerSegments(pointer)) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string, unknown>)[s];
  }
  return v;
}

/** Whether `pointer` is `at` or below it. */
export const isAtOrBelow = (pointer: string, at: string): boolean => pointer === at || pointer.startsWith(`${at}/`);

/** The concrete prefix of `pointer` matching `pattern` (`*` = any one segment), when the pointer is at or below it. */
function concretePrefix(pattern: string, pointer: string): string | undefined {
  const want = pointerSegments(pattern);
  const got = pointerSegments(pointer);
  if (got.length < want.length) return undefined;
  for (const [i, w] of want.entries()) if (w !== '*' && w !== got[i]) return undefined;
  return got
    .slice(0, want.length)
    .map((s) => `/${encode(s)}`)
    .join('');
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The concrete place a matcher explains an issue at (`*` resolved), `''` without `at`, undefined when it does not.
 * A matcher with a `shape` but no compiled `fits` never matches (a loader that forgot to compile is not a pass); a
 * `fits` without `shape` (generated client code) is the shape.
 */
export function explainsAt(m: DriftMatcher, issue: DriftIssue, answer: DriftAnswer): string | undefined {
  if (issue.kind === 'network') return undefined;
  if (m.response) {
    if (answer.status === undefined) return undefined;
    const st = m.response.status;
    if (st !== undefined && !(typeof st === 'number' ? st === answer.status : st.includes(answer.status))) return undefined;
    if (m.response.contentType && !(answer.contentType ?? '').toLowerCase().startsWith(m.response.contentType.toLowerCase())) return undefined;
  }
  if (m.check !== undefined && issue.check !== m.check) return undefined;
  if (m.message !== undefined && !new RegExp(m.message).test(issue.message)) return undefined;
  if (m.at === undefined) return '';
  if (issue.pointer === undefined) return undefined;
  const at = concretePrefix(m.at, issue.pointer);
  if (at === undefined) return undefined;
  const value = valueAt(answer.body, at);
  if ((m.shape !== undefined || m.fits !== undefined) && (value === undefined || !m.fits?.(value))) return undefined;
  if (m.value !== undefined && !sameJson(value, m.value)) return undefined;
  return at;
}

/** The entries that apply to one operation of one surface. */
export const rulesFor = <R extends DriftRule>(rules: readonly R[], surface: string, operation: string): R[] =>
  rules.filter((e) => e.surface === surface && (e.operations.includes('*') || e.operations.includes(operation)));

/**
 * A copy of `body` without the values at these pointers (array items removed from the highest index down), and a
 * function that maps a pointer into the copy back to the same place in `body` (later array items moved down).
 */
export function withoutPlaces(body: unknown, pointers: readonly string[]): { body: unknown; original: (pointer: string) => string } {
  const copy = structuredClone(body);
  const removed = new Map<string, number[]>(); // original array pointer -> removed indices
  const sorted = [...new Set(pointers)]
    .map(pointerSegments)
    .sort((a, b) => b.length - a.length || String(b.at(-1)).localeCompare(String(a.at(-1)), undefined, { numeric: true }));
  for (const segs of sorted) {
    let parent: unknown = copy;
    for (const s of segs.slice(0, -1)) parent = parent && typeof parent === 'object' ? (parent as Record<string, unknown>)[s] : undefined;
    const last = segs.at(-1)!;
    if (Array.isArray(parent) && /^\d+$/.test(last)) {
      parent.splice(Number(last), 1);
      const at = segs
        .slice(0, -1)
        .map((s) => `/${encode(s)}`)
        .join('');
      removed.set(at, [...(removed.get(at) ?? []), Number(last)]);
    } else if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[last];
  }
  const original = (pointer: string): string => {
    let at = '';
    for (const seg of pointerSegments(pointer)) {
      const gone = removed.get(at);
      let s = seg;
      if (gone && /^\d+$/.test(seg)) {
        let i = Number(seg);
        for (const r of [...gone].sort((a, b) => a - b)) if (r <= i) i++;
        s = String(i);
      }
      at += `/${encode(s)}`;
    }
    return at;
  };
  return { body: copy, original };
}

/**
 * Which entry explains each issue (same order as `issues`; undefined where none does). Schema issues left over where
 * a drift was explained may be noise of an anyOf/oneOf whose other branch failed too: `revalidate` (the spec's
 * validator for this answer, issues with body pointers) is run again without the explained places, and what still
 * fails there stays unexplained.
 */
export function explainIssues(
  rules: readonly DriftRule[],
  issues: readonly DriftIssue[],
  answer: DriftAnswer,
  revalidate?: (body: unknown) => ReadonlyArray<{ field: string; message: string }>,
): Array<string | undefined> {
  const places: Array<{ at: string; id: string }> = [];
  const out = issues.map((issue): string | undefined => {
    for (const e of rules) {
      for (const m of e.match) {
        const at = explainsAt(m, issue, answer);
        if (at === undefined) continue;
        if (m.at !== undefined) places.push({ at, id: e.id });
        return e.id;
      }
    }
    return undefined;
  });
  const open = issues.some((v, i) => out[i] === undefined && v.kind === 'schema');
  if (!open || !places.length || !revalidate || places.some((p) => p.at === '')) return out;
  const rest = withoutPlaces(
    answer.body,
    places.map((p) => p.at),
  );
  const again = revalidate(rest.body)
    .map((i) => ({ ...i, field: rest.original(i.field) }))
    .filter((i) => !places.some((p) => isAtOrBelow(i.field, p.at)));
  return out.map((id, i) => {
    const v = issues[i]!;
    if (id !== undefined || v.kind !== 'schema') return id;
    // Compared by place only: an issue that still stands at its pointer is real.
    const real = again.some((x) => x.field === v.pointer);
    if (real) return undefined;
    const near = places.find((p) => v.pointer !== undefined && (isAtOrBelow(p.at, v.pointer) || isAtOrBelow(v.pointer, p.at))) ?? places[0]!;
    return near.id;
  });
}
