// Working-tree file access for the head side.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Repo-relative (posix) paths of every file under `dir` in the working tree. */
export async function listFilesInTree(repoRoot: string, dir: string): Promise<string[]> {
  const out: string[] = [];
  async function walk(rel: string): Promise<void> {
    let entries;
    try {
      entries = await readdir(join(repoRoot, rel), { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const child = `${rel}/${e.name}`;
      if (e.isDirectory()) await walk(child);
      else if (e.isFile()) out.push(child);
    }
  }
  await walk(dir);
  return out.sort();
}

/** Text of a working-tree file, or undefined when it does not exist. */
export async function readTreeFile(repoRoot: string, path: string): Promise<string | undefined> {
  try {
    return await readFile(join(repoRoot, path), 'utf8');
  } catch {
    return undefined;
  }
}
