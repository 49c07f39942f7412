import type { SpecFile } from './load.js';
import { camel, driftImport, HEADER, ident, LAZY_LOAD, ptr, q, surfaceLiteral, withDrift } from './emit.js';
import { type CallTypes, pagedMethodEntries, pagedMethodSignatures, type PagingPlan, pagingMeta, readPaging } from './paging.js';
import { at, deref } from './refs.js';
import type { ValidatorPlan } from './validators.js';

type Obj = Record<string, unknown>;

export interface RpcMethodPlan {
  name: string;
  paramStructure: 'by-name' | 'by-position';
  paramsOptional: boolean;
  networks: string[] | null;
  /** `x-gw-observed-alias`: the spelling real clients were observed sending (e.g. `essentials.get_holders`). */
  observedAlias: string | null;
  summary: string;
  paramsValidator: string;
  resultValidator: string | null;
  /** Synthetic schema names for typing. */
  paramsType: string;
  resultType: string | null;
  /** `x-gw-paging`: how the method pages, if it does. */
  paging: PagingPlan | null;
}

const ref = (docId: string, pointer: string) => ({ $ref: `${docId}${pointer}` });

/**
 * Plans validators and types per method. `params` is validated exactly as sent: an object with the
 * declared properties (by-name) or an array with the declared positions (by-position). Unless the spec
 * says the params are not shown (`x-gw-open-params`), unknown names and extra positions are refused.
 */
export function planOpenRpc(_spec: SpecFile, doc: Obj, docId: string) {
  const methods: RpcMethodPlan[] = [];
  const validators: ValidatorPlan[] = [];
  const typeSchemas: Record<string, unknown> = {};
  // Types take copies of the schemas: their own refs only point into components.schemas.
  const local = (pointer: string) => structuredClone(at(doc, pointer)) as Obj;
  (doc.methods as unknown[]).forEach((raw, i) => {
    const { node: m } = deref(doc, raw, ptr('methods', i));
    const name = String(m.name);
    const structure = m.paramStructure as 'by-name' | 'by-position';
    const open = m['x-gw-open-params'] === true;
    const params = ((m.params ?? []) as unknown[]).map((p, j) => {
      const { node, pointer } = deref(doc, p, ptr('methods', i, 'params', j));
      return { name: String(node.name), required: node.required === true, pointer: `${pointer}/schema` };
    });
    const fields = Object.fromEntries(params.map((p) => [p.name, deref(doc, at(doc, p.pointer), p.pointer).node]));
    let schema: Obj;
    let typeSchema: Obj;
    if (structure === 'by-name') {
      const build = (mk: (p: string) => Obj): Obj => ({
        type: 'object',
        properties: Object.fromEntries(params.map((p) => [p.name, mk(p.pointer)])),
        required: params.filter((p) => p.required).map((p) => p.name),
        ...(open ? {} : { additionalProperties: false }),
      });
      schema = build((p) => ref(docId, p));
      typeSchema = build(local);
    } else {
      const minItems = params.reduce((n, p, j) => (p.required ? j + 1 : n), 0);
      const build = (mk: (p: string) => Obj): Obj => ({
        type: 'array',
        ...(params.length ? { prefixItems: params.map((p) => mk(p.pointer)) } : {}),
        minItems,
        ...(open ? {} : { maxItems: params.length }),
      });
      schema = build((p) => ref(docId, p));
      // Optional trailing params: one tuple type per accepted length (`[call] | [call, block]`), as a tuple type
      // cannot say "at least minItems" by itself.
      typeSchema =
        open || minItems === params.length
          ? build(local)
          : {
              oneOf: Array.from({ length: params.length - minItems + 1 }, (_, k) => minItems + k).map((n) =>
                n === 0 ? { const: [] } : { type: 'array', prefixItems: params.slice(0, n).map((p) => local(p.pointer)), minItems: n, maxItems: n },
              ),
            };
    }
    const paramsValidator = ident('params', name);
    validators.push({ name: paramsValidator, schema });
    const paramsType = `${name}.params`;
    typeSchemas[paramsType] = typeSchema;
    let resultValidator: string | null = null;
    let resultType: string | null = null;
    if (m.result) {
      const { node: r, pointer } = deref(doc, m.result, ptr('methods', i, 'result'));
      if (r.schema !== undefined) {
        resultValidator = ident('result', name);
        validators.push({ name: resultValidator, schema: ref(docId, `${pointer}/schema`) });
        resultType = `${name}.result`;
        typeSchemas[resultType] = local(`${pointer}/schema`);
      }
    }
    methods.push({
      name,
      paramStructure: structure,
      paramsOptional: params.every((p) => !p.required),
      networks: (m['x-gw-networks'] as string[]) ?? null,
      observedAlias: typeof (m['x-gw-observed-alias'] as Obj | undefined)?.name === 'string' ? String((m['x-gw-observed-alias'] as Obj).name) : null,
      summary: String(m.summary ?? m.description ?? '')
        .split('\n')[0]!
        .trim(),
      paramsValidator,
      resultValidator,
      paramsType,
      resultType,
      paging: readPaging(_spec, name, m, fields),
    });
  });
  return { methods, validators, typeSchemas };
}

