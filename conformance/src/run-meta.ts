import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** Who ran what against what, and when: `report.json`'s `run`, shown in report.md and as JUnit properties. */
export interface RunMeta {
  tool: { name: string; version: string };
  /** The commit of the suite that ran (GITHUB_SHA, else `git rev-parse HEAD`), when known. */
  commit?: string;
  target: 'fixtures' | 'live';
  /** The live gateway's host (never the key), or `local` for the fixtures target. */
  host: string;
  network: string;
  selection: { surfaces: string[]; operations: string[] };
  /** `i/n` when the run is one shard. */
  shard?: string;
  /** `--generate N --seed S`. */
  generate?: { runs: number; seed: number };
  options: { strict: boolean; maxSkip: number; maxRate?: number; minCoverage?: Record<string, number> };
  startedAt: string;
  endedAt: string;
}

/** The suite's own version (this package's). */
export function toolVersion(): string {
  try {
    return (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

/** The commit being run: CI's GITHUB_SHA, else the working copy's HEAD, else undefined. */
export function gitCommit(env: Record<string, string | undefined>): string | undefined {
  if (env.GITHUB_SHA) return env.GITHUB_SHA;
  try {
    return (
      execFileSync('git', ['rev-parse', 'HEAD'], { cwd: new URL('.', import.meta.url), encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() ||
      undefined
    );
  } catch {
    return undefined;
  }
}
