// `gw conformance merge`: its flags and help, without the suite (./conformance-merge.ts runs it).
import { type CommandSpec, UsageError } from '../args.js';

export const conformanceMergeSpec: CommandSpec = {
  name: 'conformance merge',
  summary: 'merge the reports of the shards of one run (gw conformance --shard i/n) into one report.json, junit.xml and report.md',
  usage: 'conformance merge <dir>... --report-dir OUT [--min-coverage SPEC]',
  positionals: '<dir>...',
  options: {
    'report-dir': { type: 'string', help: 'where the merged report.json, junit.xml and report.md go', path: 'output' },
    'min-coverage': { type: 'string', help: "fail under these coverage shares (default: the shards' own --min-coverage)" },
  },
  check(v, dirs) {
    if (!dirs.length) throw new UsageError('name the directories holding the shard reports (each report.json is found below them)');
    if (!v['report-dir']) throw new UsageError('--report-dir OUT is required');
  },
};
