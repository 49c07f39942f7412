import type { AnySurface } from './registry.js';
import { flatten, resolveRef } from './schema.js';
import { specDocs } from './spec-docs.js';

type Obj = Record<string, unknown>;

/** A response header that breaks the contract. */
export interface HeaderIssue {
  /** Lower-case header name (`content-type`, `x-ratelimit-limit`). */
  header: string;
  message: string;
}

/** What the header check found: its issues, and the declared headers it saw and checked (for coverage). */
export interface HeaderCheck {
  issues: HeaderIssue[];
  checked: string[];
}

/** The answer's headers: a fetch `Headers` or a plain object (a fixture's `response.headers`). */
export type HeaderSource = Headers | Record<string, string | undefined>;

interface Declared {
  /** Media types the spec declares for this answer; empty when it declares none. */
  contentTypes: string[];
  headers: Map<string, Obj>;
}

/**
 * Gateway-wide: every surface signals its plan with these (seed 000 §Authentication: "Rate-limit headers on
 * responses: X-RateLimit-Limit (integer), X-RateLimit-Remaining (integer), X-RateLimit-Reset (integer timestamp)";
 * seed 002 §Limits for the JSON-RPC surfaces). The OpenAPI documents declare the same three per response.
 */
const RATE_LIMIT: Array<[string, Obj]> = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'].map((h) => [h, { type: 'integer', minimum: 0 }]);

/** Headers every check covers, whatever the answer declares: the plan's three and `Retry-After`. */
export const GATEWAY_HEADERS = [...RATE_LIMIT.map(([h]) => h), 'retry-after'];

const cache = new Map<string, Declared>();

/** The REST response object the spec gives for a status: exact, then `4XX`, then `default`. */
function restResponse(doc: Obj, operation: string, status: number): Obj | undefined {
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Obj>))
    for (const op of Object.values(item) as Obj[]) {
      if (!op || typeof op !== 'object' || op.operationId !== operation) continue;
      const responses = (op.responses ?? {}) as Record<string, Obj>;
      const r = responses[String(status)] ?? responses[`${String(status)[0]}XX`] ?? responses.default;
      return r && typeof r.$ref === 'string' ? resolveRef(doc, r.$ref) : r;
    }
  return undefined;
}

function declared(s: AnySurface, operation: string | undefined, status: number): Declared {
  const key = `${s.surface.name}\0${operation ?? ''}\0${status}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const out: Declared = { contentTypes: [], headers: new Map(RATE_LIMIT) };
  const doc = specDocs().get(s.surface.name);
  if (s.kind === 'rpc') out.contentTypes = ['application/json'];
  else if (s.kind === 'rest' && doc && operation) {
    const r = restResponse(doc, operation, status);
    out.contentTypes = Object.keys((r?.content ?? {}) as Obj).map((t) => t.toLowerCase());
    for (const [name, h] of Object.entries((r?.headers ?? {}) as Record<string, Obj>)) {
      const header = typeof h.$ref === 'string' ? resolveRef(doc, h.$ref) : h;
      out.headers.set(name.toLowerCase(), flatten(doc, (header.schema ?? {}) as Obj));
    }
  }
  // A gateway-wide refusal the operation does not declare (429, 503) still answers JSON (seed 000 §Errors, 4).
  if (out.contentTypes.length === 0 && [401, 403, 429, 503].includes(status)) out.contentTypes = ['application/json'];
  cache.set(key, out);
  return out;
}

/** Whether a header's text is a value of its (simple, scalar) schema. */
function fits(text: string, schema: Obj): string | undefined {
  const t = schema.type;
  if (t === 'integer' || t === 'number') {
    const re = t === 'integer' ? /^-?\d+$/ : /^-?\d+(\.\d+)?$/;
    if (!re.test(text)) return `must be ${t === 'integer' ? 'an integer' : 'a number'}`;
    const n = Number(text);
    if (typeof schema.minimum === 'number' && n < schema.minimum) return `must be >= ${schema.minimum}`;
    if (typeof schema.maximum === 'number' && n > schema.maximum) return `must be <= ${schema.maximum}`;
  }
  if (Array.isArray(schema.enum) && !schema.enum.includes(text)) return `must be one of ${schema.enum.join(', ')}`;
  if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(text)) return `must match ${schema.pattern}`;
  return undefined;
}

const get = (h: HeaderSource, name: string): string | undefined => {
  if (typeof (h as Headers).get === 'function') return (h as Headers).get(name) ?? undefined;
  const rec = h as Record<string, string | undefined>;
  const k = Object.keys(rec).find((x) => x.toLowerCase() === name);
  return k === undefined ? undefined : rec[k];
};

/**
 * Checks an answer's headers against the contract: the headers the spec declares for this answer (the
 * `X-RateLimit-*` plan on every surface) fit their schema, `Retry-After` is delta-seconds or an HTTP date
 * (RFC 9110 §10.2.3), and the content type is one the spec declares for the status. A header that is absent is not an
 * issue (the seeds require none on every answer); `contentType: 'required'` makes a missing content type one.
 */
export function checkResponseHeaders(
  s: AnySurface,
  operation: string | undefined,
  status: number,
  headers: HeaderSource,
  opts: { contentType?: 'required' | 'if-present' } = {},
): HeaderCheck {
  const d = declared(s, operation, status);
  const issues: HeaderIssue[] = [];
  const checked: string[] = [];
  for (const [name, schema] of d.headers) {
    const v = get(headers, name);
    if (v === undefined) continue;
    checked.push(name);
    const bad = fits(v.trim(), schema);
    if (bad) issues.push({ header: name, message: `${name}: ${JSON.stringify(v)} ${bad}` });
  }
  const retry = get(headers, 'retry-after');
  if (retry !== undefined) {
    checked.push('retry-after');
    if (!/^\d+$/.test(retry.trim()) && Number.isNaN(Date.parse(retry)))
      issues.push({ header: 'retry-after', message: `retry-after: ${JSON.stringify(retry)} must be delay-seconds or an HTTP date` });
  }
  const ct = get(headers, 'content-type');
  if (d.contentTypes.length && (ct !== undefined || opts.contentType === 'required')) {
    checked.push('content-type');
    const base = (ct ?? '').split(';')[0]!.trim().toLowerCase();
    if (!d.contentTypes.includes(base))
      issues.push({
        header: 'content-type',
        message: `content-type: ${ct === undefined ? 'missing' : JSON.stringify(ct)}, the spec declares ${d.contentTypes.join(' or ')} for HTTP ${status}`,
      });
  }
  return { issues, checked };
}
