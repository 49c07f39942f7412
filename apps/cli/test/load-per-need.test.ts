// Issue 25 (a process loads what its command needs): a report-only command loads no client package; a run of one
// surface imports no other surface's cases.
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runConformance } from '@gw/conformance';
import { startMockGateway } from '@gw/gateway-mock';
import { afterAll, describe, expect, it } from 'vitest';
import { CASES, FIXTURES, ROOT, runGwTraced } from './helpers.js';

/** The generated client packages (every package but the contract, the runtime and the two gateways). */
const CLIENTS = readdirSync(join(ROOT, 'packages')).filter((p) => !['contract', 'runtime', 'gateway-mock', 'gateway-proxy'].includes(p));
const clientModules = (modules: string[]) => modules.filter((m) => CLIENTS.some((c) => m.startsWith(`packages/${c}/`)));

const dir = mkdtempSync(join(tmpdir(), 'gw-load-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('gw conformance merge', () => {
  it('merges shard reports loading no client package', async () => {
    const base = { target: 'fixtures' as const, network: 'mainnet' as const, fixturesDir: FIXTURES, casesDir: CASES, startLocal: startMockGateway };
    for (const index of [1, 2]) await runConformance({ ...base, surface: 'forex', shard: { index, count: 2 }, reportDir: join(dir, `s${index}`) });
    const r = await runGwTraced([
      'conformance',
      'merge',
      join(dir, 's1'),
      join(dir, 's2'),
      '--report-dir',
      join(dir, 'merged'),
      '--min-coverage',
      'operations=1',
    ]);
    expect(r.err).toContain(`report: ${join(dir, 'merged')}`);
    expect(r.code).toBe(0);
    expect(CLIENTS).toContain('data-api');
    expect(r.modules.some((m) => m.startsWith('conformance/dist/merge.js'))).toBe(true); // the trace sees the command's modules
    expect(clientModules(r.modules)).toEqual([]);
  });
});

describe('gw conformance --surface', () => {
  it('imports the selected surface’s cases only', async () => {
    const r = await runGwTraced(['conformance', '--surface', 'forex', '--report-dir', join(dir, 'forex')]);
    expect(r.code).toBe(0);
    const cases = r.modules.filter((m) => m.startsWith('conformance/dist/cases/'));
    expect(cases.length).toBeGreaterThan(0);
    expect(cases.filter((m) => !m.startsWith('conformance/dist/cases/forex/'))).toEqual([]);
  });
});