/** The synthetic document for openapi-typescript: the spec's components plus one schema per params/result. */
export function rpcTypesDoc(doc: Obj, typeSchemas: Record<string, unknown>): Obj {
  const components = (doc.components ?? {}) as Obj;
  return {
    openapi: '3.1.0',
    info: { title: 'types', version: '0' },
    paths: {},
    components: { schemas: { ...((components.schemas ?? {}) as Obj), ...typeSchemas } },
  };
}

/** Module file name (without extension) of a method's own validators: `validators/<file>.js`. */
export const methodFile = (name: string) => camel(name);

/**
 * `meta.ts`: the surface and each method's metadata, one export per method (a bundler keeps only those used).
 * `drift(method)` names the register entries (exports of `drift.ts`) that apply to a method.
 */
export function rpcMetaModule(spec: SpecFile, methods: RpcMethodPlan[], drift: (method: string) => string[] = () => []): string {
  const lines = [
    HEADER(spec.file),
    `import type { ${methods.some((m) => m.paging) ? 'Paging, ' : ''}RpcMethod, SurfaceMeta } from '@gw/runtime';`,
    ...driftImport(
      methods.map((m) => m.name),
      drift,
    ),
    '',
    surfaceLiteral(spec),
    '',
    'export type MethodMeta = RpcMethod & { networks: readonly string[] | null };',
  ];
  for (const m of methods) {
    const meta = {
      name: m.name,
      paramStructure: m.paramStructure,
      paramsOptional: m.paramsOptional,
      ...(m.observedAlias ? { observedAlias: m.observedAlias } : {}),
      networks: m.networks,
    };
    lines.push('', `/** \`${m.name}\` */`, `export const ${camel(m.name)}: MethodMeta = ${withDrift(JSON.stringify(meta), drift(m.name))};`);
  }
  lines.push(...pagingMeta(methods));
  return `${lines.join('\n')}\n`;
}

/** Export names in a method's own validator module (the surface-wide plan names, without the method). */
export const rpcLocalNames = (m: RpcMethodPlan): Array<[plan: string, local: string]> => [
  [m.paramsValidator, 'params'],
  ...(m.resultValidator ? [[m.resultValidator, 'result'] as [string, string]] : []),
];

const rpcValidators = (m: RpcMethodPlan, V: string) => `{ params: ${V}.params${m.resultValidator ? `, result: ${V}.result` : ''} }`;

