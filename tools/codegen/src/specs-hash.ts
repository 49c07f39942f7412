// The content hash of every file under specs/. `generate` records it beside its output, so a tool can tell in
// milliseconds whether the generated clients and validators are those of the specs as they are now.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Where `generate` records the hash (generated, committed, checked by `npm test` like every generated file). */
export const SPECS_HASH_FILE = 'packages/contract/src/gen/specs-hash.json';

/** SHA-256 over every file under `specs/` (sorted path, then content). */
export function specsHash(root: string): string {
  const hash = createHash('sha256');
  const walk = (rel: string): void => {
    for (const name of readdirSync(join(root, rel)).sort()) {
      const path = `${rel}/${name}`;
      if (statSync(join(root, path)).isDirectory()) walk(path);
      else
        hash
          .update(`${path}\0`)
          .update(readFileSync(join(root, path)))
          .update('\0');
    }
  };
  walk('specs');
  return hash.digest('hex');
}

export const specsHashFile = (root: string): string => `${JSON.stringify({ specs: specsHash(root) })}\n`;

/** True when the specs differ from what the last full `generate` saw (or it never recorded a hash). */
export function specsChangedSinceGenerate(root: string): boolean {
  const file = join(root, SPECS_HASH_FILE);
  if (!existsSync(file)) return true;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as { specs?: unknown }).specs !== specsHash(root);
  } catch {
    return true;
  }
}
