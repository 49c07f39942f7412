import { type AnySurface, canonical, type SpecDoc } from '@gw/contract';
import type { Validator } from '@gw/runtime';
import { type Rng, rngFrom } from './prng.js';
import { follow, REDRAW } from './follow.js';
import { flatten, resolveRef } from '@gw/contract';
import { sample } from './sample.js';

type Obj = Record<string, unknown>;

/** Attempts at drawing a schema-valid value before giving up (each draw continues the same seeded sequence). */
const ATTEMPTS = 25;

/**
 * Results fixed by a seed rule rather than drawn: `metashrew_view` answers protobuf bytes, and the empty message
 * `0x` is the default-valued view response (`found` false) per seed 001 rule 5, always decodable.
 */
const FIXED_RESULTS: Record<string, unknown> = { metashrew_view: '0x' };

export interface Synthesizer {
  /**
   * A `200` body for a REST operation (a string is sent as text/plain), or undefined when the spec gives no success
   * schema. `input`: the request's JSON body, or its path and query parameters.
   */
  rest(surface: string, operation: string, input: unknown): unknown;
  /** A `result` for a JSON-RPC method called with `params`, or undefined when the spec does not describe the method. */
  rpc(surface: string, method: string, params: unknown): { result: unknown } | undefined;
}

/** Examples that pass the validator first (picked by the seeded source), else schema draws until one passes. */
function draw(root: Obj, schema: unknown, examples: unknown[], validate: Validator | undefined, rng: Rng, fix: (v: unknown) => unknown): unknown {
  const ok = (v: unknown) => v !== REDRAW && (!validate || validate(structuredClone(v)));
  const valid = examples.map(fix).filter(ok);
  if (valid.length) return structuredClone(rng.pick(valid));
  if (schema === undefined) return undefined;
  for (let k = 0; k < ATTEMPTS; k++) {
    const v = fix(sample(root, schema as Obj, rng));
    if (ok(v)) return v;
  }
  return undefined;
}

/** The request's members with the defaults its schema gives for the ones left out (top level). */
function withDefaults(root: Obj, schema: unknown, input: unknown): Obj {
  const given = input && typeof input === 'object' && !Array.isArray(input) ? (input as Obj) : {};
  const props = (schema ? (flatten(root, schema as Obj).properties as Obj | undefined) : undefined) ?? {};
  const out: Obj = {};
  for (const [k, p] of Object.entries(props)) {
    const d = flatten(root, p as Obj).default;
    if (d !== undefined) out[k] = d;
  }
  return { ...out, ...given };
}

/** The OpenAPI operation object of `operation`. */
function restOperation(doc: SpecDoc, operation: string): Obj | undefined {
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Obj>))
    for (const op of Object.values(item) as Obj[]) if (op && typeof op === 'object' && op.operationId === operation) return op;
  return undefined;
}

/** The request schema of a REST operation as one object schema: its JSON body, else its path and query parameters. */
function restRequestSchema(doc: SpecDoc, operation: string): Obj | undefined {
  const op = restOperation(doc, operation);
  if (!op) return undefined;
  const ref = (op.requestBody as Obj | undefined)?.$ref;
  const body = (typeof ref === 'string' ? resolveRef(doc, ref) : op.requestBody) as { content?: Record<string, { schema?: Obj }> } | undefined;
  const json = body?.content?.['application/json']?.schema;
  if (json) return json;
  const params = ((op.parameters ?? []) as Obj[]).map((p) => (typeof p.$ref === 'string' ? resolveRef(doc, p.$ref) : p));
  return { type: 'object', properties: Object.fromEntries(params.map((p) => [p.name, p.schema ?? {}])) };
}

/** The member names an object schema declares (following `$ref`, `allOf` and the branches of `oneOf`/`anyOf`). */
function membersOf(doc: SpecDoc, schema: unknown): Set<string> {
  if (!schema || typeof schema !== 'object') return new Set();
  const f = flatten(doc, schema as Obj);
  const names = new Set(Object.keys((f.properties as Obj | undefined) ?? {}));
  for (const b of (f.oneOf ?? f.anyOf ?? []) as Obj[]) for (const n of membersOf(doc, b)) names.add(n);
  return names;
}

/** Where a REST envelope keeps its data. */
const payloadKey = (envelope: string) => (envelope === 'rest' ? 'data' : envelope === 'opi' ? 'result' : undefined);