/** `methods.ts`: the table of every method, each loading its validators on first use (for the local gateway and the suite: `@gw/<package>/methods`). */
export function methodsModule(spec: SpecFile, methods: RpcMethodPlan[]): string {
  const lines = [
    HEADER(spec.file),
    "import { createRequire } from 'node:module';",
    "import type { RpcValidators } from '@gw/runtime';",
    "import * as M from './meta.js';",
    '',
    ...LAZY_LOAD,
  ];
  for (const m of methods) {
    const f = methodFile(m.name);
    lines.push(
      `const V_${f} = lazy((): RpcValidators => {`,
      `  const V = load('./validators/${f}.js') as typeof import('./validators/${f}.js');`,
      `  return ${rpcValidators(m, 'V')};`,
      '});',
    );
  }
  lines.push(
    '',
    'export interface MethodEntry {\n  meta: M.MethodMeta;\n  validators: RpcValidators;\n  /** Method name on the generated client (and name of the standalone function). */\n  client: string;\n}\n',
    'export const methods = {',
  );
  for (const m of methods) {
    lines.push(`  ${q(m.name)}: {`, `    meta: M.${camel(m.name)},`);
    lines.push(`    get validators() {\n      return V_${methodFile(m.name)}();\n    },`, `    client: ${q(camel(m.name))},`, '  },');
  }
  lines.push('} satisfies Record<string, MethodEntry>;', '', 'export type MethodName = keyof typeof methods;');
  return `${lines.join('\n')}\n`;
}

/** How the JSON-RPC client spells a call's types (for the paged twins). */
export const rpcCallTypes = (methods: RpcMethodPlan[]): CallTypes => {
  const byName = new Map(methods.map((m) => [m.name, m]));
  return {
    input: (name) => `Params<${q(name)}>`,
    output: (name) => `Result<${q(name)}>`,
    options: 'RpcCallOptions',
    inputOptional: (name) => byName.get(name)!.paramsOptional,
    typeImports: ['Params', 'Result'],
  };
};

