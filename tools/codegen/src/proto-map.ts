// Which workspace package each protobuf package is generated into: read from specs/proto/buf.gen.yaml,
// the one place that says it (each plugin's `out` folder and `types` filter).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';

export interface ProtoOutput {
  /** Protobuf packages (buf `types`), e.g. `alspo.cryptoswap.v1`. */
  types: string[];
  /** Output folder relative to the repository root, e.g. `packages/btcusd/src/gen/proto`. */
  outDir: string;
  /** npm name of the package holding `outDir` (its package.json `name`, else `@gw/<folder>`). */
  npmPackage: string;
}

export const BUF_GEN_FILE = 'specs/proto/buf.gen.yaml';

/** The outputs declared in `text` (a buf.gen.yaml under specs/proto of `root`). */
export function protoOutputsFrom(text: string, root: string): ProtoOutput[] {
  const doc = parse(text) as { plugins?: { out?: unknown; types?: unknown }[] } | null;
  return (doc?.plugins ?? []).flatMap((p) => {
    if (typeof p.out !== 'string' || !Array.isArray(p.types)) return [];
    const outDir = path.posix.normalize(path.posix.join('specs/proto', p.out));
    const pkgDir = /^packages\/[^/]+/.exec(outDir)?.[0];
    const pkgJson = pkgDir ? path.join(root, pkgDir, 'package.json') : undefined;
    const name = pkgJson && existsSync(pkgJson) ? (JSON.parse(readFileSync(pkgJson, 'utf8')) as { name?: string }).name : undefined;
    const npmPackage = name ?? `@gw/${pkgDir ? pkgDir.slice('packages/'.length) : 'proto'}`;
    return [{ types: p.types.map(String), outDir, npmPackage }];
  });
}

/** The outputs of the repository at `root`; none when it has no buf.gen.yaml. */
export function protoOutputs(root: string): ProtoOutput[] {
  const file = path.join(root, BUF_GEN_FILE);
  return existsSync(file) ? protoOutputsFrom(readFileSync(file, 'utf8'), root) : [];
}

/** Proto module path prefixes (`alspo/cryptoswap/v1`) -> npm package, for `root`. */
export function protoPackageMap(root: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const o of protoOutputs(root)) for (const t of o.types) map[t.replaceAll('.', '/')] = o.npmPackage;
  return map;
}
