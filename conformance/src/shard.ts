import { createHash } from 'node:crypto';
import type { CaseResult } from './result.js';

/** One slice of a run: `index` of `count`, 1-based (`--shard 2/3`). */
export interface Shard {
  index: number;
  count: number;
}

/** Parses `i/n` (1 ≤ i ≤ n); throws a message fit for a usage error. */
export function parseShard(text: string): Shard {
  const m = /^(\d+)\/(\d+)$/.exec(text.trim());
  const index = m ? Number(m[1]) : Number.NaN;
  const count = m ? Number(m[2]) : Number.NaN;
  if (!m || count < 1 || index < 1 || index > count) throw new Error(`--shard must be i/n with 1 ≤ i ≤ n (e.g. 2/3), not ${text}`);
  return { index, count };
}

export const shardLabel = (s: Shard) => `${s.index}/${s.count}`;

/**
 * The shard a case belongs to: a hash of its id, so the slice is stable (the same case lands in the same shard
 * whatever else is added or removed) and the shards are disjoint and together the whole run.
 */
export function shardOf(id: string, count: number): number {
  return (createHash('sha256').update(id).digest().readUInt32BE(0) % count) + 1;
}

/** Whether the case with this id runs in `shard` (every case runs when there is no shard). */
export const inShard = (id: string, shard: Shard | undefined) => !shard || shardOf(id, shard.count) === shard.index;

/** The place of a case in a report: fixture replays, then scenarios, then generated runs, then uncovered operations. */
function phase(r: CaseResult): number {
  if (r.case === '-') return 3;
  if (r.kind === 'generated') return 2;
  if (r.kind === 'scenario') return 1;
  return 0;
}

/** One order for every report, so a merged run and an unsharded run list their cases alike. */
export function compareResults(a: CaseResult, b: CaseResult): number {
  return phase(a) - phase(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}
