import type { LoadedFixture } from '@gw/contract';

/** What is recorded for one surface: its operations (or stream names) and how many cases each has. */
export interface RecordedSurface {
  surface: string;
  operations: { operation: string; cases: number }[];
}

/** The fixtures of one network, grouped by surface then operation, sorted by name (`gw mock --list`). */
export function recordedSummary(fixtures: LoadedFixture[], network: string): RecordedSurface[] {
  const by = new Map<string, Map<string, number>>();
  for (const f of fixtures) {
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
