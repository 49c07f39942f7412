import type { SpecFile } from './load.js';
import { camel, driftImport, HEADER, ident, LAZY_LOAD, ptr, q, surfaceLiteral, withDrift } from './emit.js';
import { encodeToken } from './pointer.js';
import { type CallTypes, pagedMethodEntries, pagedMethodSignatures, type PagingPlan, pagingMeta, readPaging } from './paging.js';
import { at, deref, hasRequired } from './refs.js';
import type { ValidatorPlan } from './validators.js';

type Obj = Record<string, unknown>;
const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;

export interface RestOpPlan {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  envelope: 'rest' | 'opi' | 'none';
  pathParams: string[];
  queryParams: string[];
  body: 'json' | 'json-or-binary' | null;
  admin: boolean;
  /** `security: []`: the open mount answers without credentials (e.g. health). */
  keyless: boolean;
  networks: string[] | null;
  summary: string;
  inputOptional: boolean;
  inputValidator: string | null;
  responses: Record<string, string>;
  /** Response content types of the 200 answer. */
  okContent: string[];
  /** `x-gw-paging`: how the operation pages, if it does. */
  paging: PagingPlan | null;
}

const ref = (docId: string, pointer: string) => ({ $ref: `${docId}${pointer}` });

/** Reads every operation of a bundled OpenAPI document and plans its metadata and validators. */
export function planOpenApi(spec: SpecFile, doc: Obj, docId: string): { ops: RestOpPlan[]; validators: ValidatorPlan[] } {
  const ops: RestOpPlan[] = [];
  const validators: ValidatorPlan[] = [];
  const paths = (doc.paths ?? {}) as Record<string, Obj>;
  for (const [path, item] of Object.entries(paths)) {
    for (const m of METHODS) {
      const op = item[m] as Obj | undefined;
      if (!op) continue;
      const name = op.operationId as string;
      if (!name) throw new Error(`${spec.file}: ${m.toUpperCase()} ${path} has no operationId`);
      if (m !== 'get' && m !== 'post') throw new Error(`${spec.file}: ${name}: only GET and POST are supported`);
      const opPtr = ['paths', path, m] as const;

      // Parameters: path-item level first, then the operation's own.
      const params: Array<{ name: string; in: string; required: boolean; pointer: string }> = [];
      const collect = (list: unknown, base: Array<string | number>) => {
        (Array.isArray(list) ? list : []).forEach((p, i) => {
          const { node, pointer } = deref(doc, p, ptr(...base, i));
          params.push({ name: String(node.name), in: String(node.in), required: node.required === true, pointer: `${pointer}/schema` });
        });
      };
      collect(item.parameters, ['paths', path, 'parameters']);
      collect(op.parameters, [...opPtr, 'parameters']);
      const inputs = params.filter((p) => p.in === 'query' || p.in === 'path');

      let body: RestOpPlan['body'] = null;
      let inputValidator: string | null = null;
      let inputOptional = true;
      /** The request's fields by name (body properties, or query and path parameters), for the paging declaration. */
      let fields: Record<string, Obj | undefined> = {};
      if (op.requestBody) {
        const { node: rb, pointer: rbPtr } = deref(doc, op.requestBody, ptr(...opPtr, 'requestBody'));
        const content = (rb.content ?? {}) as Obj;
        if (!content['application/json']) throw new Error(`${spec.file}: ${name}: request body needs application/json`);
        body = content['application/octet-stream'] ? 'json-or-binary' : 'json';
        const schemaPtr = `${rbPtr}/content/application~1json/schema`;
        const props = (deref(doc, (content['application/json'] as Obj).schema, schemaPtr).node.properties ?? {}) as Record<string, Obj>;
        fields = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, { ...deref(doc, v, schemaPtr).node, ...v }]));
        inputValidator = ident('input', name);
        validators.push({ name: inputValidator, schema: ref(docId, schemaPtr) });
        inputOptional = rb.required !== true && !hasRequired(doc, (content['application/json'] as Obj).schema, schemaPtr);
        if (inputs.length) throw new Error(`${spec.file}: ${name}: a body together with query/path parameters is not supported`);
      } else if (inputs.length) {
        inputValidator = ident('input', name);
        validators.push({
          name: inputValidator,
          schema: {
            type: 'object',
            properties: Object.fromEntries(inputs.map((p) => [p.name, ref(docId, p.pointer)])),
            required: inputs.filter((p) => p.required || p.in === 'path').map((p) => p.name),
            additionalProperties: false,
          },
          coerce: true,
        });
        inputOptional = !inputs.some((p) => p.required || p.in === 'path');
        fields = Object.fromEntries(inputs.map((p) => [p.name, deref(doc, at(doc, p.pointer), p.pointer).node]));
      }

      const responses: Record<string, string> = {};
      let okContent: string[] = [];
      for (const [status, r] of Object.entries((op.responses ?? {}) as Obj)) {
        const { node: resp, pointer: respPtr } = deref(doc, r, ptr(...opPtr, 'responses', status));
        const content = (resp.content ?? {}) as Record<string, Obj>;
        const types = Object.keys(content).filter((t) => t === 'application/json' || t.startsWith('text/'));
        if (status === '200') okContent = types;
        const vName = ident('response', name, status);
        const schemas = types.map((t) => (content[t]?.schema ? ref(docId, `${respPtr}/content/${encodeToken(t)}/schema`) : {}));
        validators.push({ name: vName, schema: schemas.length === 0 ? {} : schemas.length === 1 ? schemas[0]! : { anyOf: schemas } });
        responses[status] = vName;
      }

      ops.push({
        name,
        method: m.toUpperCase() as 'GET' | 'POST',
        path,
        envelope: ((op['x-gw-envelope'] as string) ?? spec.surface.envelope ?? 'none') as RestOpPlan['envelope'],
        pathParams: inputs.filter((p) => p.in === 'path').map((p) => p.name),
        queryParams: inputs.filter((p) => p.in === 'query').map((p) => p.name),
        body,
        admin: op['x-gw-admin'] === true,
        keyless: Array.isArray(op.security) && (op.security as unknown[]).length === 0,
        networks: (op['x-gw-networks'] as string[]) ?? null,
        summary: String(op.summary ?? op.description ?? '')
          .split('\n')[0]!
          .trim(),
        inputOptional,
        inputValidator,
        responses,
        okContent,
        paging: readPaging(spec, name, op, fields),
      });
    }
  }
  return { ops, validators };
}