const rpcDoc = (m: RpcMethodPlan) => `/** \`${m.name}\` (${m.paramStructure})${m.summary ? `. ${m.summary.replace(/\*\//g, '*\\/')}` : ''} */`;

/**
 * `load-validators.ts`: each method's validators, loaded on first use (`import()` through `loadValidators`, which
 * refuses a module without them; kept for the next uses), and `validatorsOf(method)` for batches. Not exported by the
 * package: the calls and the client use it.
 */
export function rpcLoadersModule(spec: SpecFile, methods: RpcMethodPlan[]): string {
  const lines = [
    HEADER(spec.file),
    "import { loadValidators, type RpcValidators } from '@gw/runtime';",
    "import * as M from './meta.js';",
    '',
    "/** Each method's validator module, kept after its first use (a repeated `import()` is not free). */",
    'const loaded: {',
    ...methods.map((m) => `  ${q(methodFile(m.name))}?: typeof import('./validators/${methodFile(m.name)}.js');`),
    '} = {};',
  ];
  for (const m of methods) {
    const f = methodFile(m.name);
    const names = ['params', ...(m.resultValidator ? ['result'] : [])];
    lines.push(
      '',
      `/** \`${m.name}\` */`,
      `export async function ${loaderOf(m)}(): Promise<RpcValidators> {`,
      `  const V = (loaded[${q(f)}] ??= await loadValidators(M.surface, M.${camel(m.name)}, () => import('./validators/${f}.js'), [${names.map(q).join(', ')}]));`,
      `  return ${rpcValidators(m, 'V')};`,
      '}',
    );
  }
  lines.push(
    '',
    '/** The validators of one method by its wire name (a prepared batch call takes them here). */',
    'export function validatorsOf(method: string): Promise<RpcValidators> {',
    '  switch (method) {',
    ...methods.map((m) => `    case ${q(m.name)}:\n      return ${loaderOf(m)}();`),
    '    default:',
    '      return Promise.reject(new Error(`no method ${method}`));',
    '  }',
    '}',
  );
  return `${lines.join('\n')}\n`;
}

const loaderOf = (m: RpcMethodPlan) => `${methodFile(m.name)}Validators`;

/**
 * `calls.ts`: each method as a standalone function (`forexRates(gw, params, opts)`), the same call as the client
 * method. Its validators load on first use (load-validators.ts), so importing the package loads none and a bundler
 * keeps only those of the functions used.
 */
export function rpcCallsModule(spec: SpecFile, methods: RpcMethodPlan[], fn: (name: string) => string = camel): string {
  const lines = [
    HEADER(spec.file),
    "import { type Gateway, type Reply, rpcCall, type RpcCallOptions } from '@gw/runtime';",
    "import type { Params, Result } from './client.js';",
    "import * as L from './load-validators.js';",
    "import * as M from './meta.js';",
  ];
  for (const m of methods) {
    const opt = m.paramsOptional ? '?' : '';
    lines.push(
      '',
      rpcDoc(m),
      `export async function ${fn(m.name)}(gw: Gateway, params${opt}: Params<${q(m.name)}>, opts?: RpcCallOptions): Promise<Reply<Result<${q(m.name)}>>> {`,
      // `return await`: the caller resumes one microtask after the call settles, not three (a returned promise is adopted).
      `  return await rpcCall(gw, M.surface, { method: M.${camel(m.name)}, validators: await L.${loaderOf(m)}(), params }, opts);`,
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

export function rpcClientModule(spec: SpecFile, methods: RpcMethodPlan[], clientName: string, fn: (name: string) => string = camel): string {
  const paged = methods.some((m) => m.paging);
  const lines = [
    HEADER(spec.file),
    `import { type BatchItem, type Gateway, ${paged ? 'type PageItem, ' : ''}type Reply, rpcBatch, type RpcCallOptions } from '@gw/runtime';`,
    "import * as calls from './calls.js';",
    "import { validatorsOf } from './load-validators.js';",
    ...(paged ? ["import * as pages from './pages.js';"] : []),
    "import * as M from './meta.js';",
    "import type { components } from './types.js';",
    '',
    "type S = components['schemas'];",
    '',
    '/** Params and result types of every method, exactly as the spec declares them. */',
    'export interface Methods {',
  ];
  for (const m of methods) {
    lines.push(`  ${q(m.name)}: { params: S[${q(m.paramsType)}]; result: ${m.resultType ? `S[${q(m.resultType)}]` : 'unknown'} };`);
  }
  lines.push(
    '}',
    '',
    "export type Params<M extends keyof Methods> = Methods[M]['params'];",
    "export type Result<M extends keyof Methods> = Methods[M]['result'];",
    '',
  );
  lines.push(
    '/** A call prepared for a batch (its validators load when the batch is sent); `T` is its result type. */',
    'export interface Prepared<T> {\n  readonly method: M.MethodMeta;\n  readonly params: unknown;\n  readonly __result?: T;\n}',
    '',
    'const metaOf: Record<keyof Methods, M.MethodMeta> = {',
    ...methods.map((m) => `  ${q(m.name)}: M.${camel(m.name)},`),
    '};',
    '',
  );
  lines.push(
    '/** Builds a call for `batch` without sending it. */',
    `export function prepare<M extends keyof Methods>(method: M, ...params: undefined extends Params<M> ? [Params<M>?] : [Params<M>]): Prepared<Result<M>> {`,
  );
  lines.push('  return { method: metaOf[method], params: params[0] };', '}', '');
  lines.push(`export interface ${clientName} {`);
  for (const m of methods) {
    const opt = m.paramsOptional ? '?' : '';
    lines.push(`  ${rpcDoc(m)}`);
    lines.push(`  ${camel(m.name)}(params${opt}: Params<${q(m.name)}>, opts?: RpcCallOptions): Promise<Reply<Result<${q(m.name)}>>>;`);
  }
  lines.push(...pagedMethodSignatures(methods, rpcCallTypes(methods)));
  lines.push('  /** Sends several prepared calls as one JSON-RPC batch; answers come back in call order. */');
  lines.push(
    '  batch<T extends readonly Prepared<unknown>[]>(calls: T, opts?: RpcCallOptions): Promise<Reply<{ [K in keyof T]: BatchItem<T[K] extends Prepared<infer R> ? R : never> }>>;',
  );
  lines.push('}', '', '/** Every method as a method bound to `gw`; each loads its validators on its first call. */');
  lines.push(`export function create${clientName}(gw: Gateway): ${clientName} {`, '  return {');
  for (const m of methods) lines.push(`    ${camel(m.name)}: (params, opts) => calls.${fn(m.name)}(gw, params, opts),`);
  lines.push(...pagedMethodEntries(methods, fn));
  lines.push(
    '    batch: async (prepared, opts) =>',
    '      rpcBatch(gw, M.surface, await Promise.all(prepared.map(async (p) => ({ ...p, validators: await validatorsOf(p.method.name) }))), opts) as never,',
    '  };',
    '}',
  );
  return `${lines.join('\n')}\n`;
}
