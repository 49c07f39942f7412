import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parse } from 'yaml';

export type SpecKind = 'openapi' | 'openrpc' | 'asyncapi';
export const SPEC_KINDS: readonly SpecKind[] = ['openapi', 'openrpc', 'asyncapi'];

export interface SurfaceInfo {
  name: string;
  package: string;
  networks: string[];
  auth: string[];
  mounts: { path?: string; open?: string; alt?: string[] };
  envelope?: 'rest' | 'opi' | 'none';
}

export interface SpecFile {
  kind: SpecKind;
  /** Path relative to the repo root, e.g. specs/openapi/data-api.yaml */
  file: string;
  doc: Record<string, unknown>;
  surface: SurfaceInfo;
}

export function readYaml(path: string): unknown {
  try {
    return parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(`${path}: ${(e as Error).message.split('\n')[0]}`);
  }
}

/** A parsed document as a SpecFile; its `x-gw-surface` must name the surface and its package. */
export function specFile(kind: SpecKind, file: string, doc: Record<string, unknown>): SpecFile {
  const surface = doc['x-gw-surface'] as SurfaceInfo | undefined;
  if (!surface?.name || !surface.package) throw new Error(`${file}: missing x-gw-surface.name/package (see docs/conventions.md)`);
  return { kind, file, doc, surface };
}

/** Every OpenAPI/OpenRPC/AsyncAPI document under specs/, sorted by path. */
export function listSpecs(root: string): SpecFile[] {
  const out: SpecFile[] = [];
  for (const kind of SPEC_KINDS) {
    const dir = join(root, 'specs', kind);
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names.sort()) {
      const path = join(dir, name);
      if (!statSync(path).isFile() || !/\.(ya?ml|json)$/.test(name)) continue;
      out.push(specFile(kind, relative(root, path), readYaml(path) as Record<string, unknown>));
    }
  }
  return out;
}
