import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { frameTableModule, framesModule, planAsyncApi } from './asyncapi.js';
import { bundle } from './bundle.js';
import { camel, HEADER, writeFile } from './emit.js';
import { clientEntries, driftExportsFor, driftModule, restAnswer, widenTypes } from './drift-emit.js';
import { type DriftEntry, loadDrift } from './drift-register.js';
import { errorsModule } from './errors.js';
import { collectGaps, gapsMarkdown } from './gaps.js';
import { listSpecs, type SpecFile } from './load.js';
import { pascal } from './naming.js';
import { callsModule, clientModule, opFile, operationsModule, planOpenApi, restCallTypes, restLocalNames, restMetaModule } from './openapi.js';
import {
  methodFile,
  methodsModule,
  planOpenRpc,
  rpcCallsModule,
  rpcCallTypes,
  rpcClientModule,
  rpcLoadersModule,
  rpcLocalNames,
  rpcMetaModule,
  rpcTypesDoc,
} from './openrpc.js';
import { pagesModule } from './paging.js';
import { PARTS_FILE, packageReadmes, TEMPLATES } from './readme.js';
import { SPECS_HASH_FILE, specsHashFile } from './specs-hash.js';
import { schemasDoc, typesFor } from './types.js';
import {
  compileSharedValidators,
  compileSurfaceValidators,
  loadShared,
  type OperationValidators,
  SHARED_FILE,
  sharedDir,
  sharedIndex,
  type SharedSchemas,
  type ValidatorPlan,
  validatorDeclarations,
} from './validators.js';

export { bundle } from './bundle.js';
export { listSpecs } from './load.js';
export type { SpecFile, SurfaceInfo } from './load.js';

/** Generated folder of one spec: packages/<package>/src/gen/<surface>/ */
export const genDir = (root: string, spec: SpecFile) => join(root, 'packages', spec.surface.package, 'src/gen', spec.surface.name);

/** What one spec generates, before validators are compiled: file name (in its gen folder) -> text, and the validator plans. */
export interface EmitOptions {
  /** Operation function names that another surface of the same package also generates. */
  clashes?: ReadonlySet<string>;
  /** The drift register's entries of this surface (specs/drift/<surface>.yaml). */
  drift?: readonly DriftEntry[];
}

export interface EmittedSpec {
  files: Record<string, string>;
  plans: ValidatorPlan[];
  docId: string;
  /** Operation (or method, or the frames of a stream) -> its validator module and the validators it uses. */
  groups: OperationValidators[];
}

/** The id the validators give a surface's bundled document (its refs are made absolute against it). */
export const docIdOf = (spec: SpecFile) => `https://gw.invalid/specs/${spec.surface.name}.json`;

/**
 * The validators of one bundled document: every plan, and per operation (method, or the frames of a stream) the
 * module that holds its validators.
 */
export function validatorsOf(spec: SpecFile, doc: Record<string, unknown>): { plans: ValidatorPlan[]; groups: OperationValidators[] } {
  const docId = docIdOf(spec);
  if (spec.kind === 'openapi') {
    const { ops, validators } = planOpenApi(spec, doc, docId);
    return { plans: validators, groups: ops.map((op) => ({ file: opFile(op.name), what: `\`${op.name}\``, names: restLocalNames(op) })) };
  }
  if (spec.kind === 'openrpc') {
    const { methods, validators } = planOpenRpc(spec, doc, docId);
    return { plans: validators, groups: methods.map((m) => ({ file: methodFile(m.name), what: `\`${m.name}\``, names: rpcLocalNames(m) })) };
  }
  // A stream's frames are read by one reader: one module with every frame's validator.
  const { validators } = planAsyncApi(spec, doc, docId);
  return { plans: validators, groups: [{ file: 'frames', what: 'the frames', names: validators.map((v) => [v.name, v.name] as [string, string]) }] };
}

/**
 * Pure emitter: one bundled, self-contained document in, the generated modules out (no file system).
 * `generate` writes what it returns; the table tests call it with small spec fragments.
 */
