// The local gateway's refusal answers are the ones the judge and the clients read as those refusals (one table each
// side: src/refusal-answers.ts here, GATEWAY_REFUSALS in @gw/runtime), and the local gateway sends them as they are.
import { refusalOf } from '@gw/runtime';
import { fixturesDir } from '@gw/fixtures';
import { describe, expect, it } from 'vitest';
import { startMockGateway } from '../src/index.js';
import { ADMIN_REQUIRED, AUTH_UNAVAILABLE, INVALID_API_KEY, REFUSAL_ANSWERS } from '../src/refusal-answers.js';

describe('refusal answers', () => {
  it('each is the refusal the runtime reads it as', () => {
    expect(refusalOf(INVALID_API_KEY.status, INVALID_API_KEY.body)).toBe('invalid-api-key');
    expect(refusalOf(ADMIN_REQUIRED.status, ADMIN_REQUIRED.body)).toBe('admin-required');
    expect(refusalOf(AUTH_UNAVAILABLE.status, AUTH_UNAVAILABLE.body)).toBe('auth-unavailable');
    expect(Object.keys(REFUSAL_ANSWERS).map(Number).sort()).toEqual([401, 403, 503]);
    for (const [status, a] of Object.entries(REFUSAL_ANSWERS)) expect(a.status).toBe(Number(status));
  });

  it('are frozen: no answer can change them for the next', () => {
    expect(() => {
      (INVALID_API_KEY.body as { code: string }).code = 'OTHER';
    }).toThrow(TypeError);
    expect(INVALID_API_KEY.body.code).toBe('INVALID_API_KEY');
  });

  it('the local gateway sends them: a key it does not know, a fault asked for', async () => {
    const g = await startMockGateway({ network: 'mainnet', apiKey: 'gwtest-refusal-key', fixtures: fixturesDir, log: () => {} });
    try {
      const post = (path: string, headers: Record<string, string> = {}) =>
        fetch(`${g.url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: '{}' });
      const unknown = await post('/v4/api/get-bitcoin-price', { 'x-service-api-key': 'not-the-key' });
      expect([unknown.status, await unknown.json()]).toEqual([401, INVALID_API_KEY.body]);
      const down = await post('/v4/api/get-bitcoin-price', { 'x-service-api-key': 'gwtest-refusal-key', 'x-gw-simulate': 'auth-unavailable' });
      expect([down.status, await down.json()]).toEqual([503, AUTH_UNAVAILABLE.body]);
    } finally {
      await g.close();
    }
  });
});
