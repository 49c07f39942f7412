import { describe, expect, it } from 'vitest';
import type { LocalGatewayOptions } from '@gw/contract';
import { runConformance } from '../src/index.js';
import { CASES, FIXTURES } from './helpers.js';

describe('the fixtures target starts the local gateway it is given', () => {
  it('refuses to run without one (the suite never depends on the gateway package)', async () => {
    await expect(runConformance({ target: 'fixtures', network: 'mainnet', fixturesDir: FIXTURES, casesDir: CASES })).rejects.toThrow(
      /needs a local gateway: pass startLocal/,
    );
  });

  it('passes the network, a fresh key, the fixtures and the dataset root, and stops it after the run', async () => {
    let seen: LocalGatewayOptions | undefined;
    let closed = false;
    const out = await runConformance({
      target: 'fixtures',
      network: 'mainnet',
      fixturesDir: FIXTURES,
      casesDir: CASES,
      surface: 'forex',
      timeoutMs: 1000,
      startLocal: async (o) => {
        seen = o;
        return { url: 'http://127.0.0.1:9', wsUrl: 'ws://127.0.0.1:9', close: async () => void (closed = true) };
      },
    });
    expect(seen).toMatchObject({ network: 'mainnet', datasetsRoot: FIXTURES });
    expect(seen!.apiKey).toMatch(/^gwtest-[0-9a-f]{24}$/);
    expect(seen!.fixtures.every((f) => f.surface === 'forex' && f.network === 'mainnet')).toBe(true);
    expect(closed).toBe(true);
    expect(out.exitCode).toBe(1); // nothing listens on port 9
  });
});
