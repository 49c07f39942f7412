import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse as parseTestResults } from 'test-results-parser';
import { describe, expect, it } from 'vitest';
import type { CaseResult } from '../src/index.js';
import { consoleSummary, junit, markdown, writeReports } from '../src/report/index.js';

const base = { network: 'mainnet', surface: 'opi', kind: 'exchange' as const, durationMs: 1 };
const results: CaseResult[] = [
  { ...base, id: 'mainnet/opi/holders/a', operation: 'holders', case: 'a', status: 'pass' },
  {
    ...base,
    id: 'mainnet/opi/holders/b',
    operation: 'holders',
    case: 'b',
    status: 'fail',
    message: 'overall_balance must be string',
    detail: {
      fixture: 'conformance/fixtures/mainnet/opi/holders/b.json',
      request: { method: 'GET', path: '/v4/{apiKey}/opi/v1/brc20/holders', query: { ticker: 'ordi' } },
      status: 200,
      pointer: '/result/unused_txes/0/overall_balance',
      excerpt: '{"error":null,"result":{',
    },
  },
  {
    ...base,
    id: 'mainnet/opi/event/c',
    operation: 'event',
    case: 'c',
    status: 'drift',
    drift: ['opi-event-kinds-beyond-seed'],
    message: 'drift opi-event-kinds-beyond-seed: …',
  },
  {
    ...base,
    surface: 'mempool',
    id: 'mainnet/mempool/mempool_info/d',
    operation: 'mempool_info',
    case: 'd',
    status: 'drift',
    assumptions: ['mempool-fee-coverage-ratio'],
    message: 'assumption …',
  },
  {
    ...base,
    id: 'mainnet/opi/event/e',
    operation: 'event',
    case: 'e',
    status: 'skip',
    skipKind: 'admin-key',
    message: 'needs an admin-flagged key (--admin-key-env NAME)',
  },
];

/** What a JUnit reader from npm (test-results-parser) makes of a report: the status of each case. */
function readJunit(xml: string): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'gw-junit-'));
  const file = join(dir, 'junit.xml');
  writeFileSync(file, xml);
  const parsed = parseTestResults({ type: 'junit', files: [file] });
  return Object.fromEntries(parsed.suites.flatMap((s) => s.cases.map((c) => [c.name, c.status])));
}

describe('reports show the four verdicts', () => {
  it('a value bound from the target is named in JUnit (passing cases too), Markdown and the console', () => {
    const bound: CaseResult = { ...results[0]!, id: 'mainnet/opi/holders/e', case: 'e', status: 'fail', message: 'boom', bound: { '/address': 'bc1qbound' } };
    const pass: CaseResult = { ...bound, id: 'mainnet/opi/holders/f', case: 'f', status: 'pass' };
    delete pass.message;
    expect(junit([pass], 't')).toContain('<property name="bound" value="/address = &quot;bc1qbound&quot;"/>');
    expect(markdown([bound], 't')).toContain('bound from the target: /address = "bc1qbound"');
    expect(consoleSummary([bound], 't')).toContain('bound from the target: /address = "bc1qbound"');
  });

  it('a stream case says how its frames were checked: JUnit (passing cases too), Markdown and the console', () => {
    const s = { ...base, surface: 'mempool-stream', operation: 'stream', kind: 'stream' as const };
    const pass: CaseResult = { ...s, id: 'mainnet/mempool-stream/stream/a', case: 'a', status: 'pass', stream: { checked: 'by-rule', frames: 1 } };
    const fail: CaseResult = {
      ...pass,
      id: 'mainnet/mempool-stream/stream/b',
      case: 'b',
      status: 'fail',
      message: 'boom',
      stream: { checked: 'compared', frames: 5 },
    };
    const byRule = "frames: 1 received, checked by rule, not compared (the target's hello is not the recorded one)";
    expect(junit([pass], 't')).toContain(`<property name="stream" value="${byRule}"/>`);
    expect(markdown([fail], 't')).toContain('frames: 5 received, compared with the recording');
    expect(consoleSummary([fail], 't')).toContain('frames: 5 received, compared with the recording');
  });

  it('JUnit: drift is skipped with the entry ids (like pytest xfail), never a pass; suites carry the four counts', () => {
    const x = junit(results, 't');
    expect(x).toContain('<testsuites name="t" tests="5" failures="1" skipped="3">');
    expect(x).toMatch(/name="c \(exchange\)"[^\n]*<property name="verdict" value="drift"\/><property name="drift" value="opi-event-kinds-beyond-seed"\/>/);
    expect(x).toMatch(/name="c \(exchange\)"[^\n]*<skipped message="drift: opi-event-kinds-beyond-seed"\/>/);
    expect(x).toMatch(/name="d \(exchange\)"[^\n]*<skipped message="drift: assumption mempool-fee-coverage-ratio"\/>/);
    expect(x).not.toMatch(/name="c \(exchange\)"[^\n]*<failure/);
    expect(x).toMatch(/<property name="assumption" value="mempool-fee-coverage-ratio"\/>/);
    expect(x).toContain('<property name="drift" value="1"/>');
    expect(x).toContain('request: GET /v4/{apiKey}/opi/v1/brc20/holders?ticker=ordi');
  });

  it('Markdown and JSON: counts per surface and per operation; failure detail', () => {
    const md = markdown(results, 't');
    expect(md).toContain('1 passed, 1 failed, 2 drift, 1 skipped');
    expect(md).toContain('| opi | 1 | 1 | 1 | 1 |');
    expect(md).toContain('| opi/holders | 1 | 1 | 0 | 0 |');
    expect(md).toContain('at: /result/unused_txes/0/overall_balance');
    expect(md).toContain('drift (assumption mempool-fee-coverage-ratio)');
    const dir = mkdtempSync(join(tmpdir(), 'gw-rep-'));
    writeReports(dir, results, 't', ['SECRET-KEY']);
    const json = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(json.summary).toEqual({ passed: 1, failed: 1, drift: 2, skipped: 1, known: 0 });
    expect(json.bySurface.mempool).toEqual({ passed: 0, failed: 0, drift: 1, skipped: 0, known: 0 });
    expect(json.byOperation['opi/event']).toEqual({ passed: 0, failed: 0, drift: 1, skipped: 1, known: 0 });
    expect(json.results[1].detail.fixture).toContain('holders/b.json');
  });

  it('console: the last line starts with `N passed, N failed` and shows drift and skipped', () => {
    const c = consoleSummary(results, 't');
    expect(c.split('\n').at(-1)).toBe('conformance: 1 passed, 1 failed, 2 drift, 1 skipped');
    expect(c).toContain('  drift mainnet/mempool/mempool_info/d: assumption …');
  });
});

