// Finds the documents to render. Tolerant: a file that does not parse or bundle becomes a page with a warning.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { bundle } from '@gw/codegen/bundle';
import { readYaml } from '@gw/codegen/load';
import { isObj, type Obj } from './html.js';

export type DocKind = 'openapi' | 'openrpc' | 'asyncapi';

export interface SpecSource {
  kind: DocKind | 'components';
  /** Path relative to the repo root. */
  file: string;
  /** Bundled when possible, else the document as written. */
  doc: Obj;
  warnings: string[];
}

export interface ProtoSource {
  file: string;
  text: string;
}

/** Files under `dir` (recursively) whose name matches, sorted by path. */
export function filesUnder(dir: string, pattern: RegExp): string[] {
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.flatMap((n) => {
    const p = join(dir, n);
    return statSync(p).isDirectory() ? filesUnder(p, pattern) : pattern.test(n) ? [p] : [];
  });
}

function load(root: string, path: string, kind: SpecSource['kind']): SpecSource {
  const file = relative(root, path);
  const warnings: string[] = [];
  let doc: Obj = {};
  try {
    const raw = readYaml(path);
    if (isObj(raw)) doc = raw;
    else warnings.push('not a YAML/JSON object');
  } catch (e) {
    warnings.push(`cannot parse: ${(e as Error).message}`);
    return { kind, file, doc, warnings };
  }
  if (kind !== 'components') {
    if (!isObj(doc['x-gw-surface'])) warnings.push('missing x-gw-surface (see docs/conventions.md)');
    try {
      doc = bundle(doc, path);
    } catch (e) {
      warnings.push(`not bundled (shared $refs left as written): ${(e as Error).message}`);
    }
  }
  return { kind, file, doc, warnings };
}

/** OpenAPI, OpenRPC and AsyncAPI documents (by kind, then path), then the shared component files. */
export function specSources(root: string): SpecSource[] {
  const out: SpecSource[] = [];
  for (const kind of ['openapi', 'openrpc', 'asyncapi'] as const) {
    for (const path of filesUnder(join(root, 'specs', kind), /\.(ya?ml|json)$/)) out.push(load(root, path, kind));
  }
  for (const path of filesUnder(join(root, 'specs', 'components'), /\.(ya?ml|json)$/)) out.push(load(root, path, 'components'));
  return out;
}

export function protoSources(root: string): ProtoSource[] {
  return filesUnder(join(root, 'specs', 'proto'), /\.proto$/).map((p) => ({ file: relative(root, p), text: readFileSync(p, 'utf8') }));
}
