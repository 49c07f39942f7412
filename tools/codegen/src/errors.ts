import { HEADER } from './emit.js';
import type { SpecFile } from './load.js';

type Obj = Record<string, unknown>;

/** One documented error: REST a non-2xx response key (`401`, `default`), JSON-RPC an error code, HTTP-level a status. */
export interface DocumentedError {
  kind: 'status' | 'rpc';
  /** The response key (`401`, `404`, `default`) or the JSON-RPC code as text (`-32602`). */
  key: string;
  /** The spec's name for it: the `$ref`'s last segment, else the status. */
  name: string;
}

const refName = (v: unknown, fallback: string) => {
  const ref = (v as Obj | undefined)?.$ref;
  return typeof ref === 'string' ? ref.split('/').pop()! : fallback;
};

/** Documented errors by operation of one spec (AsyncAPI documents none). */
export function documentedErrors(spec: SpecFile): Record<string, DocumentedError[]> {
  const doc = spec.doc;
  const out: Record<string, DocumentedError[]> = {};
  if (spec.kind === 'openapi') {
    for (const item of Object.values((doc.paths ?? {}) as Record<string, Obj>)) {
      for (const op of Object.values(item) as Obj[]) {
        if (typeof op?.operationId !== 'string') continue;
        const responses = (op.responses ?? {}) as Obj;
        out[op.operationId] = Object.keys(responses)
          .filter((k) => !k.startsWith('2'))
          .map((k) => ({ kind: 'status', key: k, name: refName(responses[k], k) }));
      }
    }
  } else if (spec.kind === 'openrpc') {
    const components = ((doc.components as Obj | undefined)?.errors ?? {}) as Record<string, { code: number }>;
    // HTTP-level refusals are documented once for the endpoint (`x-gw-http-errors`): they apply to every method.
    const http = ((doc['x-gw-http-errors'] ?? []) as Array<{ status: number; body?: unknown }>).map(
      (e): DocumentedError => ({ kind: 'status', key: String(e.status), name: refName(e.body, String(e.status)) }),
    );
    for (const m of (doc.methods ?? []) as Array<{ name: string; errors?: Array<Obj> }>) {
      const rpc = (m.errors ?? []).map((e): DocumentedError => {
        const name = refName(e, String(e.message ?? e.code));
        const code = typeof e.$ref === 'string' ? components[name]?.code : (e.code as number);
        return { kind: 'rpc', key: String(code), name };
      });
      out[m.name] = [...rpc, ...http];
    }
  }
  return out;
}

/** `documentedErrors` of every spec, by surface, as a module of @gw/contract. */
export function errorsModule(specs: SpecFile[]): string {
  const bySurface = Object.fromEntries(specs.filter((s) => s.kind !== 'asyncapi').map((s) => [s.surface.name, documentedErrors(s)]));
  return [
    HEADER('specs/'),
    "import type { DocumentedError } from '../documented-error.js';",
    '',
    '/** Documented error responses by surface and operation: OpenAPI non-2xx responses, OpenRPC `errors` and `x-gw-http-errors`. */',
    'export const documentedErrors: Record<string, Record<string, DocumentedError[]>> = {',
    ...Object.entries(bySurface).flatMap(([surface, ops]) => [
      `  ${JSON.stringify(surface)}: {`,
      ...Object.entries(ops).map(([op, errors]) => `    ${JSON.stringify(op)}: ${JSON.stringify(errors)},`),
      '  },',
    ]),
    '};',
    '',
  ].join('\n');
}
