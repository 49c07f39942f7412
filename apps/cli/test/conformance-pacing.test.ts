// Pacing (issue 23 item 1): a live run keeps to the gateway's plan instead of failing on its own traffic.
import { describe, expect, it } from 'vitest';
import { startMockGateway } from '@gw/gateway-mock';
import { runConformance } from '@gw/conformance';
import { CASES, FIXTURES } from './helpers.js';
import { startPlanServer, virtualClock } from './plan-server.js';

const apiKey = 'k-pacing-0123456789';

describe('a live run keeps to the plan', () => {
  it('a full mainnet run through a 20-per-10s plan ends with 0 fail and reports its waits (virtual time)', async () => {
    const clock = virtualClock();
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    const plan = await startPlanServer(mock.url, { limit: 20, windowMs: 10_000, now: clock.now });
    try {
      const out = await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: plan.url,
        fixturesDir: FIXTURES,
        casesDir: CASES,
        env: { GW_API_KEY: apiKey },
        clock,
      });
      const bad = out.results.filter((r) => r.status === 'fail' || (r.status === 'skip' && r.skipKind !== 'admin-key'));
      expect(bad.map((r) => `${r.id}: ${r.message}`)).toEqual([]);
      expect(out.exitCode).toBe(0);
      console.log(out.summary.split('\n').slice(-3).join('\n'), plan.refused(), plan.served());
    } finally {
      await plan.close();
      await mock.close();
    }
  });
});
