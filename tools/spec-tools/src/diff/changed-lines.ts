// Which lines of a spec file the change under review edited: `git diff -U0 <base commit>` against the working tree.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

interface Edited {
  base: Set<number>;
  head: Set<number>;
}

export class ChangedLines {
  private readonly cache = new Map<string, Promise<Edited>>();

  constructor(
    private readonly repoRoot: string,
    private readonly baseCommit: string,
  ) {}

  /** 1-based lines of `file` that the diff removed (base side) or added (head side). */
  async of(file: string, side: 'base' | 'head'): Promise<Set<number>> {
    let hit = this.cache.get(file);
    if (!hit) {
      hit = this.read(file);
      this.cache.set(file, hit);
    }
    return (await hit)[side];
  }

  private async read(file: string): Promise<Edited> {
    const edited: Edited = { base: new Set(), head: new Set() };
    const { stdout } = await run('git', ['diff', '--no-color', '--no-ext-diff', '--text', '-U0', this.baseCommit, '--', file], {
      cwd: this.repoRoot,
      maxBuffer: 64 * 1024 * 1024,
    }).catch(() => ({ stdout: '' }));
    for (const m of stdout.matchAll(/^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/gm)) {
      const add = (set: Set<number>, from: number, count: number) => {
        for (let l = from; l < from + count; l++) set.add(l);
      };
      add(edited.base, Number(m[1]), m[2] === undefined ? 1 : Number(m[2]));
      add(edited.head, Number(m[3]), m[4] === undefined ? 1 : Number(m[4]));
    }
    return edited;
  }
}
