import fc from 'fast-check';
import type { AnySurface } from '../registry.js';
import { flatten, resolveRef } from '../schema.js';
import type { SpecDoc } from '../spec-docs.js';
import { arbitraryOf } from './arbitrary.js';

type Obj = Record<string, unknown>;

/** A request that breaks the spec on purpose, and how. */
export interface BrokenRequest {
  /** What the generated client would take (JSON body, path and query parameters, or JSON-RPC params). */
  input: unknown;
  /** How it breaks the spec, e.g. `required "ticker" removed`. */
  broken: string;
}

/** Spec-drawn requests for one operation: valid ones, and ones that break the spec (when the spec leaves something to break). */
export interface OperationRequests {
  valid: fc.Arbitrary<unknown>;
  invalid?: fc.Arbitrary<BrokenRequest>;
  /** Whether the input (as it travels) passes the operation's generated validator. */
  accepts: (input: unknown) => boolean;
}

/** Why no request can be drawn for an operation. */
export interface NotGenerated {
  skip: string;
}

/** How many unfiltered draws decide whether an operation has valid (or breakable) requests at all. */
const PROBE = 200;

function restSpec(doc: SpecDoc, operation: string): Obj | undefined {
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Obj>))
    for (const op of Object.values(item) as Obj[]) if (op && typeof op === 'object' && op.operationId === operation) return op;
  return undefined;
}

/** The schema of an operation's input as its client takes it. */
function inputSchema(doc: SpecDoc, s: AnySurface, operation: string): Obj | { skip: string } {
  if (s.kind === 'rest') {
    const spec = restSpec(doc, operation);
    if (!spec) return { skip: `${operation} is not in the ${s.surface.name} spec document` };
    const op = s.operations[operation]!;
    if (op.meta.body) {
      const body = spec.requestBody as Obj | undefined;
      const resolved = body && typeof body.$ref === 'string' ? resolveRef(doc, body.$ref) : body;
      const schema = ((resolved?.content as Record<string, Obj> | undefined)?.['application/json'] as Obj | undefined)?.schema;
      return schema ? flatten(doc, schema as Obj) : { type: 'object' };
    }
    const params = ((spec.parameters ?? []) as Obj[]).map((p) => (typeof p.$ref === 'string' ? resolveRef(doc, p.$ref) : p));
    const mine = params.filter((p) => p.in === 'path' || p.in === 'query');
    // Path parameters stay valid when a request is broken (without them the path names no operation), and an unknown
    // query parameter is not something OpenAPI says a server refuses.
    return {
      type: 'object',
      properties: Object.fromEntries(mine.map((p) => [p.name as string, (p.schema ?? { type: 'string' }) as Obj])),
      required: mine.filter((p) => p.required || p.in === 'path').map((p) => p.name as string),
      'x-fixed': mine.filter((p) => p.in === 'path').map((p) => p.name as string),
    };
  }
  if (s.kind !== 'rpc') return { skip: 'streams take no request' };
  const spec = ((doc.methods ?? []) as Obj[]).find((m) => m.name === operation);
  if (!spec) return { skip: `${operation} is not in the ${s.surface.name} spec document` };
  if (spec['x-gw-open-params']) return { skip: `its params are not shown (x-gw-open-params): ${String(spec['x-not-shown'] ?? 'open')}` };
  const list = ((spec.params ?? []) as Obj[]).map((p) => (typeof p.$ref === 'string' ? resolveRef(doc, p.$ref) : p));
  if (s.methods[operation]!.meta.paramStructure === 'by-name')
    return {
      type: 'object',
      properties: Object.fromEntries(list.map((p) => [p.name as string, (p.schema ?? {}) as Obj])),
      required: list.filter((p) => p.required).map((p) => p.name as string),
    };
  let required = 0;
  for (const [i, p] of list.entries()) if (p.required) required = i + 1;
  return { type: 'array', prefixItems: list.slice(0, required).map((p) => p.schema ?? {}), optional: list.slice(required).map((p) => p.schema ?? {}) };
}

/** By-position params: the required ones, then any prefix of the optional ones. */
function positional(doc: SpecDoc, schema: Obj): fc.Arbitrary<unknown[]> {
  const req = (schema.prefixItems as Obj[]).map((p) => arbitraryOf(doc, p));
  const opt = (schema.optional as Obj[]).map((p) => arbitraryOf(doc, p));
  return fc.tuple(fc.tuple(...req), fc.tuple(...opt), fc.nat({ max: opt.length })).map(([r, o, n]) => [...r, ...o.slice(0, n)]);
}

