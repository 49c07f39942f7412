// `gw conformance`: its flags and help, without the suite (./conformance.ts runs it).
import { DRIFT_DIR } from '@gw/codegen/drift-dir';
import { fixturesDir } from '@gw/fixtures';
import { API_KEY_ENV_OPTION, type CommandSpec, networkOf, UsageError } from '../args.js';
import { SCALE_OPTIONS } from './conformance-scale-options.js';

export const conformanceSpec: CommandSpec = {
  name: 'conformance',
  summary: 'run the conformance suite against the local gateway (fixtures) or a live gateway',
  usage:
    'conformance --target fixtures|live [--network N] [--base-url URL] [--api-key-env VAR] [--surface S[,S]] [--operation O[,O]] [--strict] [--known-failing FILE] [--max-skip SHARE] [--report-dir DIR] [--record DIR] [--shard I/N] [--max-rate R] [--generate N --seed S] [--min-coverage SPEC]   (merge shards: gw conformance merge DIR... --report-dir OUT)',
  options: {
    target: { type: 'string', help: 'fixtures (local gateway replaying the fixture set) or live', default: 'fixtures' },
    network: { type: 'string', help: 'mainnet, signet or regtest; required for live; the fixtures target runs all three when omitted' },
    'base-url': { type: 'string', help: 'live gateway base URL (else GW_<NETWORK>_BASE_URL or GW_BASE_URL)' },
    'ws-base-url': { type: 'string', help: 'live WebSocket base URL (else derived from the base URL)' },
    'api-key-env': API_KEY_ENV_OPTION,
    'admin-key-env': {
      type: 'string',
      help: 'name of the environment variable holding an admin-flagged key (admin cases skip without it)',
      default: 'GW_ADMIN_API_KEY',
    },
    surface: { type: 'string', multiple: true, help: 'only these surfaces (e.g. data-api,forex)' },
    operation: { type: 'string', multiple: true, help: 'only these operations (wire names, e.g. holders,forex_rates)' },
    strict: { type: 'boolean', help: 'drift counts as failure' },
    'known-failing': {
      type: 'string',
      help: 'YAML/JSON list of case ids known to fail on this target ({cases: [{id, reason, expires}]})',
      path: 'input',
    },
    'max-skip': { type: 'string', help: 'live: largest share of skipped cases (0..1 or N%), admin-key, CORS and target-state skips aside', default: '0' },
    'max-network-errors': { type: 'string', help: 'stop after this many identical network errors', default: '5' },
    drift: { type: 'string', help: 'drift register directory', default: DRIFT_DIR, path: 'input' },
    'report-dir': {
      type: 'string',
      help: 'write report.json, junit.xml and report.md under DIR/<target>/<network>[/<selection>]',
      default: 'reports/conformance',
      path: 'output',
    },
    record: { type: 'string', help: 'write what a live run saw as fixtures into DIR (key redacted)', path: 'output' },
    fixtures: { type: 'string', help: 'fixtures directory', default: fixturesDir, path: 'input' },
    ...SCALE_OPTIONS,
  },
  check(v) {
    const target = v.target as string;
    if (target !== 'fixtures' && target !== 'live') throw new UsageError(`--target must be fixtures or live, not ${target}`);
    if (v.record && target !== 'live') throw new UsageError('--record needs --target live');
    if (target === 'live' && !v.network) throw new UsageError('--network is required for a live run (mainnet, signet or regtest)');
    if (v.network) networkOf(v);
    parseShare(v['max-skip'] as string | undefined);
    const maxNet = Number(v['max-network-errors']);
    if (!Number.isInteger(maxNet) || maxNet < 1)
      throw new UsageError(`--max-network-errors must be a whole number of at least 1, not ${String(v['max-network-errors'])}`);
  },
};

/** `0.1` or `10%` as a share in [0, 1]. */
export function parseShare(x: string | undefined): number {
  if (x === undefined) return 0;
  const n = x.endsWith('%') ? Number(x.slice(0, -1)) / 100 : Number(x);
  if (!Number.isFinite(n) || n < 0 || n > 1) throw new UsageError(`--max-skip must be a share between 0 and 1 (or 0%..100%), not ${x}`);
  return n;
}
