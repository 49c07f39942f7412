import { validateOpenRPCDocument } from '@open-rpc/schema-utils-js';
import { bundleFile } from '@gw/codegen/bundle';
import type { LintResult } from './types.js';

/** OpenRPC meta-schema validation of the bundled document, plus our own naming rules. */
export function lintOpenRpc(root: string, files: string[]): LintResult[] {
  return files.map((file) => {
    const messages: string[] = [];
    try {
      const doc = bundleFile(root, file);
      const result = validateOpenRPCDocument(doc as never);
      if (result !== true) messages.push(result.message);
      const methods = (doc.methods ?? []) as Array<Record<string, unknown>>;
      const seen = new Set<string>();
      for (const m of methods) {
        const name = String(m.name);
        if (seen.has(name)) messages.push(`method ${name} is declared twice`);
        seen.add(name);
        if (m.paramStructure !== 'by-name' && m.paramStructure !== 'by-position') {
          messages.push(`method ${name}: paramStructure must be by-name or by-position (docs/conventions.md)`);
        }
      }
    } catch (e) {
      messages.push((e as Error).message);
    }
    return { file, ok: messages.length === 0, messages };
  });
}