export async function emitSpec(spec: SpecFile, doc: Record<string, unknown>, opts: EmitOptions = {}): Promise<EmittedSpec> {
  const docId = docIdOf(spec);
  const P = pascal(spec.surface.name);
  // A standalone function whose name another surface of the same package also uses is named after its surface too.
  const fn = (name: string) => (opts.clashes?.has(camel(name)) ? `${camelFirst(P)}${pascal(camel(name))}` : camel(name));
  const files: Record<string, string> = {};
  files['spec.json'] = JSON.stringify(doc, null, 2);
  const drift = opts.drift ?? [];
  if (clientEntries(drift).length) files['drift.ts'] = driftModule(drift);
  const driftOf = (op: string) => driftExportsFor(drift, op);

  const { plans, groups } = validatorsOf(spec, doc);
  let index: string[];
  if (spec.kind === 'openapi') {
    const { ops } = planOpenApi(spec, doc, docId);
    const typesDoc = structuredClone(doc);
    widenTypes(
      typesDoc,
      drift,
      ops.map((o) => o.name),
      (op) => {
        const envelope = ops.find((o) => o.name === op)?.envelope;
        return restAnswer(typesDoc, op, envelope === 'rest' ? '/data' : envelope === 'opi' ? '/result' : '');
      },
    );
    files['types.ts'] = HEADER(spec.file) + (await typesFor(typesDoc));
    files['meta.ts'] = restMetaModule(spec, ops, driftOf);
    files['operations.ts'] = operationsModule(spec, ops);
    files['calls.ts'] = callsModule(spec, ops, fn);
    files['client.ts'] = clientModule(spec, ops, `${P}Client`, fn);
    const pages = pagesModule(spec, ops, restCallTypes(ops), fn);
    if (pages) files['pages.ts'] = pages;
    // The table of every operation (`operations.ts`) is not part of this index: importing the package loads no
    // validator. The package exports it at `@gw/<package>/operations` (see registryModule).
    index = [
      `export { create${P}Client, type ${P}Client, type Inputs as ${P}Inputs, type Outputs as ${P}Outputs } from './client.js';`,
      "export * from './calls.js';",
      `export { surface as ${camelFirst(P)}Surface } from './meta.js';`,
      `export type { OperationName as ${P}OperationName } from './operations.js';`,
      ...(pages ? ["export * from './pages.js';"] : []),
    ];
    files['operations-index.ts'] =
      `${HEADER(spec.file)}export { operations as ${camelFirst(P)}Operations, type OperationEntry as ${P}OperationEntry } from './operations.js';\n`;
  } else if (spec.kind === 'openrpc') {
    const { methods, typeSchemas } = planOpenRpc(spec, doc, docId);
    const typesDoc = rpcTypesDoc(doc, typeSchemas);
    const schemas = (typesDoc.components as { schemas: Record<string, unknown> }).schemas;
    widenTypes(
      typesDoc,
      drift,
      methods.map((m) => m.name),
      (op) => (schemas[`${op}.result`] ? { holder: schemas, key: `${op}.result`, prefix: '/result', data: '/result' } : undefined),
    );
    files['types.ts'] = HEADER(spec.file) + (await typesFor(typesDoc));
    files['meta.ts'] = rpcMetaModule(spec, methods, driftOf);
    files['methods.ts'] = methodsModule(spec, methods);
    files['calls.ts'] = rpcCallsModule(spec, methods, fn);
    files['load-validators.ts'] = rpcLoadersModule(spec, methods);
    files['client.ts'] = rpcClientModule(spec, methods, `${P}Client`, fn);
    const pages = pagesModule(spec, methods, rpcCallTypes(methods), fn);
    if (pages) files['pages.ts'] = pages;
    index = [
      `export { create${P}Client, type ${P}Client, type Methods as ${P}Methods, type Params as ${P}Params, type Result as ${P}Result, prepare as prepare${P} } from './client.js';`,
      "export * from './calls.js';",
      `export { surface as ${camelFirst(P)}Surface } from './meta.js';`,
      `export type { MethodName as ${P}MethodName } from './methods.js';`,
      ...(pages ? ["export * from './pages.js';"] : []),
    ];
    // As for REST: the table of every method is exported at `@gw/<package>/methods`, not from the root.
    files['methods-index.ts'] = `${HEADER(spec.file)}export { methods as ${camelFirst(P)}Methods, type MethodEntry as ${P}MethodEntry } from './methods.js';\n`;
  } else {
    const { frames, typeSchemas } = planAsyncApi(spec, doc, docId);
    const components = (doc.components ?? {}) as Record<string, unknown>;
    const schemas = { ...((components.schemas ?? {}) as Record<string, unknown>), ...typeSchemas };
    files['types.ts'] = HEADER(spec.file) + (await typesFor(schemasDoc(spec.surface.name, schemas)));
    files['frames.ts'] = framesModule(spec, frames);
    files['frame-table.ts'] = frameTableModule(spec, frames);
    index = [
      `export { frameMeta as ${camelFirst(P)}FrameMeta, surface as ${camelFirst(P)}Surface, type Frames as ${P}Frames, type FrameMeta as ${P}FrameMeta, type ClientFrame as ${P}ClientFrame, type ServerFrame as ${P}ServerFrame, type ClientFrameName as ${P}ClientFrameName, type ServerFrameName as ${P}ServerFrameName } from './frames.js';`,
    ];
    // The frames with their validators are exported at `@gw/<package>/frames`: importing the root loads none.
    files['frames-index.ts'] = `${HEADER(spec.file)}export { frames as ${camelFirst(P)}Frames, type FrameEntry as ${P}FrameEntry } from './frame-table.js';\n`;
  }
  index.push(`export type { components as ${P}Components } from './types.js';`);
  files['index.ts'] = HEADER(spec.file) + index.join('\n');
  return { files, plans, docId, groups };
}

