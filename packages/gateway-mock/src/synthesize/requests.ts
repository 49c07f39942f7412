import type { AnySurface, SpecDoc } from '@gw/contract';
import type { Rng } from './prng.js';
import { flatten, resolveRef } from '@gw/contract';
import { sample } from './sample.js';

type Obj = Record<string, unknown>;

/** A REST request drawn from an operation's parameter and body schemas. */
export interface RestRequestDraw {
  pathParams: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

const ATTEMPTS = 40;

/** Query and path values travel as text; arrays and objects are not drawn for them (the specs use scalars). */
const asText = (v: unknown) => (typeof v === 'string' ? v : JSON.stringify(v));

/**
 * A valid request for a REST operation: parameters drawn from their schemas (required always, optional at random),
 * accepted by the generated input validator. Undefined when no draw passes (the caller reports it).
 */
export function drawRestRequest(doc: SpecDoc, s: AnySurface, operation: string, rng: Rng): RestRequestDraw | undefined {
  if (s.kind !== 'rest') return undefined;
  const entry = s.operations[operation];
  let spec: Obj | undefined;
  for (const item of Object.values((doc.paths ?? {}) as Record<string, Obj>))
    for (const op of Object.values(item) as Obj[]) if (op && typeof op === 'object' && op.operationId === operation) spec = op;
  if (!entry || !spec) return undefined;
  const params = ((spec.parameters ?? []) as Obj[]).map((p) => (typeof p.$ref === 'string' ? resolveRef(doc, p.$ref) : p));
  const bodySpec = spec.requestBody
    ? typeof (spec.requestBody as Obj).$ref === 'string'
      ? resolveRef(doc, (spec.requestBody as Obj).$ref as string)
      : (spec.requestBody as Obj)
    : undefined;
  const bodySchema = ((bodySpec?.content as Record<string, Obj> | undefined)?.['application/json'] as Obj | undefined)?.schema;
  for (let k = 0; k < ATTEMPTS; k++) {
    const draw: RestRequestDraw = { pathParams: {}, query: {} };
    for (const p of params) {
      if (p.in !== 'path' && p.in !== 'query') continue;
      if (p.in === 'query' && !p.required && !rng.chance(0.5)) continue;
      const v = sample(doc, (p.schema ?? { type: 'string' }) as Obj, rng);
      (p.in === 'path' ? draw.pathParams : draw.query)[p.name as string] = asText(v);
    }
    if (bodySchema) draw.body = sample(doc, bodySchema as Obj, rng);
    const input = entry.meta.body ? (draw.body ?? {}) : { ...draw.pathParams, ...draw.query };
    if (!entry.validators.input || entry.validators.input(structuredClone(input))) return draw;
  }
  return undefined;
}

/** Valid `params` for a JSON-RPC method (an object or an array by its structure), accepted by the generated validator. */
export function drawRpcParams(doc: SpecDoc, s: AnySurface, method: string, rng: Rng): { params: unknown } | undefined {
  if (s.kind !== 'rpc') return undefined;
  const entry = s.methods[method];
  const spec = ((doc.methods ?? []) as Obj[]).find((m) => m.name === method);
  if (!entry || !spec) return undefined;
  const list = ((spec.params ?? []) as Obj[]).map((p) => (typeof p.$ref === 'string' ? resolveRef(doc, p.$ref) : p));
  for (let k = 0; k < ATTEMPTS; k++) {
    let params: unknown;
    if (entry.meta.paramStructure === 'by-name') {
      const o: Obj = {};
      for (const p of list) if (p.required || rng.chance(0.5)) o[p.name as string] = sample(doc, flatten(doc, (p.schema ?? {}) as Obj), rng);
      params = o;
    } else {
      const a: unknown[] = [];
      for (const p of list) {
        if (!p.required && !rng.chance(0.5)) break;
        a.push(sample(doc, flatten(doc, (p.schema ?? {}) as Obj), rng));
      }
      params = a;
    }
    if (!entry.validators.params || entry.validators.params(structuredClone(params))) return { params };
  }
  return undefined;
}