/** Values that break most schemas: each is kept only where the validator refuses it. */
const WRONG: unknown[] = [{}, [], true, 'not-a-number', -1, 1.5, '', 'x'.repeat(300), null];

function mutations(input: unknown, schema: Obj, extraAllowed: boolean): Array<(pick: number, wrong: unknown) => BrokenRequest> {
  if (Array.isArray(input)) {
    const required = (schema.prefixItems as unknown[]).length;
    return [
      ...(required ? [(): BrokenRequest => ({ input: input.slice(0, required - 1), broken: `required param ${required} removed` })] : []),
      ...(input.length
        ? [
            (pick: number, wrong: unknown): BrokenRequest => {
              const i = pick % input.length;
              return { input: input.map((v, k) => (k === i ? wrong : v)), broken: `param ${i + 1} = ${JSON.stringify(wrong)}` };
            },
          ]
        : []),
      (): BrokenRequest => ({ input: Object.fromEntries(input.map((v, i) => [String(i), v])), broken: 'params as an object, the spec says by position' }),
    ];
  }
  const obj = (input ?? {}) as Obj;
  const fixed = (schema['x-fixed'] as string[] | undefined) ?? [];
  const required = ((schema.required as string[] | undefined) ?? []).filter((r) => r in obj && !fixed.includes(r));
  const names = Object.keys((schema.properties as Obj | undefined) ?? {}).filter((n) => !fixed.includes(n));
  return [
    ...(required.length
      ? [
          (pick: number): BrokenRequest => {
            const r = required[pick % required.length]!;
            const { [r]: _gone, ...rest } = obj;
            return { input: rest, broken: `required "${r}" removed` };
          },
        ]
      : []),
    ...(names.length
      ? [
          (pick: number, wrong: unknown): BrokenRequest => {
            const n = names[pick % names.length]!;
            return { input: { ...obj, [n]: wrong }, broken: `"${n}" = ${JSON.stringify(wrong)}` };
          },
        ]
      : []),
    ...(extraAllowed ? [] : [(): BrokenRequest => ({ input: { ...obj, unexpected_field: 1 }, broken: 'unexpected_field added' })]),
  ];
}

/** How a REST GET input travels: every value as text (what the gateway validates), path and query alike. */
export const asText = (input: unknown): unknown =>
  input && typeof input === 'object' && !Array.isArray(input)
    ? Object.fromEntries(Object.entries(input as Obj).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]))
    : input;

/**
 * Property-based requests for one operation, drawn from the spec's request schema with fast-check (so a failure
 * shrinks to a minimal request). Valid requests pass the operation's generated validator both as the client takes
 * them and as they travel; invalid ones are valid ones with one thing broken (a required field removed, a value of
 * the wrong type or out of range, an unexpected field, params in the wrong structure) that the validator refuses.
 */
export function requestArbitraries(doc: SpecDoc, s: AnySurface, operation: string, seed: number): OperationRequests | NotGenerated {
  const schema = inputSchema(doc, s, operation);
  if ('skip' in schema) return schema as NotGenerated;
  const rest = s.kind === 'rest' ? s.operations[operation] : undefined;
  const validator = rest ? rest.validators.input : s.kind === 'rpc' ? s.methods[operation]?.validators.params : undefined;
  const text = !!rest && !rest.meta.body;
  const check = (v: unknown) => !validator || validator(structuredClone(v));
  const accepts = (input: unknown) => check(input) && (!text || check(asText(input)));
  const raw = schema.type === 'array' ? positional(doc, schema) : arbitraryOf(doc, schema);
  const probe = fc.sample(raw, { numRuns: PROBE, seed });
  if (!probe.some(accepts)) return { skip: `no valid request could be drawn from its schema in ${PROBE} tries` };
  const valid = raw.filter(accepts);
  const extraAllowed = schema.type === 'array' || schema.additionalProperties !== false;
  const breakOne = fc.tuple(valid, fc.nat(), fc.nat(), fc.constantFrom(...WRONG)).map(([input, which, pick, wrong]) => {
    const all = mutations(input, schema, extraAllowed);
    // Nothing to break: the unchanged request, which the filter below drops.
    return all.length ? all[which % all.length]!(pick, wrong) : { input, broken: 'nothing' };
  });
  const refused = (b: BrokenRequest) => !check(text ? asText(b.input) : b.input);
  const invalid = fc.sample(breakOne, { numRuns: PROBE, seed }).some(refused) ? breakOne.filter(refused) : undefined;
  return { valid, ...(invalid ? { invalid } : {}), accepts };
}
