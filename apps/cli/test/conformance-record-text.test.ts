import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startMockGateway } from '@gw/gateway-mock';
import { checkFixtures, runConformance } from '@gw/conformance';
import { CASES, FIXTURES, replayRecording } from './helpers.js';

describe('--record keeps a text answer as text', () => {
  it('a plain-text OPI height is recorded as the string with its content type, and the recording replays clean', async () => {
    const apiKey = 'k-record-text-0123456789';
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    const record = mkdtempSync(join(tmpdir(), 'gw-record-text-'));
    try {
      const live = await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: mock.url,
        fixturesDir: FIXTURES,
        casesDir: CASES,
        surface: 'opi',
        operation: ['block_height'],
        env: { GW_API_KEY: apiKey },
        record,
      });
      expect(live.exitCode).toBe(0);
      const f = JSON.parse(readFileSync(join(record, 'mainnet/opi/block_height/keyed.json'), 'utf8'));
      expect(f.response.headers['content-type']).toMatch(/^text\/plain/);
      expect(f.response.body).toBe('921004');
      expect(checkFixtures(record).problems).toEqual([]);
      const replay = await replayRecording(record, { surface: 'opi', operation: ['block_height'] });
      expect(replay.results.filter((r) => r.status !== 'pass').map((r) => `${r.id}: ${r.message}`)).toEqual([]);
      expect(replay.results.length).toBeGreaterThan(0);
    } finally {
      await mock.close();
    }
  });
});
