import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { CaseFile } from './case.js';

/** The suite's own cases: conformance/cases (from src/ or dist/ alike). */
export const casesDir = fileURLToPath(new URL('../cases/', import.meta.url));

/** File name of an operation's case: `::` and `.` are not friendly in paths. */
export const caseFileName = (operation: string) => operation.replace(/::/g, '__').replace(/[./]/g, '_');

/** Loads every `cases/<surface>/<operation>.ts`; the file name must match the operation it declares. */
export async function loadCases(dir: string): Promise<CaseFile[]> {
  const out: CaseFile[] = [];
  for (const surface of readdirSync(dir).sort()) {
    const sdir = join(dir, surface);
    if (!statSync(sdir).isDirectory()) continue;
    for (const f of readdirSync(sdir).sort()) {
      if (!f.endsWith('.ts')) continue;
      const mod = (await import(pathToFileURL(join(sdir, f)).href)) as { default?: CaseFile };
      const c = mod.default;
      if (!c) throw new Error(`${surface}/${f}: no default export (use defineCase)`);
      if (c.surface !== surface || `${caseFileName(c.operation)}.ts` !== f) {
        throw new Error(`${surface}/${f}: declares ${c.surface}/${c.operation}; file and declaration must name the same operation`);
      }
      out.push(c);
    }
  }
  return out;
}
