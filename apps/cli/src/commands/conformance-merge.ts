import { resolve } from 'node:path';
import { MergeError, mergeReports, parseThresholds } from '@gw/conformance/merge';
import { type Command, UsageError } from '../args.js';
import { conformanceMergeSpec } from './conformance-merge-options.js';

export const conformanceMerge: Command = {
  ...conformanceMergeSpec,
  async run(v, dirs) {
    let minCoverage: ReturnType<typeof parseThresholds> | undefined;
    try {
      minCoverage = v['min-coverage'] === undefined ? undefined : parseThresholds(String(v['min-coverage']));
    } catch (e) {
      throw new UsageError((e as Error).message);
    }
    try {
      // Like every path the parser resolves: against the caller's working directory.
      const out = mergeReports(
        dirs.map((d) => resolve(d)),
        v['report-dir'] as string,
        minCoverage ? { minCoverage } : {},
      );
      console.log(out.summary);
      for (const f of out.reportFiles) console.error(`report: ${f}`);
      return out.exitCode;
    } catch (e) {
      if (e instanceof MergeError) throw new UsageError(e.message);
      throw e;
    }
  },
};
