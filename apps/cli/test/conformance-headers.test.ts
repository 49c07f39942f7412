// Response headers are contract too (issue 23 item 5): the suite, `gw fixtures check` and `gw proxy` check them with
// one function, @gw/contract's checkResponseHeaders (fixtures check: conformance/test/fixtures-check.test.ts).
import { describe, expect, it } from 'vitest';
import { startMockGateway } from '@gw/gateway-mock';
import { startGatewayProxy } from '@gw/gateway-proxy';
import { FIXTURES, liveRun, startRewriter } from './helpers.js';

const apiKey = 'k-headers-0123456789';

describe('a rate-limit header that is not a number', () => {
  it('fails the case in a live run, by its check id (header:x-ratelimit-limit), on REST and JSON-RPC answers', async () => {
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    const bad = await startRewriter(mock.url, (req, res) =>
      req.path.endsWith('/get-bitcoin-price') || req.body?.method === 'forex_status'
        ? { ...res, headers: { ...res.headers, 'x-ratelimit-limit': 'not-a-number' } }
        : undefined,
    );
    try {
      const out = await liveRun(bad.url, apiKey, { surface: ['data-api', 'forex'], operation: ['get-bitcoin-price', 'forex_status', 'forex_rates'] });
      const failed = out.results.filter((r) => r.status === 'fail');
      expect(failed.length).toBeGreaterThan(1);
      expect(new Set(failed.map((r) => r.operation))).toEqual(new Set(['get-bitcoin-price', 'forex_status']));
      for (const r of failed) {
        expect(r.violations?.map((v) => v.check)).toContain('header:x-ratelimit-limit');
        expect(r.message).toMatch(/x-ratelimit-limit: "not-a-number" must be an integer/);
      }
      expect(out.results.filter((r) => r.operation === 'forex_rates').every((r) => r.status === 'pass')).toBe(true);
      expect(out.coverage?.forex?.headers['x-ratelimit-limit']).toBeGreaterThan(0);
    } finally {
      await bad.close();
      await mock.close();
    }
  }, 120_000);

  it('is a violation in gw proxy', async () => {
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    const bad = await startRewriter(mock.url, (_req, res) => ({ ...res, headers: { ...res.headers, 'x-ratelimit-remaining': 'lots' } }));
    const proxy = await startGatewayProxy({ upstream: bad.url, network: 'mainnet' });
    try {
      const res = await fetch(`${proxy.url}/v4/${apiKey}/get-bitcoin-price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(res.status).toBe(200);
      await res.arrayBuffer();
      const v = proxy.violations.violations;
      expect(v.map((x) => `${x.surface} ${x.operation}: ${x.message}`)).toEqual([
        'data-api get-bitcoin-price: response header x-ratelimit-remaining: "lots" must be an integer',
      ]);
    } finally {
      await proxy.close();
      await bad.close();
      await mock.close();
    }
  }, 120_000);
});