async function generateSpec(root: string, spec: SpecFile, shared: SharedSchemas, clashes: ReadonlySet<string>, drift: readonly DriftEntry[]): Promise<void> {
  const dir = genDir(root, spec);
  if (!existsSync(join(root, 'packages', spec.surface.package))) throw new Error(`${spec.file}: package packages/${spec.surface.package} does not exist`);
  rmSync(dir, { recursive: true, force: true });
  const doc = bundle(spec.doc, join(root, spec.file));
  const { files, plans, docId, groups } = await emitSpec(spec, doc, { clashes, drift: drift.filter((e) => e.surface === spec.surface.name) });
  for (const [name, text] of Object.entries(files)) writeFile(join(dir, name), text);
  for (const [path, text] of compileSurfaceValidators(spec.file, docId, doc, plans, groups, shared)) writeFile(join(dir, path), text);
  // Declarations for the modules TypeScript imports (the operations' own; named schemas are only imported by them).
  const coerced = new Set(plans.filter((p) => p.coerce).map((p) => p.name));
  for (const g of groups) {
    for (const [folder, coerce] of [
      ['validators', false],
      ['validators-coerce', true],
    ] as const) {
      const locals = g.names.filter(([plan]) => coerced.has(plan) === coerce).map(([, local]) => local);
      if (locals.length) writeFile(join(dir, folder, `${g.file}.d.ts`), HEADER(spec.file) + validatorDeclarations(locals));
    }
  }
}

const camelFirst = (s: string) => s[0]!.toLowerCase() + s.slice(1);

/** Per package: the operation function names that more than one of its surfaces generates. */
async function functionClashes(root: string, specs: SpecFile[]): Promise<Map<string, Set<string>>> {
  const seen = new Map<string, Map<string, number>>();
  for (const spec of specs) {
    if (spec.kind === 'asyncapi') continue;
    const { groups } = validatorsOf(spec, bundle(spec.doc, join(root, spec.file)));
    const counts = seen.get(spec.surface.package) ?? new Map<string, number>();
    for (const g of groups) counts.set(g.file, (counts.get(g.file) ?? 0) + 1);
    seen.set(spec.surface.package, counts);
  }
  return new Map([...seen].map(([pkg, counts]) => [pkg, new Set([...counts].filter(([, n]) => n > 1).map(([name]) => name))]));
}

export interface GenerateOptions {
  /** Also run buf generate for specs/proto. */
  proto?: boolean;
  log?: (line: string) => void;
}

