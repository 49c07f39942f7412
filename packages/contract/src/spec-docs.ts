import { existsSync, readdirSync, readFileSync, realpathSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** A bundled, self-contained spec document (OpenAPI, OpenRPC or AsyncAPI) as generated into `src/gen/<surface>/spec.json`. */
export type SpecDoc = Record<string, unknown>;

let cache: Map<string, SpecDoc> | undefined;

/**
 * The bundled spec of every surface, by surface name (`x-gw-surface.name`). Read from the generated packages this
 * package depends on (the same `spec.json` the codegen wrote; `dist/gen` when built), once per process.
 */
export function specDocs(): Map<string, SpecDoc> {
  if (cache) return cache;
  const own = fileURLToPath(new URL('..', import.meta.url));
  const deps = Object.keys((JSON.parse(readFileSync(join(own, 'package.json'), 'utf8')) as { dependencies: Record<string, string> }).dependencies);
  const out = new Map<string, SpecDoc>();
  for (const dep of deps) {
    const linked = join(own, 'node_modules', dep);
    if (!existsSync(linked)) continue;
    const root = realpathSync(linked);
    const gen = [join(root, 'src/gen'), join(root, 'dist/gen')].find((d) => existsSync(d));
    if (!gen) continue;
    for (const name of readdirSync(gen)) {
      const file = join(gen, name, 'spec.json');
      if (!existsSync(file)) continue;
      const doc = JSON.parse(readFileSync(file, 'utf8')) as SpecDoc;
      const surface = (doc['x-gw-surface'] as { name?: string } | undefined)?.name;
      if (surface) out.set(surface, doc);
    }
  }
  cache = out;
  return out;
}