/** Module file name (without extension) of an operation's own validators: `validators/<file>.js`. */
export const opFile = (name: string) => camel(name);

/** The generated metadata of one operation (no validators): what a call needs besides its validators. */
function restMeta(op: RestOpPlan) {
  return {
    name: op.name,
    method: op.method,
    path: op.path,
    envelope: op.envelope,
    pathParams: op.pathParams,
    queryParams: op.queryParams,
    body: op.body,
    admin: op.admin,
    ...(op.keyless ? { keyless: true } : {}),
    networks: op.networks,
  };
}

/**
 * `meta.ts`: the surface and each operation's metadata, one export per operation (a bundler keeps only those used).
 * `drift(op)` names the register entries (exports of `drift.ts`) that apply to an operation.
 */
export function restMetaModule(spec: SpecFile, ops: RestOpPlan[], drift: (op: string) => string[] = () => []): string {
  const lines = [
    HEADER(spec.file),
    `import type { ${ops.some((o) => o.paging) ? 'Paging, ' : ''}RestOperation, SurfaceMeta } from '@gw/runtime';`,
    ...driftImport(
      ops.map((o) => o.name),
      drift,
    ),
    '',
    surfaceLiteral(spec),
    '',
    'export type OperationMeta = RestOperation & { networks: readonly string[] | null };',
  ];
  for (const op of ops)
    lines.push('', `/** \`${op.name}\` */`, `export const ${camel(op.name)}: OperationMeta = ${withDrift(JSON.stringify(restMeta(op)), drift(op.name))};`);
  lines.push(...pagingMeta(ops));
  return `${lines.join('\n')}\n`;
}

/** Export names in an operation's own validator module (the surface-wide plan names, without the operation). */
export function restLocalNames(op: RestOpPlan): Array<[plan: string, local: string]> {
  return [
    ...(op.inputValidator ? [[op.inputValidator, 'input'] as [string, string]] : []),
    ...Object.entries(op.responses).map(([s, v]) => [v, ident('response', s)] as [string, string]),
  ];
}

