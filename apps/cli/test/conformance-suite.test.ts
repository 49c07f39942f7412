import { describe, expect, it } from 'vitest';
import { casesDir, runConformance } from '@gw/conformance';
import { fixturesDir } from '@gw/fixtures';
import { startMockGateway } from '@gw/gateway-mock';
import { editedFixtures } from './helpers.js';

const run = (dir: string, surface?: string) =>
  runConformance({ target: 'fixtures', network: 'mainnet', fixturesDir: dir, casesDir, startLocal: startMockGateway, ...(surface ? { surface } : {}) });

describe('conformance on the embedded fixture set', () => {
  it.each(['mainnet', 'signet', 'regtest'] as const)('passes on %s', async (network) => {
    const out = await runConformance({ target: 'fixtures', network, fixturesDir, casesDir, startLocal: startMockGateway });
    const failed = out.results.filter((r) => r.status === 'fail');
    expect(failed, failed.map((f) => `${f.id}: ${f.message}`).join('\n')).toEqual([]);
    expect(out.results.filter((r) => r.status === 'pass').length).toBeGreaterThan(3);
    expect(out.exitCode).toBe(0);
  });
});

describe('conformance fails, naming the operation', () => {
  it('when a response loses a required field', async () => {
    const dir = editedFixtures('mainnet/data-api/get-bitcoin-price/keyed.json', (f) => delete f.response.body.data.bitcoin.usd);
    const out = await run(dir, 'data-api');
    const bad = out.results.filter((r) => r.status === 'fail');
    expect(bad.map((r) => r.id)).toEqual(['mainnet/data-api/get-bitcoin-price/keyed']);
    expect(bad[0]!.message).toMatch(/get-bitcoin-price.*\/data\/bitcoin\/usd.*required|usd/);
    expect(out.summary).toContain('get-bitcoin-price');
    expect(out.exitCode).toBe(1);
  });

  it('when a decimal string turns into a number (REST)', async () => {
    const dir = editedFixtures('mainnet/opi/get_current_balance_of_wallet/found.json', (f) => {
      f.response.body.result.overall_balance = 1500;
    });
    const out = await run(dir, 'opi');
    const bad = out.results.filter((r) => r.status === 'fail');
    expect(bad.map((r) => r.operation)).toContain('get_current_balance_of_wallet');
    expect(bad[0]!.message).toMatch(/overall_balance must be string/);
    expect(out.exitCode).toBe(1);
  });

  it('when a decimal string turns into a number (JSON-RPC)', async () => {
    const dir = editedFixtures('mainnet/forex/forex_rates/usd-all.json', (f) => {
      f.response.body.result.rates.EUR = 0.8604;
    });
    const out = await run(dir, 'forex');
    const bad = out.results.filter((r) => r.status === 'fail');
    expect(bad.map((r) => r.operation)).toContain('forex_rates');
    expect(bad.find((r) => r.operation === 'forex_rates')!.message).toMatch(/rates\/EUR must be string/);
  });
});
