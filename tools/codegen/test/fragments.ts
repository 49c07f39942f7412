// Helpers for the emitter table tests: small spec fragments in, the emitted text of one operation out.
import { type SpecKind, specFile, type SpecFile } from '../src/load.js';

type Obj = Record<string, unknown>;

export const DOC_ID = 'https://gw.invalid/specs/t.json';

const SURFACE = { name: 't', package: 't', networks: ['mainnet'], auth: ['path'], mounts: { path: '/v4/{apiKey}/t' } };

/** A SpecFile around a fragment: `x-gw-surface` defaults to surface `t`, key-in-path auth; `surface` overrides its fields. */
export function fragment(kind: SpecKind, body: Obj, surface: Obj = {}): SpecFile {
  const head: Obj =
    kind === 'openapi'
      ? { openapi: '3.1.0', info: { title: 't', version: '0' } }
      : kind === 'openrpc'
        ? { openrpc: '1.3.2', info: { title: 't', version: '0' } }
        : { asyncapi: '3.0.0', info: { title: 't', version: '0' } };
  return specFile(kind, `specs/${kind}/t.yaml`, { ...head, 'x-gw-surface': { ...SURFACE, ...surface }, ...body });
}

/**
 * The block of one entry in a generated `operations`/`methods` object: from `  "name": {` to its `  },`. The entry loads
 * its validators on first use (`get validators()` calling its `V_<file>` loader): the block reads as
 * `validators: <what the loader returns>`, its modules named `V_<file>` (`validators/<file>.js`) and `VQ_<file>`
 * (`validators-coerce/<file>.js`), so a row shows which validators an operation has.
 */
export function entry(module: string, name: string): string {
  const lines = module.split('\n');
  const start = lines.indexOf(`  ${JSON.stringify(name)}: {`);
  if (start < 0) throw new Error(`no entry ${name} in\n${module}`);
  const end = lines.indexOf('  },', start);
  const block = lines.slice(start, end + 1).join('\n');
  const getter = /\n {4}get validators\(\) \{\n {6}return (V_\w+)\(\);\n {4}\},/.exec(block);
  if (!getter) throw new Error(`entry ${name} has no validators getter:\n${block}`);
  const loader = between(module, `const ${getter[1]} = lazy(`, '});');
  const file = getter[1]!.slice(2);
  const loads = [...loader.matchAll(/const (VQ?) = load\('\.\/(validators(?:-coerce)?)\/([\w-]+)\.js'\)/g)];
  for (const [, local, folder, loaded] of loads)
    if (loaded !== file || (local === 'V') !== (folder === 'validators')) throw new Error(`loader ${getter[1]} loads ${folder}/${loaded}.js as ${local}`);
  const made = /\n {2}return (.*);\n/.exec(loader)?.[1];
  if (!made) throw new Error(`loader ${getter[1]} returns nothing:\n${loader}`);
  return block.replace(getter[0], `\n    validators: ${made.replace(/\b(VQ?)\./g, `$1_${file}.`)},`);
}

/** Every line of a generated module that names `name` (quoted), plus the JSDoc line that starts with it. */
export function linesNaming(module: string, name: string): string {
  const quoted = JSON.stringify(name);
  return module
    .split('\n')
    .filter((l) => l.includes(quoted) || l.startsWith(`  /** \`${name}\``))
    .join('\n');
}

/** The lines of a generated module from the first line starting with `from` up to the first line equal to `to`. */
export function between(module: string, from: string, to: string): string {
  const lines = module.split('\n');
  const start = lines.findIndex((l) => l.startsWith(from));
  if (start < 0) throw new Error(`no line starting with ${from} in\n${module}`);
  const end = lines.indexOf(to, start);
  return lines.slice(start, end < 0 ? undefined : end + 1).join('\n');
}
