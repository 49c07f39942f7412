import { type LoadedFixture, loadFixtures } from '@gw/contract';
import type { Network } from '@gw/runtime';

/** What is recorded for one surface: its operations (or stream names) and how many cases each has. */
export interface RecordedSurface {
  surface: string;
  operations: { operation: string; cases: number }[];
}

/** The fixtures of one network (a directory or fixtures already loaded), grouped by surface then operation, sorted by name (`gw mock --list`). */
export function recordedSummary(fixtures: string | LoadedFixture[], network: Network): RecordedSurface[] {
  const by = new Map<string, Map<string, number>>();
  for (const f of typeof fixtures === 'string' ? loadFixtures(fixtures, network) : fixtures) {
    if (f.network !== network) continue;
    const ops = by.get(f.surface) ?? new Map<string, number>();
    ops.set(f.operation, (ops.get(f.operation) ?? 0) + 1);
    by.set(f.surface, ops);
  }
  return [...by.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([surface, ops]) => ({
      surface,
      operations: [...ops.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([operation, cases]) => ({ operation, cases })),
    }));
}