describe('honest reports', () => {
  it('a JUnit parser from npm reads a drift case as not passed, and as failed under --strict', () => {
    const read = readJunit(junit(results, 't'));
    expect(read['a (exchange)']).toBe('PASS');
    expect(read['b (exchange)']).toBe('FAIL');
    expect(read['c (exchange)']).toBe('SKIP');
    expect(read['d (exchange)']).toBe('SKIP');
    const strict: CaseResult = {
      ...results[2]!,
      status: 'fail',
      strict: true,
      message: 'drift is a failure under --strict (drift opi-event-kinds-beyond-seed: …)',
    };
    expect(readJunit(junit([strict], 't'))['c (exchange)']).toBe('FAIL');
  });

  it('a stopped run: the JUnit has a failing case naming the stop; Markdown and the last console line say it stopped', () => {
    const stop = 'preflight: cannot reach 127.0.0.1:9: connection refused (ECONNREFUSED) (probe GET /v4/api/health)';
    const notes = { problems: [stop], resolved: [], knownPassing: [], knownNotRun: [], assumptions: [], runProblems: [stop], stopped: stop };
    const read = readJunit(junit([], 't', notes));
    expect(read).toEqual({ stopped: 'FAIL' });
    expect(junit([], 't', notes)).toContain(`<failure message="${stop}"/>`);
    expect(markdown([], 't', notes)).toContain(`**Stopped: ${stop}** — 0 passed, 0 failed, 0 drift, 0 skipped`);
    const lines = consoleSummary([], 't', notes).split('\n');
    expect(lines.at(-2)).toBe(`  RUN STOPPED: ${stop}`);
    expect(lines.at(-1)).toBe('conformance: STOPPED before the end (see RUN STOPPED): 0 passed, 0 failed, 0 drift, 0 skipped');
  });

  it('report.json carries the run metadata; the JUnit run suite and report.md show it', () => {
    const run = {
      tool: { name: 'gw conformance', version: '1.2.3' },
      commit: 'abc123',
      target: 'live' as const,
      host: 'gw.example',
      network: 'mainnet',
      selection: { surfaces: ['opi'], operations: [] },
      shard: '2/3',
      generate: { runs: 10, seed: 42 },
      options: { strict: false, maxSkip: 0 },
      startedAt: '2026-11-24T00:00:00.000Z',
      endedAt: '2026-11-24T00:01:00.000Z',
    };
    const dir = mkdtempSync(join(tmpdir(), 'gw-rep-'));
    writeReports(dir, results, 't', [], undefined, { run, pacing: { waits: 2, waitedMs: 20000, longestWaitMs: 10000, retried: 1, planLimit: 20 } });
    const json = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(json.run).toEqual(run);
    expect(json.pacing.waitedMs).toBe(20000);
    const x = readFileSync(join(dir, 'junit.xml'), 'utf8');
    expect(x).toContain('<property name="seed" value="42"/>');
    expect(x).toContain('<property name="shard" value="2/3"/>');
    expect(x).toContain('<property name="pacing-waited-ms" value="20000"/>');
    const md = readFileSync(join(dir, 'report.md'), 'utf8');
    expect(md).toContain('- commit: abc123');
    expect(md).toContain('pacing: waited 20.0 s in 2 wait(s) (longest 10.0 s); 1 rate-limited answer(s) sent again; plan 20 per window');
  });
});
