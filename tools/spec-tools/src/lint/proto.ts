import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { LintResult } from './types.js';

const run = promisify(execFile);

export async function lintProto(root: string): Promise<LintResult[]> {
  const dir = join(root, 'specs/proto');
  if (!existsSync(join(dir, 'buf.yaml'))) return [];
  const bin = join(root, 'tools/codegen/node_modules/.bin/buf');
  try {
    await run(bin, ['lint'], { cwd: dir });
    return [{ file: 'specs/proto', ok: true, messages: [] }];
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return [{ file: 'specs/proto', ok: false, messages: [`${err.stdout ?? ''}${err.stderr ?? ''}`.trim()] }];
  }
}
