// Protobuf: `buf breaking` against the base commit, its JSON output turned into changes.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { listFilesAt, showFile } from './git.js';
import { listFilesInTree, readTreeFile } from './files.js';
import { bumpOf } from './catalogue.js';
import { protoPackageMap, protoPackageOf } from './packages.js';
import type { Change } from './types.js';

export const PROTO_DIR = 'specs/proto';

/** The buf binary installed with @bufbuild/buf (spec-tools first, then codegen), else `buf` on PATH. */
export function findBuf(repoRoot: string): string {
  const candidates = [
    join(repoRoot, 'tools/spec-tools/node_modules/.bin/buf'),
    join(repoRoot, 'tools/codegen/node_modules/.bin/buf'),
    new URL('../../node_modules/.bin/buf', import.meta.url).pathname,
  ];
  return candidates.find((c) => existsSync(c)) ?? 'buf';
}

interface BufResult {
  code: number;
  stdout: string;
  stderr: string;
}

function runBuf(bin: string, args: string[], cwd: string): Promise<BufResult> {
  return new Promise((resolve) => {
    execFile(bin, args, { cwd, maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      const code = err ? (typeof err.code === 'number' ? err.code : 1) : 0;
      resolve({ code, stdout: String(stdout), stderr: String(stderr || (err && typeof err.code !== 'number' ? err.message : '')) });
    });
  });
}

interface BufAnnotation {
  path?: string;
  start_line?: number;
  type?: string;
  message?: string;
}

export interface ProtoDiff {
  changes: Change[];
  changedFiles: string[];
}

export async function diffProto(repoRoot: string, baseCommit: string): Promise<ProtoDiff> {
  const isProto = (p: string): boolean => p.endsWith('.proto');
  const headFiles = (await listFilesInTree(repoRoot, PROTO_DIR)).filter(isProto);
  const baseFiles = (await listFilesAt(repoRoot, baseCommit, PROTO_DIR)).filter(isProto);
  const changedFiles: string[] = [];
  for (const f of new Set([...headFiles, ...baseFiles])) {
    if ((await readTreeFile(repoRoot, f)) !== (await showFile(repoRoot, baseCommit, f))) changedFiles.push(f);
  }
  changedFiles.sort();
  if (changedFiles.length === 0) return { changes: [], changedFiles };

  const changes: Change[] = [];
  const packages = protoPackageMap(repoRoot);
  const rel = (f: string): string => f.slice(PROTO_DIR.length + 1);
  const make = (id: string, breaking: boolean, file: string, line: number, message: string): Change => {
    const severity = breaking ? 'breaking' : 'non-breaking';
    return {
      id,
      severity,
      bump: bumpOf(id, severity),
      package: protoPackageOf(rel(file), packages),
      kind: 'proto',
      message,
      location: { file, line, side: headFiles.includes(file) ? 'head' : 'base' },
    };
  };

  if (headFiles.length === 0) {
    for (const f of baseFiles) changes.push(make('proto.FILE_NO_DELETE', true, f, 0, `Previously present file "${rel(f)}" was deleted.`));
  } else if (baseFiles.length > 0) {
    const against = `${join(repoRoot, '.git')}#ref=${baseCommit},subdir=${PROTO_DIR}`;
    const res = await runBuf(findBuf(repoRoot), ['breaking', PROTO_DIR, '--against', against, '--error-format', 'json'], repoRoot);
    const annotations: BufAnnotation[] = [];
    for (const line of res.stdout.split('\n')) {
      if (!line.trim().startsWith('{')) continue;
      try {
        annotations.push(JSON.parse(line) as BufAnnotation);
      } catch {
        /* not an annotation */
      }
    }
    for (const a of annotations) {
      // buf prints paths relative to the working directory (the repo root) or to the module.
      const file = !a.path ? PROTO_DIR : a.path.startsWith(`${PROTO_DIR}/`) ? a.path : `${PROTO_DIR}/${a.path}`;
      const rule = a.type && a.type !== 'COMPILE' ? a.type : undefined;
      changes.push(make(rule ? `proto.${rule}` : 'proto.invalid', true, file, a.start_line ?? 0, a.message ?? 'buf breaking violation'));
    }
    if (res.code !== 0 && annotations.length === 0) {
      changes.push(make('proto.invalid', true, PROTO_DIR, 0, `buf breaking failed: ${(res.stderr || res.stdout).trim()}`));
    }
  }
  // Changed files buf found nothing breaking in: additions or edits.
  const flagged = new Set(changes.map((c) => c.location.file));
  for (const f of changedFiles) {
    if (flagged.has(f) || !headFiles.includes(f)) continue;
    const added = !baseFiles.includes(f);
    changes.push(make('proto.changed', false, f, 1, added ? `proto file ${rel(f)} added` : `proto file ${rel(f)} changed (no breaking change found by buf)`));
  }
  return { changes, changedFiles };
}
