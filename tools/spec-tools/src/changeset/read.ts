// Read the changesets (.changeset/*.md) added since a base commit, including uncommitted ones.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { listFilesAt } from '../diff/git.js';
import type { Bump } from '../diff/types.js';

export interface Changeset {
  /** Repo-relative path. */
  file: string;
  releases: Record<string, Bump>;
  /** Front-matter entries that are not a valid bump. */
  invalid: string[];
}

const CHANGESET_DIR = '.changeset';
const BUMPS: readonly string[] = ['major', 'minor', 'patch'];

/** Parse the YAML front matter of a changeset file (`"@gw/forex": minor`). */
export function parseChangeset(file: string, text: string): Changeset {
  const m = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text.replace(/^\uFEFF/, ''));
  const releases: Record<string, Bump> = {};
  const invalid: string[] = [];
  let front: unknown;
  try {
    front = m ? parse(m[1] ?? '') : undefined;
  } catch {
    invalid.push('front matter is not valid YAML');
  }
  if (typeof front === 'object' && front !== null) {
    for (const [name, bump] of Object.entries(front as Record<string, unknown>)) {
      if (typeof bump === 'string' && BUMPS.includes(bump)) releases[name] = bump as Bump;
      else invalid.push(`${name}: ${String(bump)}`);
    }
  }
  return { file, releases, invalid };
}

/** Changeset files present in the working tree but not at the base commit. */
export async function readAddedChangesets(repoRoot: string, baseCommit: string): Promise<Changeset[]> {
  let names: string[];
  try {
    names = (await readdir(join(repoRoot, CHANGESET_DIR))).filter((n) => n.endsWith('.md') && n.toLowerCase() !== 'readme.md');
  } catch {
    return [];
  }
  const atBase = new Set(await listFilesAt(repoRoot, baseCommit, CHANGESET_DIR));
  const out: Changeset[] = [];
  for (const n of names.sort()) {
    const file = `${CHANGESET_DIR}/${n}`;
    if (atBase.has(file)) continue;
    out.push(parseChangeset(file, await readFile(join(repoRoot, file), 'utf8')));
  }
  return out;
}
