import { isAbsolute, join } from 'node:path';
import { MergeError, mergeReports, parseThresholds } from '@gw/conformance';
import { type Command, UsageError } from '../args.js';
import { repoRoot } from '../root.js';

export const conformanceMerge: Command = {
  name: 'conformance merge',
  summary: 'merge the reports of the shards of one run (gw conformance --shard i/n) into one report.json, junit.xml and report.md',
  usage: 'conformance merge <dir>... --report-dir OUT [--min-coverage SPEC]',
  options: {
    'report-dir': { type: 'string', help: 'where the merged report.json, junit.xml and report.md go' },
    'min-coverage': { type: 'string', help: "fail under these coverage shares (default: the shards' own --min-coverage)" },
  },
  async run(v, dirs) {
    if (!dirs.length) throw new UsageError('name the directories holding the shard reports (each report.json is found below them)');
    if (!v['report-dir']) throw new UsageError('--report-dir OUT is required');
    const abs = (p: string) => (isAbsolute(p) ? p : join(repoRoot(), p));
    let minCoverage: ReturnType<typeof parseThresholds> | undefined;
    try {
      minCoverage = v['min-coverage'] === undefined ? undefined : parseThresholds(String(v['min-coverage']));
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    try {
      const out = mergeReports(dirs.map(abs), abs(v['report-dir'] as string), minCoverage ? { minCoverage } : {});
      console.log(out.summary);
      for (const f of out.reportFiles) console.error(`report: ${f}`);
      return out.exitCode;
    } catch (e) {
      if (e instanceof MergeError) throw new UsageError(e.message);
      throw e;
    }
  },
};
