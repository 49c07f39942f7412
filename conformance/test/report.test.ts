import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

describe('reports show the four verdicts', () => {
  it('JUnit: drift is a property of its own (neither a pass nor a failure); suites carry the four counts', () => {
    const x = junit(results, 't');
    expect(x).toContain('<testsuites name="t" tests="5" failures="1" skipped="1">');
    expect(x).toMatch(/name="c \(exchange\)"[^\n]*<property name="verdict" value="drift"\/><property name="drift" value="opi-event-kinds-beyond-seed"\/>/);
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
