// The conformance suite always validates answers: its clients use responseValidation 'throw' whatever the
// environment asks for (GW_RESPONSE_VALIDATION only reaches gatewayFromEnv, which the runner uses for the base URL).
import { describe, expect, it } from 'vitest';
import { gatewayFor } from '../src/target.js';

describe('conformance clients validate regardless of the responseValidation option', () => {
  it('gatewayFor builds throw-mode gateways even with GW_RESPONSE_VALIDATION set', () => {
    const saved = process.env.GW_RESPONSE_VALIDATION;
    process.env.GW_RESPONSE_VALIDATION = 'off';
    try {
      for (const kind of ['fixtures', 'live'] as const) {
        const gw = gatewayFor(
          { kind, network: 'mainnet', baseUrl: 'http://127.0.0.1:9', wsBaseUrl: 'ws://127.0.0.1:9', apiKey: 'k', adminKey: undefined, timeoutMs: 1000 },
          { mode: 'path', apiKey: 'k' },
        );
        expect(gw.responseValidation).toBe('throw');
        // Registered drift is graded by the suite (evidence, expiry, reports), so its clients keep the seed contract.
        expect(gw.registeredDrift).toBe('reject');
      }
    } finally {
      if (saved === undefined) delete process.env.GW_RESPONSE_VALIDATION;
      else process.env.GW_RESPONSE_VALIDATION = saved;
    }
  });
});
