// A throwaway git repository in os.tmpdir() for spec diff tests.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

export interface TempRepo {
  root: string;
  write(files: Record<string, string>): void;
  remove(path: string): void;
  commit(message: string): string;
  git(...args: string[]): string;
  cleanup(): void;
}

export function createRepo(files: Record<string, string> = {}): TempRepo {
  const root = mkdtempSync(join(tmpdir(), 'gw-spec-diff-'));
  const git = (...args: string[]): string => execFileSync('git', args, { cwd: root, encoding: 'utf8' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'Spec Diff Test');
  git('config', 'user.email', 'spec-diff@test.invalid');
  git('config', 'commit.gpgsign', 'false');
  const repo: TempRepo = {
    root,
    git,
    write(more) {
      for (const [path, text] of Object.entries(more)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
    },
    remove(path) {
      rmSync(join(root, path), { force: true });
    },
    commit(message) {
      git('add', '-A');
      git('commit', '-q', '--allow-empty', '-m', message);
      return git('rev-parse', 'HEAD').trim();
    },
    cleanup() {
      rmSync(root, { recursive: true, force: true });
    },
  };
  repo.write(files);
  return repo;
}

/** 1-based line of the `nth` (1-based) line containing `needle`. */
export function lineOf(text: string, needle: string, nth = 1): number {
  let seen = 0;
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i]?.includes(needle) && ++seen === nth) return i + 1;
  }
  throw new Error(`'${needle}' (#${nth}) not found`);
}
