import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LintResult } from './types.js';

const run = promisify(execFile);

/** Redocly lint over the source YAML (it resolves the shared component files itself). */
export async function lintOpenApi(root: string, files: string[]): Promise<LintResult[]> {
  if (files.length === 0) return [];
  const bin = join(root, 'tools/spec-tools/node_modules/.bin/redocly');
  const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', CI: 'true', DO_NOT_TRACK: '1' };
  try {
    await run(bin, ['lint', '--config', join(root, 'redocly.yaml'), '--format', 'codeframe', ...files], { cwd: root, env, maxBuffer: 64 << 20 });
    return files.map((file) => ({ file, ok: true, messages: [] }));
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    const text = `${err.stdout ?? ''}${err.stderr ?? ''}`.trim();
    return [{ file: files.join(', '), ok: false, messages: [text || String(e)] }];
  }
}
