// Conformance for CI at scale (issue 23): shards merged equal the whole run, a stopped run leaves its three reports,
// coverage thresholds, the flags' usage errors, and (real time) pacing through the CLI.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { startMockGateway } from '@gw/gateway-mock';
import { type CaseResult, MergeError, mergeReports, runConformance } from '@gw/conformance';
import { scaleOptions } from '../src/commands/conformance-scale.js';
import { CASES, FIXTURES, ROOT, runGw, runGwBatch } from './helpers.js';
import { startPlanServer } from './plan-server.js';

const verdicts = (rs: CaseResult[]) => rs.map((r) => `${r.id} ${r.status}`);
/** A report's text without what differs between two runs of the same cases: times. */
const stable = (text: string) =>
  text
    .replace(/ time="[^"]*"/g, ' time=""')
    .replace(/(started|ended)-at(" value="|: )[^"\n]*/g, '$1-at')
    .replace(/ \| \d+ \|$/gm, ' | |');

// The real-time pacing run mostly waits for its plan's window: it runs beside the shard tests (both describes are
// concurrent), the rest after them.
describe.concurrent('pacing through the CLI, in real time', () => {
  it('a live run through an 8-request plan waits for the window instead of failing, and says how long it waited', async ({ expect }) => {
    const apiKey = 'k-pacing-cli-0123456789';
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    // The forex cases send 14 keyed requests: the 8th spends the plan, whose window then closes 3 s later, so the run
    // waits once (about 3 s), however long its requests took.
    const plan = await startPlanServer(mock.url, { limit: 8, windowMs: 3_000, now: Date.now, closesWhenSpent: true });
    const dir = mkdtempSync(join(tmpdir(), 'gw-pacing-'));
    try {
      const r = await runGw(['conformance', '--target', 'live', '--network', 'mainnet', '--base-url', plan.url, '--surface', 'forex', '--report-dir', dir], {
        GW_API_KEY: apiKey,
      });
      expect(r.code, r.out + r.err).toBe(0);
      expect(plan.refused()).toBe(0);
      expect(plan.served()).toBeGreaterThan(8);
      expect(r.out).toMatch(/pacing: waited \d+\.\d s in [1-9]\d* wait\(s\)/);
      const json = JSON.parse(readFileSync(join(dir, 'live/mainnet/forex/report.json'), 'utf8'));
      expect(json.pacing.waits).toBeGreaterThan(0);
      expect(json.pacing.planLimit).toBe(8);
      expect(json.results.some((x: CaseResult) => (x.waitedMs ?? 0) > 0)).toBe(true);
    } finally {
      await plan.close();
      await mock.close();
    }
  }, 180_000);
});

/** The CLI runs of the --shard test and the stopped-run test, in one process (runGwBatch), started by the first to read them. */
let cli: ReturnType<typeof runCli> | undefined;
async function runCli() {
  const shardDir = mkdtempSync(join(tmpdir(), 'gw-shard-cli-'));
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  const stopDir = mkdtempSync(join(tmpdir(), 'gw-stop-'));
  const [shard, stop] = await runGwBatch([
    { args: ['conformance', '--network', 'signet', '--surface', 'forex', '--shard', '2/2', '--report-dir', shardDir] },
    {
      args: ['conformance', '--target', 'live', '--network', 'mainnet', '--base-url', `http://127.0.0.1:${port}`, '--report-dir', stopDir],
      env: { GW_API_KEY: 'k-stop-0123456789' },
    },
  ]);
  return { shard: { dir: shardDir, r: shard! }, stop: { dir: stopDir, port, r: stop! } };
}
const cliRuns = () => (cli ??= runCli());

describe.concurrent('--shard i/n and gw conformance merge', () => {
  it('three shards are disjoint, together the whole run, and merged give the same reports case for case', async ({ expect }) => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-shards-'));
    const base = { target: 'fixtures' as const, network: 'mainnet' as const, fixturesDir: FIXTURES, casesDir: CASES, startLocal: startMockGateway };
    const whole = await runConformance({ ...base, reportDir: join(dir, 'whole') });
    const shards = [];
    for (let i = 1; i <= 3; i++) shards.push(await runConformance({ ...base, shard: { index: i, count: 3 }, reportDir: join(dir, `s${i}`) }));
    const ids = shards.flatMap((s) => s.results.map((r) => r.id));
    expect(new Set(ids).size).toBe(ids.length); // disjoint
    expect(shards.every((s) => s.results.length > whole.results.length / 6)).toBe(true); // each a real slice
    expect(shards.map((s) => s.run?.shard)).toEqual(['1/3', '2/3', '3/3']);

    const merged = mergeReports([join(dir, 's1'), join(dir, 's2'), join(dir, 's3')], join(dir, 'merged'));
    expect(verdicts(merged.results)).toEqual(verdicts(whole.results));
    expect(merged.exitCode).toBe(whole.exitCode);
    expect(merged.coverage).toEqual(whole.coverage);
    const read = (d: string, f: string) => readFileSync(join(dir, d, f), 'utf8');
    expect(stable(read('merged', 'junit.xml'))).toBe(stable(read('whole', 'junit.xml')));
    expect(stable(read('merged', 'report.md'))).toBe(stable(read('whole', 'report.md')));
    const [a, b] = [JSON.parse(read('merged', 'report.json')), JSON.parse(read('whole', 'report.json'))];
    expect(a.summary).toEqual(b.summary);
    expect(a.byOperation).toEqual(b.byOperation);
    expect(a.run.shard).toBeUndefined();

    // The same through the CLI, and what it refuses: a missing shard, a shard twice, reports of another run.
    const out = join(dir, 'cli');
    const [ok, missing] = await runGwBatch([
      { args: ['conformance', 'merge', join(dir, 's1'), join(dir, 's2'), join(dir, 's3'), '--report-dir', out] },
      { args: ['conformance', 'merge', join(dir, 's1'), join(dir, 's3'), '--report-dir', out] },
    ]);
    expect(ok!.code).toBe(0);
    expect(ok!.out.trim().split('\n').at(-1)).toBe(whole.summary.trim().split('\n').at(-1));
    expect(JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')).summary).toEqual(b.summary);
    expect(missing!.code).toBe(2);
    expect(missing!.err).toMatch(/shard 2\/3 is missing/);
    const merge =
      (...d: string[]) =>
      () =>
        mergeReports(
          d.map((x) => join(dir, x)),
          out,
        );
    expect(merge('s1', 's1', 's2', 's3')).toThrow(/shard 1\/3 is there 2 times/);
    expect(merge('s1', 's2', 's3', 'whole')).toThrow(MergeError);
    expect(merge('s1', 's2', 's3', 'whole')).toThrow(/is not a shard/);
    rmSync(dir, { recursive: true, force: true });
  }, 300_000);

  it('the CLI takes --shard and writes each shard to its own folder', async ({ expect }) => {
    const { dir, r } = (await cliRuns()).shard;
    expect(r.code).toBe(0);
    expect(r.err).toContain(join(dir, 'fixtures/signet/forex/shard-2-of-2/report.json'));
    expect(JSON.parse(readFileSync(join(dir, 'fixtures/signet/forex/shard-2-of-2/report.json'), 'utf8')).run.shard).toBe('2/2');
  }, 120_000);

  it('bad values of the new flags are usage errors (exit 2), and live-only flags need --target live', ({ expect }) => {
    const parse = (v: Record<string, string>) => () => scaleOptions.parse({ target: 'live', ...v });
    expect(parse({ shard: '3/2' })).toThrow(/--shard must be i\/n with 1 ≤ i ≤ n/);
    expect(parse({ 'max-rate': '0' })).toThrow(/--max-rate must be a positive number/);
    expect(parse({ generate: 'many' })).toThrow(/--generate must be a whole number/);
    expect(parse({ 'min-coverage': 'speed=3' })).toThrow(/--min-coverage takes percentages for operations, errors, rules/);
    expect(parse({ seed: '3' })).toThrow(/--seed goes with --generate N/);
    expect(parse({ target: 'fixtures', generate: '5' })).toThrow(/--generate needs --target live/);
    expect(scaleOptions.parse({ target: 'live', shard: '1/3', 'max-rate': '2.5', generate: '10', seed: '-4', 'min-coverage': 'errors=30' })).toEqual({
      run: { shard: { index: 1, count: 3 }, maxRate: 2.5, generate: 10, seed: -4, minCoverage: { errors: 30 } },
      reportSubdir: ['shard-1-of-3'],
    });
  });
});

describe('the live workflow', () => {
  it('runs networks × shards, each shard with its slice, then merges one report per network', () => {
    const wf = parseYaml(readFileSync(join(ROOT, '.github/workflows/conformance-live.yml'), 'utf8'));
    const live = wf.jobs.live;
    const networks = ['mainnet', 'signet', 'regtest'];
    expect(live.strategy.matrix.network).toEqual(networks);
    expect(live.strategy.matrix.shard).toEqual(Array.from({ length: Number(wf.env.SHARDS) }, (_, i) => i + 1));
    expect(live.strategy.matrix.include.map((i: { network: string }) => i.network)).toEqual(networks);
    const run = live.steps.map((st: { run?: string }) => st.run ?? '').join('\n');
    expect(run).toContain('--shard "${{ matrix.shard }}/$SHARDS"');
    expect(run).toContain('--max-rate "$MAX_RATE"');
    expect(live.steps.at(-1).with.name).toBe('conformance-live-${{ matrix.network }}-shard-${{ matrix.shard }}');
    const merge = wf.jobs.merge;
    expect(merge.needs).toBe('live');
    expect(merge.if).toBe('always()');
    expect(merge.strategy.matrix.network).toEqual(networks);
    expect(merge.steps.find((st: { uses?: string }) => st.uses?.startsWith('actions/download-artifact')).with.pattern).toBe(
      'conformance-live-${{ matrix.network }}-shard-*',
    );
    expect(merge.steps.map((st: { run?: string }) => st.run ?? '').join('\n')).toContain('npm run gw -- conformance merge');
  });
});

describe('coverage', () => {
  it('report.json has coverage per surface; --min-coverage fails the run under a threshold, naming the measure', async () => {
    const base = {
      target: 'fixtures' as const,
      network: 'mainnet' as const,
      fixturesDir: FIXTURES,
      casesDir: CASES,
      startLocal: startMockGateway,
      surface: 'forex',
    };
    const met = await runConformance({ ...base, minCoverage: { operations: 100, rules: 50 } });
    const forex = met.coverage!.forex!;
    expect(forex.operations).toEqual({ exercised: ['forex_convert', 'forex_currencies', 'forex_rates', 'forex_status'], total: 4 });
    expect(forex.errors.exercised.length).toBeGreaterThan(0);
    expect(forex.errors.total).toBeGreaterThan(forex.errors.exercised.length);
    expect(forex.rules.checked.some((r) => r.startsWith('rule:'))).toBe(true);
    expect(forex.headers['content-type']).toBeGreaterThan(0);
    expect(met.exitCode).toBe(0);
    const under = await runConformance({ ...base, minCoverage: { errors: 95 } });
    expect(under.exitCode).toBe(1);
    expect(under.problems.join('\n')).toMatch(/coverage of errors \d+\.\d% \(\d+ of \d+\) is under --min-coverage errors=95/);
  }, 120_000);
});

describe('a stopped run is never an empty green one', () => {
  it('a preflight stop writes report.json, junit.xml and report.md naming the stop and its cause; the last line says stopped', async () => {
    const { dir, port, r } = (await cliRuns()).stop;
    expect(r.code).toBe(1);
    expect(r.out.trim().split('\n').at(-1)).toMatch(/^STOPPED \(preflight: cannot reach 127\.0\.0\.1:\d+: connection refused \(ECONNREFUSED\).*\): 0 passed/);
    const at = join(dir, 'live/mainnet');
    const json = JSON.parse(readFileSync(join(at, 'report.json'), 'utf8'));
    expect(json.notes.stopped).toMatch(/^preflight: cannot reach .*connection refused/);
    expect(json.run).toMatchObject({ target: 'live', network: 'mainnet', host: `127.0.0.1:${port}` });
    expect(readFileSync(join(at, 'junit.xml'), 'utf8')).toMatch(
      /<testcase classname="conformance.run" name="stopped" time="0"><failure message="preflight: cannot reach/,
    );
    expect(readFileSync(join(at, 'report.md'), 'utf8')).toMatch(/\*\*Stopped: preflight: cannot reach .*ECONNREFUSED/);
    for (const f of ['report.json', 'junit.xml', 'report.md']) expect(readFileSync(join(at, f), 'utf8')).not.toContain('k-stop-0123456789');
  }, 120_000);
});