/** The validators object of one operation, reading its own modules as `V` (strict) and `VQ` (coercing query input). */
function restValidators(op: RestOpPlan, V: string, VQ: string): string {
  const responses = Object.keys(op.responses)
    .map((s) => `${q(s)}: ${V}.${ident('response', s)}`)
    .join(', ');
  const inputNs = op.body ? V : VQ;
  return `{ ${op.inputValidator ? `input: ${inputNs}.input, ` : ''}responses: { ${responses} } }`;
}

/** Whether an operation has a coercing (query/path) input validator, in `validators-coerce/<op>.js`. */
const coerced = (op: RestOpPlan) => op.inputValidator !== null && !op.body;

/** `operations.ts`: the table of every operation, each loading its validators on first use (for the local gateway and the suite). */
export function operationsModule(spec: SpecFile, ops: RestOpPlan[]): string {
  const lines = [
    HEADER(spec.file),
    "import { createRequire } from 'node:module';",
    "import type { RestValidators } from '@gw/runtime';",
    "import * as M from './meta.js';",
    '',
    ...LAZY_LOAD,
  ];
  for (const op of ops) {
    const f = opFile(op.name);
    const loads = [`const V = load('./validators/${f}.js') as typeof import('./validators/${f}.js');`];
    if (coerced(op)) loads.push(`const VQ = load('./validators-coerce/${f}.js') as typeof import('./validators-coerce/${f}.js');`);
    lines.push(`const V_${f} = lazy((): RestValidators => {`, ...loads.map((l) => `  ${l}`), `  return ${restValidators(op, 'V', 'VQ')};`, '});');
  }
  lines.push(
    '',
    'export interface OperationEntry {\n  meta: M.OperationMeta;\n  validators: RestValidators;\n  /** Method name on the generated client (and name of the standalone function). */\n  client: string;\n}\n',
    'export const operations = {',
  );
  for (const op of ops) {
    lines.push(`  ${q(op.name)}: {`);
    lines.push(`    meta: M.${camel(op.name)},`);
    lines.push(`    get validators() {\n      return V_${opFile(op.name)}();\n    },`);
    lines.push(`    client: ${q(camel(op.name))},`);
    lines.push('  },');
  }
  lines.push('} satisfies Record<string, OperationEntry>;', '', 'export type OperationName = keyof typeof operations;');
  return `${lines.join('\n')}\n`;
}

/** How the REST client spells a call's types (for the paged twins). */
export const restCallTypes = (ops: RestOpPlan[]): CallTypes => {
  const byName = new Map(ops.map((o) => [o.name, o]));
  return {
    input: (name) => `Inputs[${q(name)}]`,
    output: (name) => `Outputs[${q(name)}]`,
    options: 'CallOptions',
    inputOptional: (name) => byName.get(name)!.inputOptional,
    typeImports: ['Inputs', 'Outputs'],
  };
};