/** Regenerates everything from specs/: clients, validators, types, bundled specs, protobuf code and the gaps report. */
export async function generate(root: string, opts: GenerateOptions = {}): Promise<void> {
  const log = opts.log ?? (() => {});
  const specs = listSpecs(root);
  // The shared schemas compile once, into @gw/runtime; every surface's validators require them from there.
  const shared = loadShared(root);
  rmSync(sharedDir(root), { recursive: true, force: true });
  // One module per shared schema, and `validators.js` gathering them all.
  for (const [file, text] of compileSharedValidators(shared)) writeFile(join(sharedDir(root), file), text);
  const index = sharedIndex(shared);
  writeFile(join(sharedDir(root), 'validators.js'), index.code);
  writeFile(join(sharedDir(root), 'validators.d.ts'), HEADER(SHARED_FILE) + index.declarations);
  log(`generated ${SHARED_FILE} -> packages/runtime/src/gen/common/`);
  const clashes = await functionClashes(root, specs);
  const drift = loadDrift(join(root, 'specs/drift'));
  driftOperationProblems(specs, drift);
  for (const spec of specs) {
    await generateSpec(root, spec, shared, clashes.get(spec.surface.package) ?? new Set(), drift);
    log(`generated ${spec.file} -> packages/${spec.surface.package}/src/gen/${spec.surface.name}/`);
  }
  if (opts.proto !== false && existsSync(join(root, 'specs/proto/buf.yaml'))) {
    const { generateProto } = await import('./proto.js');
    await generateProto(root);
    log('generated specs/proto (buf generate, then proto-decode decoders)');
  }
  writeFile(join(root, 'packages/contract/src/gen/surfaces.ts'), registryModule(specs));
  writeFile(join(root, 'packages/contract/src/gen/errors.ts'), errorsModule(specs));
  writeFile(join(root, 'docs/gaps.md'), gapsMarkdown(collectGaps(root)));
  log('generated docs/gaps.md');
  // After the packages: a README lists the twins their pages.ts holds.
  const readmes = packageReadmes(root, specs);
  for (const [path, text] of readmes) writeFile(path, text);
  log(`generated ${readmes.size} READMEs (${TEMPLATES}, and each client package's ${PARTS_FILE})`);
  // Last, and only after a full run: the hash says "everything generated is as these specs are".
  if (opts.proto !== false) writeFile(join(root, SPECS_HASH_FILE), specsHashFile(root));
}

/** Every register entry names a surface with a spec and operations of it. */
function driftOperationProblems(specs: SpecFile[], drift: readonly DriftEntry[]): void {
  const problems: string[] = [];
  for (const e of drift) {
    const spec = specs.find((s) => s.surface.name === e.surface && s.kind !== 'asyncapi');
    if (!spec) {
      problems.push(`specs/drift/${e.file}: entry ${e.id}: no OpenAPI or OpenRPC spec names surface ${e.surface}`);
      continue;
    }
    const ops =
      spec.kind === 'openapi'
        ? Object.values((spec.doc.paths ?? {}) as Record<string, Record<string, { operationId?: string }>>).flatMap((item) =>
            Object.values(item).map((o) => o?.operationId),
          )
        : ((spec.doc.methods ?? []) as Array<{ name?: string }>).map((m) => m.name);
    for (const op of e.operations)
      if (op !== '*' && !ops.includes(op)) problems.push(`specs/drift/${e.file}: entry ${e.id}: ${op} is no operation of ${e.surface}`);
  }
  if (problems.length) throw new Error(problems.join('\n'));
}

/** The list of every generated surface (in @gw/contract), for the local gateway and the conformance suite. */
export function registryModule(specs: SpecFile[]): string {
  const imports = new Map<string, string[]>();
  const entries: string[] = [];
  for (const spec of specs) {
    const P = pascal(spec.surface.name);
    const c = camelFirst(P);
    const pkg = `@gw/${spec.surface.package}`;
    const names = imports.get(pkg) ?? [];
    if (spec.kind === 'openapi') {
      names.push(`${c}Surface`);
      const tables = `${pkg}/operations`;
      imports.set(tables, [...(imports.get(tables) ?? []), `${c}Operations`]);
      entries.push(`  { kind: 'rest', surface: ${c}Surface, operations: ${c}Operations, createClient: create${P}Client as never },`);
      names.push(`create${P}Client`);
    } else if (spec.kind === 'openrpc') {
      names.push(`${c}Surface`);
      const tables = `${pkg}/methods`;
      imports.set(tables, [...(imports.get(tables) ?? []), `${c}Methods`]);
      entries.push(`  { kind: 'rpc', surface: ${c}Surface, methods: ${c}Methods, createClient: create${P}Client as never },`);
      names.push(`create${P}Client`);
    } else {
      names.push(`${c}Surface`);
      const tables = `${pkg}/frames`;
      imports.set(tables, [...(imports.get(tables) ?? []), `${c}Frames`]);
      entries.push(`  { kind: 'stream', surface: ${c}Surface, frames: ${c}Frames },`);
    }
    imports.set(pkg, names);
  }
  const lines = [
    HEADER('specs/'),
    ...[...imports].sort().map(([pkg, n]) => `import { ${n.sort().join(', ')} } from '${pkg}';`),
    "import type { AnySurface } from '../registry.js';",
    '',
    'export const surfaces: AnySurface[] = [',
    ...entries,
    '];',
  ];
  return `${lines.join('\n')}\n`;
}
