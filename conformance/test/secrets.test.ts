import { describe, expect, it } from 'vitest';
import { runConformance } from '../src/index.js';
import { CASES, FIXTURES } from './helpers.js';

describe('no API key in the results of a run that used one', () => {
  it('a failing call with the key in the URL does not put the key in the error', async () => {
    const apiKey = `fail-key-${Math.random().toString(36).slice(2)}-SECRET`;
    const out = await runConformance({
      target: 'live',
      network: 'mainnet',
      baseUrl: 'http://127.0.0.1:9',
      fixturesDir: FIXTURES,
      casesDir: CASES,
      surface: 'forex',
      env: { GW_API_KEY: apiKey },
      timeoutMs: 2000,
    });
    expect(out.exitCode).toBe(1);
    expect(JSON.stringify(out.results) + out.summary).not.toContain(apiKey);
  });
});
