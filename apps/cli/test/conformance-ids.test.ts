import { describe, expect, it } from 'vitest';
import { casesDir as CASES, runConformance } from '@gw/conformance';
import { fixturesDir as FIXTURES } from '@gw/fixtures';
import { startMockGateway } from '@gw/gateway-mock';
import { startProxy } from './helpers.js';

describe('JSON-RPC ids', () => {
  it('a response whose id does not match its request fails the run, naming the method', async () => {
    const apiKey = 'k-id-mismatch-test-0123456789';
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    const proxy = await startProxy(mock.url, (b) => (b && typeof b === 'object' && !Array.isArray(b) && 'jsonrpc' in b ? { ...b, id: 424242 } : b));
    try {
      const out = await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: proxy.url,
        fixturesDir: FIXTURES,
        casesDir: CASES,
        surface: 'forex',
        env: { GW_API_KEY: apiKey },
      });
      const bad = out.results.filter((r) => r.status === 'fail' && r.operation === 'forex_rates');
      expect(bad.length).toBeGreaterThan(0);
      expect(bad[0]!.message).toMatch(/forex_rates: .*\/id is 424242, not the request's id/);
      expect(out.exitCode).toBe(1);
    } finally {
      await proxy.close();
      await mock.close();
    }
  });

  it('the same run through a faithful path passes', async () => {
    const apiKey = 'k-id-match-test-0123456789';
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    try {
      const out = await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: mock.url,
        fixturesDir: FIXTURES,
        casesDir: CASES,
        surface: 'forex',
        env: { GW_API_KEY: apiKey },
      });
      expect(out.results.filter((r) => r.status === 'fail')).toEqual([]);
    } finally {
      await mock.close();
    }
  });
});
