import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { planAsyncApi, framesModule } from './asyncapi.js';
import { bundle } from './bundle.js';
import { HEADER, writeFile } from './emit.js';
import { errorsModule } from './errors.js';
import { collectGaps, gapsMarkdown } from './gaps.js';
import { listSpecs, type SpecFile } from './load.js';
import { clientModule, operationsModule, planOpenApi } from './openapi.js';
import { pascal } from './naming.js';
import { methodsModule, planOpenRpc, rpcClientModule, rpcTypesDoc } from './openrpc.js';
import { schemasDoc, typesFor } from './types.js';
import {
  compileSharedValidators,
  compileValidators,
  loadShared,
  SHARED_FILE,
  sharedDeclarations,
  sharedDir,
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
export interface EmittedSpec {
  files: Record<string, string>;
  plans: ValidatorPlan[];
  docId: string;
}

/**
 * Pure emitter: one bundled, self-contained document in, the generated modules out (no file system).
 * `generate` writes what it returns; the table tests call it with small spec fragments.
 */
export async function emitSpec(spec: SpecFile, doc: Record<string, unknown>): Promise<EmittedSpec> {
  const docId = `https://gw.invalid/specs/${spec.surface.name}.json`;
  const P = pascal(spec.surface.name);
  const files: Record<string, string> = {};
  files['spec.json'] = JSON.stringify(doc, null, 2);

  let plans;
  let index: string[];
  if (spec.kind === 'openapi') {
    const { ops, validators } = planOpenApi(spec, doc, docId);
    plans = validators;
    files['types.ts'] = HEADER(spec.file) + (await typesFor(doc));
    files['operations.ts'] = operationsModule(spec, ops);
    files['client.ts'] = clientModule(spec, ops, `${P}Client`);
    index = [
      `export { create${P}Client, type ${P}Client, type Inputs as ${P}Inputs, type Outputs as ${P}Outputs } from './client.js';`,
      `export { operations as ${camelFirst(P)}Operations, surface as ${camelFirst(P)}Surface, type OperationName as ${P}OperationName } from './operations.js';`,
    ];
  } else if (spec.kind === 'openrpc') {
    const { methods, validators, typeSchemas } = planOpenRpc(spec, doc, docId);
    plans = validators;
    files['types.ts'] = HEADER(spec.file) + (await typesFor(rpcTypesDoc(doc, typeSchemas)));
    files['methods.ts'] = methodsModule(spec, methods);
    files['client.ts'] = rpcClientModule(spec, methods, `${P}Client`);
    index = [
      `export { create${P}Client, type ${P}Client, type Methods as ${P}Methods, type Params as ${P}Params, type Result as ${P}Result, prepare as prepare${P} } from './client.js';`,
      `export { methods as ${camelFirst(P)}Methods, surface as ${camelFirst(P)}Surface, type MethodName as ${P}MethodName } from './methods.js';`,
    ];
  } else {
    const { frames, validators, typeSchemas } = planAsyncApi(spec, doc, docId);
    plans = validators;
    const components = (doc.components ?? {}) as Record<string, unknown>;
    const schemas = { ...((components.schemas ?? {}) as Record<string, unknown>), ...typeSchemas };
    files['types.ts'] = HEADER(spec.file) + (await typesFor(schemasDoc(spec.surface.name, schemas)));
    files['frames.ts'] = framesModule(spec, frames);
    index = [
      `export { frames as ${camelFirst(P)}Frames, surface as ${camelFirst(P)}Surface, type Frames as ${P}Frames, type ClientFrame as ${P}ClientFrame, type ServerFrame as ${P}ServerFrame, type ClientFrameName as ${P}ClientFrameName, type ServerFrameName as ${P}ServerFrameName } from './frames.js';`,
    ];
  }
  index.push(`export type { components as ${P}Components } from './types.js';`);
  files['index.ts'] = HEADER(spec.file) + index.join('\n');
  return { files, plans, docId };
}

async function generateSpec(root: string, spec: SpecFile, shared: SharedSchemas): Promise<void> {
  const dir = genDir(root, spec);
  if (!existsSync(join(root, 'packages', spec.surface.package))) throw new Error(`${spec.file}: package packages/${spec.surface.package} does not exist`);
  rmSync(dir, { recursive: true, force: true });
  const doc = bundle(spec.doc, join(root, spec.file));
  const { files, plans, docId } = await emitSpec(spec, doc);
  for (const [name, text] of Object.entries(files)) writeFile(join(dir, name), text);
  const strict = plans.filter((p) => !p.coerce);
  writeFile(join(dir, 'validators.cjs'), compileValidators(docId, doc, strict, { shared }));
  writeFile(join(dir, 'validators.d.cts'), HEADER(spec.file) + validatorDeclarations(strict));
  if (spec.kind === 'openapi') {
    const coerced = plans.filter((p) => p.coerce);
    writeFile(join(dir, 'validators-coerce.cjs'), compileValidators(docId, doc, coerced, { coerce: true }));
    writeFile(join(dir, 'validators-coerce.d.cts'), HEADER(spec.file) + validatorDeclarations(coerced));
  }
}

const camelFirst = (s: string) => s[0]!.toLowerCase() + s.slice(1);

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
  writeFile(join(sharedDir(root), 'validators.cjs'), compileSharedValidators(shared));
  writeFile(join(sharedDir(root), 'validators.d.cts'), HEADER(SHARED_FILE) + sharedDeclarations(shared));
  log(`generated ${SHARED_FILE} -> packages/runtime/src/gen/common/`);
  for (const spec of specs) {
    await generateSpec(root, spec, shared);
    log(`generated ${spec.file} -> packages/${spec.surface.package}/src/gen/${spec.surface.name}/`);
  }
  if (opts.proto !== false && existsSync(join(root, 'specs/proto/buf.yaml'))) {
    const { generateProto } = await import('./proto.js');
    await generateProto(root);
    log('generated specs/proto (buf generate)');
  }
  writeFile(join(root, 'packages/contract/src/gen/surfaces.ts'), registryModule(specs));
  writeFile(join(root, 'packages/contract/src/gen/errors.ts'), errorsModule(specs));
  writeFile(join(root, 'docs/gaps.md'), gapsMarkdown(collectGaps(root)));
  log('generated docs/gaps.md');
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
      names.push(`${c}Operations`, `${c}Surface`);
      entries.push(`  { kind: 'rest', surface: ${c}Surface, operations: ${c}Operations, createClient: create${P}Client as never },`);
      names.push(`create${P}Client`);
    } else if (spec.kind === 'openrpc') {
      names.push(`${c}Methods`, `${c}Surface`);
      entries.push(`  { kind: 'rpc', surface: ${c}Surface, methods: ${c}Methods, createClient: create${P}Client as never },`);
      names.push(`create${P}Client`);
    } else {
      names.push(`${c}Frames`, `${c}Surface`);
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
