// Conformance-side corrections where the suite asserted more than the seeds say (issue 10 item 7).
import { describe, expect, it } from 'vitest';
import { loadFixtures } from '@gw/contract';
import { startMockGateway } from '@gw/gateway-mock';
import { NETWORKS } from '@gw/runtime';
import { loadCases, runConformance } from '@gw/conformance';
import { CASES, FIXTURES, startRewriter } from './helpers.js';

const OVERVIEW = ['balance', 'history', 'token_summary'];

describe('OPI overview routes balance, history, token_summary (parameters and shapes not shown)', () => {
  it.each([...NETWORKS])('no fixture on %s asserts a 2xx success for them', (network) => {
    const fx = loadFixtures(FIXTURES, network).filter((f) => f.surface === 'opi' && OVERVIEW.includes(f.operation));
    expect(fx.length).toBe(3);
    for (const f of fx) expect(f.response!.status, f.file).toBeGreaterThanOrEqual(300);
  });

  it('their cases assert no outcome and have no rules', async () => {
    const cases = (await loadCases(CASES)).filter((c) => c.surface === 'opi' && OVERVIEW.includes(c.operation));
    expect(cases.length).toBe(3);
    for (const c of cases) {
      expect(c.openOutcome, c.operation).toMatch(/not shown/);
      expect(c.rules ?? []).toEqual([]);
    }
  });

  it('a live 404 is graded drift (the register), any other answer passes', async () => {
    const apiKey = 'k-overview-0123456789';
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    const absent = await startRewriter(mock.url, (req) =>
      OVERVIEW.some((r) => req.path.endsWith(`/v1/brc20/${r}`)) ? { status: 404, headers: { 'content-type': 'text/html' }, body: 'Cannot GET' } : undefined,
    );
    try {
      const out = await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: absent.url,
        fixturesDir: FIXTURES,
        casesDir: CASES,
        surface: 'opi',
        operation: OVERVIEW,
        env: { GW_API_KEY: apiKey },
      });
      expect(out.results.map((r) => [r.operation, r.status, r.drift])).toEqual(OVERVIEW.map((o) => [o, 'drift', ['opi-overview-routes-absent']]));
      // Drift is not a pass: a live run where nothing passed fails, and says how much drifted.
      expect(out.exitCode).toBe(1);
      expect(out.problems).toContain('nothing passed (3 drifted): a live run must pass at least one case');
      const withHeight = await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: absent.url,
        fixturesDir: FIXTURES,
        casesDir: CASES,
        surface: 'opi',
        operation: [...OVERVIEW, 'block_height'],
        env: { GW_API_KEY: apiKey },
      });
      expect(withHeight.results.filter((r) => r.operation !== 'block_height').every((r) => r.status === 'drift')).toBe(true);
      expect(withHeight.exitCode).toBe(0);
    } finally {
      await absent.close();
      await mock.close();
    }
  });
});

describe('OPI event_type: the ten kinds are known values, not a closed set', () => {
  it('an event of a kind outside the ten is drift (opi-event-kinds-beyond-seed), not a failure', async () => {
    const apiKey = 'k-kinds-0123456789';
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    const more = await startRewriter(mock.url, (req, res) =>
      req.path.endsWith('/activity_on_block') && Array.isArray(res.body?.result)
        ? { ...res, body: { ...res.body, result: [...res.body.result, { event_type: 'brc20prog-transact-inscribe', inscription_id: `${'ab'.repeat(32)}i0` }] } }
        : undefined,
    );
    try {
      const out = await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: more.url,
        fixturesDir: FIXTURES,
        casesDir: CASES,
        surface: 'opi',
        operation: ['activity_on_block'],
        env: { GW_API_KEY: apiKey },
      });
      const r = out.results.find((x) => x.id === 'mainnet/opi/activity_on_block/all-ten-kinds')!;
      expect(r).toMatchObject({ status: 'drift', drift: ['opi-event-kinds-beyond-seed'] });
      expect(r.detail?.pointer).toBe('/result/10/event_type');
      expect(out.exitCode).toBe(0);
    } finally {
      await more.close();
      await mock.close();
    }
  });
});
