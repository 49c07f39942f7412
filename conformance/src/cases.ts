import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { caseFileName } from '@gw/contract';
import type { CaseFile } from './case.js';

/** Built output (dist/) loads the cases compiled by build-cases.mjs; sources load cases/*.ts. */
const built = !import.meta.url.endsWith('.ts');
/** The suite's own cases: conformance/cases, or dist/cases when running built output. */
export const casesDir = fileURLToPath(new URL(built ? './cases/' : '../cases/', import.meta.url));

/** File name of an operation's case: the fixture format's folder name of the operation. */
export { caseFileName };

/**
 * Loads every `cases/<surface>/<operation>.ts` (`.js` when built), or those of `surfaces` only (a run of some surfaces
 * imports no other surface's case); the file name must match the operation it declares.
 */
export async function loadCases(dir: string, surfaces?: ReadonlySet<string>): Promise<CaseFile[]> {
  const out: CaseFile[] = [];
  for (const surface of readdirSync(dir).sort()) {
    if (surfaces && !surfaces.has(surface)) continue;
    const sdir = join(dir, surface);
    if (!statSync(sdir).isDirectory()) continue;
    for (const f of readdirSync(sdir).sort()) {
      const ext = /\.(ts|js)$/.exec(f)?.[0];
      if (!ext || f.endsWith('.d.ts')) continue;
      const mod = (await import(pathToFileURL(join(sdir, f)).href)) as { default?: CaseFile };
      const c = mod.default;
      if (!c) throw new Error(`${surface}/${f}: no default export (use defineCase)`);
      if (c.surface !== surface || `${caseFileName(c.operation)}${ext}` !== f) {
        throw new Error(`${surface}/${f}: declares ${c.surface}/${c.operation}; file and declaration must name the same operation`);
      }
      out.push(c);
    }
  }
  return out;
}