const restDoc = (op: RestOpPlan) => `/** \`${op.name}\` — ${op.method} ${op.path}${op.summary ? `. ${op.summary.replace(/\*\//g, '*\\/')}` : ''} */`;
const restInput = (op: RestOpPlan) => `input${op.inputOptional ? '?' : ''}: Inputs[${q(op.name)}]${op.body === 'json-or-binary' ? ' | Uint8Array' : ''}`;

/** The exports of an operation's strict and coercing validator modules that its call uses. */
function restExports(op: RestOpPlan): { strict: string[]; coerce: string[] } {
  const responses = Object.keys(op.responses).map((s) => ident('response', s));
  if (!op.inputValidator) return { strict: responses, coerce: [] };
  return op.body ? { strict: ['input', ...responses], coerce: [] } : { strict: responses, coerce: ['input'] };
}

/**
 * `calls.ts`: each operation as a standalone function (`getX(gw, input, opts)`), the same call as the client method.
 * Its validators load on its first call (`import()` through `loadValidators`, which refuses a module without them;
 * kept for the next calls), so importing the package loads none, and a bundler keeps only the validators of the
 * functions a program uses.
 */
export function callsModule(spec: SpecFile, ops: RestOpPlan[], fn: (name: string) => string = camel): string {
  const lines = [
    HEADER(spec.file),
    "import { type CallOptions, type Gateway, loadValidators, type Reply, restCall } from '@gw/runtime';",
    "import type { Inputs, Outputs } from './client.js';",
    "import * as M from './meta.js';",
  ];
  lines.push(
    '',
    "/** Each operation's validator modules, kept after its first call (a repeated `import()` is not free). */",
    'const loaded: {',
    ...ops.map((op) => `  ${q(opFile(op.name))}?: typeof import('./validators/${opFile(op.name)}.js');`),
    '} = {};',
  );
  if (ops.some(coerced)) {
    lines.push(
      'const loadedCoerce: {',
      ...ops.filter(coerced).map((op) => `  ${q(opFile(op.name))}?: typeof import('./validators-coerce/${opFile(op.name)}.js');`),
      '} = {};',
    );
  }
  for (const op of ops) {
    const f = opFile(op.name);
    const m = `M.${camel(op.name)}`;
    const { strict, coerce } = restExports(op);
    const loadV = `const V = (loaded[${q(f)}] ??= await loadValidators(M.surface, ${m}, () => import('./validators/${f}.js'), ${lit(strict)}));`;
    const loadVQ = `const VQ = (loadedCoerce[${q(f)}] ??= await loadValidators(M.surface, ${m}, () => import('./validators-coerce/${f}.js'), ${lit(coerce)}));`;
    lines.push(
      '',
      restDoc(op),
      `export async function ${fn(op.name)}(gw: Gateway, ${restInput(op)}, opts?: CallOptions): Promise<Reply<Outputs[${q(op.name)}]>> {`,
      `  ${loadV}`,
      ...(coerced(op) ? [`  ${loadVQ}`] : []),
      // `return await`: the caller resumes one microtask after the call settles, not three (a returned promise is adopted).
      `  return await restCall(gw, M.surface, ${m}, ${restValidators(op, 'V', 'VQ')}, input, opts);`,
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

const lit = (names: string[]) => `[${names.map(q).join(', ')}]`;

export function clientModule(spec: SpecFile, ops: RestOpPlan[], clientName: string, fn: (name: string) => string = camel): string {
  const paged = ops.some((o) => o.paging);
  const lines = [
    HEADER(spec.file),
    `import type { CallOptions, Gateway, OpiResult, ${paged ? 'PageItem, ' : ''}Reply, RestData } from '@gw/runtime';`,
    "import * as calls from './calls.js';",
    ...(paged ? ["import * as pages from './pages.js';"] : []),
    "import type { operations as Ops } from './types.js';",
    '',
    '/** Input of an operation: its JSON body, or its path and query parameters merged in one object. */',
    'export interface Inputs {',
  ];
  for (const op of ops) {
    let t = 'Record<string, never>';
    if (op.body) t = `NonNullable<Ops[${q(op.name)}]['requestBody']>['content']['application/json']`;
    else if (op.pathParams.length || op.queryParams.length) {
      const parts = [];
      if (op.pathParams.length) parts.push(`NonNullable<Ops[${q(op.name)}]['parameters']['path']>`);
      if (op.queryParams.length) parts.push(`NonNullable<Ops[${q(op.name)}]['parameters']['query']>`);
      t = parts.join(' & ');
    }
    lines.push(`  ${q(op.name)}: ${t};`);
  }
  lines.push('}', '', '/** Typed payload of an operation, after the envelope is unwrapped. */', 'export interface Outputs {');
  for (const op of ops) {
    const body = op.okContent.length ? op.okContent.map((c) => `Ops[${q(op.name)}]['responses'][200]['content'][${q(c)}]`).join(' | ') : 'unknown';
    const t = op.envelope === 'rest' ? `RestData<${body}>` : op.envelope === 'opi' ? `OpiResult<${body}>` : body;
    lines.push(`  ${q(op.name)}: ${t};`);
  }
  lines.push('}', '', `export interface ${clientName} {`);
  for (const op of ops) {
    lines.push(`  ${restDoc(op)}`);
    lines.push(`  ${camel(op.name)}(${restInput(op)}, opts?: CallOptions): Promise<Reply<Outputs[${q(op.name)}]>>;`);
  }
  lines.push(...pagedMethodSignatures(ops, restCallTypes(ops)));
  lines.push('}', '', '/** Every operation as a method bound to `gw`; each loads its validators on its first call. */');
  lines.push(`export function create${clientName}(gw: Gateway): ${clientName} {`, '  return {');
  for (const op of ops) lines.push(`    ${camel(op.name)}: (input, opts) => calls.${fn(op.name)}(gw, input, opts),`);
  lines.push(...pagedMethodEntries(ops, fn));
  lines.push('  };', '}');
  return `${lines.join('\n')}\n`;
}