/** The success response of an OpenAPI operation (JSON, else plain text): its schema and its examples. */
function restSuccess(doc: SpecDoc, operation: string): { schema?: unknown; examples: unknown[] } | undefined {
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Obj>)) {
    for (const op of Object.values(item) as Obj[]) {
      if (!op || typeof op !== 'object' || op.operationId !== operation) continue;
      const responses = (op.responses ?? {}) as Record<string, Obj>;
      let ok = responses['200'];
      if (!ok) return undefined;
      if (typeof ok.$ref === 'string') ok = resolveRef(doc, ok.$ref);
      const content = ok.content as Record<string, Obj> | undefined;
      const json = content?.['application/json'] ?? content?.['text/plain'];
      if (!json) return undefined;
      const examples: unknown[] = 'example' in json ? [json.example] : [];
      for (const e of Object.values((json.examples ?? {}) as Record<string, Obj>)) {
        const ex = typeof e.$ref === 'string' ? resolveRef(doc, e.$ref) : e;
        if ('value' in ex) examples.push(ex.value);
      }
      return { schema: json.schema, examples };
    }
  }
  return undefined;
}

/** The success envelope the surface's seed states, whatever the draw put there. */
function envelopeFix(envelope: string): (v: unknown) => unknown {
  return (v) => {
    if (!v || typeof v !== 'object' || Array.isArray(v)) return v;
    if (envelope === 'rest') return { ...(v as Obj), statusCode: 200 };
    if (envelope === 'opi') return { ...(v as Obj), error: null };
    return v;
  };
}

/**
 * Answers from the spec for requests no fixture records and no behaviour computes. The same seed (the canonical
 * request) always draws the same answer; every answer is checked with the generated response validator.
 */
export function createSynthesizer(docs: Map<string, SpecDoc>, surfaces: AnySurface[]): Synthesizer {
  const byName = new Map(surfaces.map((s) => [s.surface.name, s]));
  return {
    rest(surface, operation, input) {
      const s = byName.get(surface);
      const doc = docs.get(surface);
      if (s?.kind !== 'rest' || !doc) return undefined;
      const op = s.operations[operation];
      const success = restSuccess(doc, operation);
      if (!op || !success) return undefined;
      const validate = op.validators.responses['200'];
      // Seeded by the request with its defaults, so `{}` and the defaults spelled out get the same answer.
      const req = withDefaults(doc, restRequestSchema(doc, operation), input);
      const seed = `${surface}|${operation}|${canonical(req)}`;
      const envelope = envelopeFix(op.meta.envelope);
      const key = payloadKey(op.meta.envelope);
      const rng = rngFrom(`${seed}|follow`);
      const flat = success.schema ? flatten(doc, success.schema as Obj) : {};
      const members = membersOf(doc, key ? (flat.properties as Obj | undefined)?.[key] : flat);
      const fix = (v: unknown) => {
        const body = envelope(v);
        if (!key) return follow(surface, operation, body, req, rng, members);
        if (!body || typeof body !== 'object' || !(key in (body as Obj))) return body;
        return { ...(body as Obj), [key]: follow(surface, operation, (body as Obj)[key], req, rng, members) };
      };
      return draw(doc, success.schema, success.examples, validate, rngFrom(seed), fix);
    },
    rpc(surface, method, params) {
      const s = byName.get(surface);
      const doc = docs.get(surface);
      if (s?.kind !== 'rpc' || !doc) return undefined;
      const entry = s.methods[method];
      const spec = ((doc.methods ?? []) as Obj[]).find((m) => m.name === method);
      if (!entry || !spec) return undefined;
      if (method in FIXED_RESULTS) return { result: FIXED_RESULTS[method] };
      const specParams = ((spec.params ?? []) as Obj[]).map((p) => (typeof p.$ref === 'string' ? resolveRef(doc, p.$ref) : p));
      const req =
        entry.meta.paramStructure === 'by-position' || Array.isArray(params)
          ? { params: Array.isArray(params) ? params : [] }
          : withDefaults(doc, { type: 'object', properties: Object.fromEntries(specParams.map((p) => [p.name, p.schema ?? {}])) }, params);
      const seed = `${surface}|${method}|${canonical(req)}`;
      const rng = rngFrom(`${seed}|follow`);
      const result = flatten(doc, (spec.result ?? {}) as Obj);
      const examples = ((spec.examples ?? []) as Obj[])
        .map((e) => (typeof e.$ref === 'string' ? resolveRef(doc, e.$ref) : e).result as Obj | undefined)
        .filter((r) => r && 'value' in r)
        .map((r) => r!.value);
      const members = membersOf(doc, result.schema);
      const value = draw(doc, result.schema, examples, entry.validators.result, rngFrom(seed), (v) => follow(surface, method, v, req, rng, members));
      return value === undefined && result.schema !== undefined ? undefined : { result: value ?? null };
    },
  };
}
