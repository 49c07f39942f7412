// Spec-generated requests (issue 23 item 3): `--generate N --seed S` against the local gateway, and against a loopback
// proxy that corrupts one field of one operation's answer: the failure names the seed and a shrunk request, and the
// same seed finds the same one again.
import { describe, expect, it } from 'vitest';
import { startMockGateway } from '@gw/gateway-mock';
import { FIXTURES, liveRun, startRewriter } from './helpers.js';

const apiKey = 'k-generate-0123456789';
const live = (baseUrl: string, extra: Parameters<typeof liveRun>[2]) => liveRun(baseUrl, apiKey, extra);
const generated = (rs: Awaited<ReturnType<typeof live>>['results']) => rs.filter((r) => r.kind === 'generated');

describe('--generate against the local gateway', () => {
  it('valid and invalid requests per operation, the paging walk and the stream attach pass', async () => {
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    try {
      // Surfaces whose synthesized answers already follow the request and the seeds (issue 20 item 3 covers the rest).
      const out = await live(mock.url, { surface: ['forex', 'btcusd', 'frusd'], generate: 10, seed: 42 });
      const gen = generated(out.results);
      expect(gen.filter((r) => r.status === 'fail').map((r) => `${r.id}: ${r.message}`)).toEqual([]);
      expect(gen.filter((r) => r.status === 'pass').length).toBeGreaterThanOrEqual(10);
      expect(gen.map((r) => r.id)).toContain('mainnet/forex/forex_rates/generated-invalid');
      expect(out.run?.generate).toEqual({ runs: 10, seed: 42 });
      expect(out.exitCode).toBe(0);

      // Operations the spec gives nothing to generate from are said so (not counted against --max-skip).
      const rpc = await live(mock.url, { surface: 'jsonrpc', operation: ['lua_evalscript', 'btc_getblockcount'], generate: 10, seed: 42 });
      expect(generated(rpc.results).filter((r) => r.status === 'fail')).toEqual([]);
      const lua = generated(rpc.results).find((r) => r.id === 'mainnet/jsonrpc/lua_evalscript/generated-valid')!;
      expect(lua).toMatchObject({ status: 'skip', skipKind: 'not-generated' });
      expect(lua.message).toMatch(/params are not shown/);
      expect(rpc.problems).toEqual([]);

      const mempool = await live(mock.url, { surface: 'mempool', operation: ['mempool_snapshot'], generate: 5, seed: 42 });
      const ids = Object.fromEntries(generated(mempool.results).map((r) => [r.case, r.status]));
      expect(ids).toEqual({ 'generated-valid': 'pass', 'generated-invalid': 'pass', 'generated-paging': 'pass', 'generated-stream-attach': 'pass' });
    } finally {
      await mock.close();
    }
  }, 120_000);

  it('an answer corrupted in one field of one operation fails with the seed and a shrunk request; the seed reproduces it', async () => {
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    // forex_rates answers with `base` as a number, but only when two or more quotes are asked for.
    const bad = await startRewriter(mock.url, (req, res) =>
      req.body?.method === 'forex_rates' && (req.body.params?.quotes?.length ?? 0) >= 2 && res.body?.result
        ? { ...res, body: { ...res.body, result: { ...res.body.result, base: 12345 } } }
        : undefined,
    );
    try {
      const run = () => live(bad.url, { surface: 'forex', operation: ['forex_rates', 'forex_convert'], generate: 40, seed: 7 });
      const first = await run();
      const failed = generated(first.results).filter((r) => r.status === 'fail');
      expect(failed.map((r) => r.id)).toEqual(['mainnet/forex/forex_rates/generated-valid']);
      const msg = failed[0]!.message!;
      expect(msg).toMatch(/generated request failed \(seed -?\d+, shrunk \d+×; reproduce: --generate 40 --seed 7 --operation forex_rates\)/);
      // Shrunk to the least that still fails: exactly two quotes, nothing else.
      const shown = JSON.parse(/\): (\{.*?\}) → /.exec(msg)![1]!);
      expect(Object.keys(shown)).toEqual(['quotes']);
      expect(shown.quotes).toHaveLength(2);
      expect(msg).toMatch(/\/result\/base/);
      expect(failed[0]!.detail?.request?.body).toMatchObject({ method: 'forex_rates', params: shown });
      expect(first.exitCode).toBe(1);
      // The same seed finds the same shrunk request again.
      const again = generated((await run()).results).find((r) => r.status === 'fail');
      expect(again?.message).toBe(msg);
    } finally {
      await bad.close();
      await mock.close();
    }
  }, 120_000);

  it('a malformed request answered with a success fails the invalid side, naming how the request was broken', async () => {
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    const lax = await startRewriter(mock.url, (req, res) =>
      req.body?.method === 'forex_convert' && res.body?.error ? { ...res, body: { jsonrpc: '2.0', id: res.body.id, result: { amount: '1' } } } : undefined,
    );
    try {
      const out = await live(lax.url, { surface: 'forex', operation: ['forex_convert'], generate: 10, seed: 3 });
      const r = generated(out.results).find((x) => x.case === 'generated-invalid')!;
      expect(r.status).toBe('fail');
      expect(r.message).toMatch(/\(.+\) → a result for params the spec refuses/);
    } finally {
      await lax.close();
      await mock.close();
    }
  }, 120_000);
});
