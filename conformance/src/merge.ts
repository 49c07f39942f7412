import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { type Coverage, type CoverageThresholds, mergeCoverage } from './coverage.js';
import { runGuards } from './guards.js';
import type { PacingStats } from './pacing.js';
import { consoleSummary, type RunNotes, summarize, writeReports } from './report/index.js';
import type { CaseResult } from './result.js';
import type { RunMeta } from './run-meta.js';
import { compareResults } from './shard.js';

// `@gw/conformance/merge` is what `gw conformance merge` loads (no client package): it parses --min-coverage too.
export { parseThresholds } from './coverage.js';

/** One shard's report.json, as read back. */
interface ShardReport {
  file: string;
  title: string;
  run: RunMeta;
  notes?: RunNotes;
  coverage?: Coverage;
  pacing?: PacingStats;
  results: CaseResult[];
}

export interface MergeOutcome {
  results: CaseResult[];
  exitCode: number;
  summary: string;
  reportFiles: string[];
  problems: string[];
  coverage?: Coverage;
}

/** Bad input to a merge (missing or doubled shards, reports of different runs): a usage error, nothing written. */
export class MergeError extends Error {
  override name = 'MergeError';
}

function findReports(dir: string): string[] {
  let st: ReturnType<typeof statSync>;
  try {
    st = statSync(dir);
  } catch {
    throw new MergeError(`${dir}: no such directory`);
  }
  if (st.isFile()) return dir.endsWith('report.json') ? [dir] : [];
  return readdirSync(dir)
    .sort()
    .flatMap((n) => findReports(join(dir, n)));
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Merges the reports of the shards of one run (`gw conformance --shard i/n`, each with its report.json somewhere
 * under the given directories) into one report.json, junit.xml and report.md, with the counts of the unsharded run.
 * Every shard 1..n must be there exactly once, all from the same target, network, selection, seed and commit.
 */
export function mergeReports(dirs: string[], outDir: string, opts: { minCoverage?: CoverageThresholds } = {}): MergeOutcome {
  const files = dirs.flatMap(findReports);
  if (files.length === 0) throw new MergeError(`no report.json under ${dirs.join(', ')}`);
  const reports: ShardReport[] = files.map((file) => {
    const r = JSON.parse(readFileSync(file, 'utf8')) as Omit<ShardReport, 'file'>;
    if (!r.run) throw new MergeError(`${file}: no run metadata (written by an older gw conformance?)`);
    return { ...r, file };
  });
  const first = reports[0]!;
  const key = (r: ShardReport) => ({
    target: r.run.target,
    host: r.run.host,
    network: r.run.network,
    selection: r.run.selection,
    generate: r.run.generate,
    commit: r.run.commit,
  });
  for (const r of reports.slice(1))
    if (!same(key(r), key(first)))
      throw new MergeError(`${r.file} is from another run than ${first.file}: ${JSON.stringify(key(r))} vs ${JSON.stringify(key(first))}`);
  const shards = reports.map((r) => {
    const m = /^(\d+)\/(\d+)$/.exec(r.run.shard ?? '');
    if (!m) throw new MergeError(`${r.file} is not a shard (run without --shard): nothing to merge it with`);
    return { index: Number(m[1]), count: Number(m[2]), file: r.file };
  });
  const count = shards[0]!.count;
  const problems: string[] = [];
  for (const s of shards) if (s.count !== count) problems.push(`${s.file} is shard ${s.index}/${s.count}, the others are of ${count}`);
  for (let i = 1; i <= count; i++) {
    const at = shards.filter((s) => s.index === i);
    if (at.length === 0) problems.push(`shard ${i}/${count} is missing`);
    if (at.length > 1) problems.push(`shard ${i}/${count} is there ${at.length} times: ${at.map((s) => s.file).join(', ')}`);
  }
  if (problems.length) throw new MergeError(problems.join('; '));

  const results = reports.flatMap((r) => r.results).sort(compareResults);
  for (let i = 1; i < results.length; i++)
    if (results[i]!.id === results[i - 1]!.id) throw new MergeError(`case ${results[i]!.id} is in two shards: the shards are not of one run`);

  const notes = mergeNotes(reports.map((r) => r.notes));
  const coverage = reports.every((r) => r.coverage) ? mergeCoverage(reports.map((r) => r.coverage!)) : undefined;
  const run: RunMeta = {
    ...first.run,
    startedAt: reports.map((r) => r.run.startedAt).sort()[0]!,
    endedAt: reports
      .map((r) => r.run.endedAt)
      .sort()
      .at(-1)!,
  };
  delete run.shard;
  const minCoverage = opts.minCoverage ?? (first.run.options.minCoverage as CoverageThresholds | undefined);
  notes.problems = [
    ...(notes.runProblems ?? []),
    ...runGuards(results, { live: run.target === 'live', stopped: !!notes.stopped, maxSkip: run.options.maxSkip, minCoverage, coverage }),
  ];
  const pacing = mergePacing(reports.map((r) => r.pacing));
  const title = first.title.replace(/, shard \d+\/\d+$/, '');
  const extra = { run, ...(coverage ? { coverage } : {}), ...(pacing ? { pacing } : {}) };
  const reportFiles = writeReports(outDir, results, title, [], notes, extra);
  const s = summarize(results);
  return {
    results,
    exitCode: s.failed > 0 || notes.problems.length > 0 ? 1 : 0,
    summary: consoleSummary(results, title, notes, extra),
    reportFiles,
    problems: notes.problems,
    ...(coverage ? { coverage } : {}),
  };
}

/** The shards' notes as one run's: problems of the run kept once, drift resolved only where no shard matched it. */
function mergeNotes(parts: Array<RunNotes | undefined>): RunNotes {
  const all = parts.filter((n): n is RunNotes => !!n);
  const union = (f: (n: RunNotes) => string[] | undefined) => [...new Set(all.flatMap((n) => f(n) ?? []))];
  const matched = new Set(union((n) => n.matched));
  // A listing is not run when no shard met it.
  const notRun = union((n) => n.knownNotRun).filter((id) => all.every((n) => n.knownNotRun.includes(id)));
  const stopped = all.find((n) => n.stopped)?.stopped;
  return {
    problems: [],
    runProblems: union((n) => n.runProblems),
    resolved: union((n) => n.resolved).filter((id) => !matched.has(id)),
    knownPassing: union((n) => n.knownPassing),
    knownNotRun: notRun,
    assumptions: union((n) => n.assumptions),
    matched: [...matched].sort(),
    ...(stopped ? { stopped } : {}),
  };
}

function mergePacing(parts: Array<PacingStats | undefined>): PacingStats | undefined {
  const all = parts.filter((p): p is PacingStats => !!p);
  if (!all.length) return undefined;
  const limit = all.find((p) => p.planLimit !== undefined)?.planLimit;
  return {
    ...(all[0]!.maxRate ? { maxRate: all[0]!.maxRate } : {}),
    waits: all.reduce((n, p) => n + p.waits, 0),
    waitedMs: all.reduce((n, p) => n + p.waitedMs, 0),
    longestWaitMs: Math.max(...all.map((p) => p.longestWaitMs)),
    retried: all.reduce((n, p) => n + p.retried, 0),
    ...(limit !== undefined ? { planLimit: limit } : {}),
  };
}
