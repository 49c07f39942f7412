// Thin wrappers over the git CLI: read files at a ref, list files at a ref.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

async function git(repoRoot: string, args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: repoRoot, maxBuffer: 64 * 1024 * 1024 });
  return stdout;
}

/** A ref that names no commit: the caller's mistake (`gw` exits 2). */
export class UnknownRefError extends Error {
  override name = 'UnknownRefError';
}

/** Full commit id of a ref; throws UnknownRefError when the ref does not exist. */
export async function resolveCommit(repoRoot: string, ref: string): Promise<string> {
  try {
    return (await git(repoRoot, ['rev-parse', '--verify', '--quiet', `${ref}^{commit}`])).trim();
  } catch {
    throw new UnknownRefError(`'${ref}' is not a commit in ${repoRoot} (fetch it first, e.g. git fetch origin main)`);
  }
}

/** Text of a file at a commit, or undefined when it does not exist there. */
export async function showFile(repoRoot: string, commit: string, path: string): Promise<string | undefined> {
  try {
    return await git(repoRoot, ['show', `${commit}:${path}`]);
  } catch {
    return undefined;
  }
}

/** Repo-relative paths of every file under `dir` at a commit. */
export async function listFilesAt(repoRoot: string, commit: string, dir: string): Promise<string[]> {
  const out = await git(repoRoot, ['ls-tree', '-r', '--name-only', commit, '--', dir]);
  return out.split('\n').filter((l) => l.length > 0);
}
