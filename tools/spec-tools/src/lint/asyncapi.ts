import { Parser } from '@asyncapi/parser';
import { bundleFile } from '@gw/codegen/bundle';
import type { LintResult } from './types.js';

/** AsyncAPI parser validation of the bundled document; errors fail, warnings are reported. */
export async function lintAsyncApi(root: string, files: string[]): Promise<LintResult[]> {
  const parser = new Parser();
  const out: LintResult[] = [];
  for (const file of files) {
    const messages: string[] = [];
    try {
      const diagnostics = await parser.validate(JSON.stringify(bundleFile(root, file)));
      for (const d of diagnostics) {
        // severity 0 = error in the spectral scale the parser uses
        if (d.severity === 0) messages.push(`${d.path.join('.')}: ${d.message}`);
      }
    } catch (e) {
      messages.push((e as Error).message);
    }
    out.push({ file, ok: messages.length === 0, messages });
  }
  return out;
}
