import { readdirSync, readFileSync, statSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir as FIXTURES } from '@gw/fixtures';
import { startMockGateway } from '@gw/gateway-mock';
import { casesDir as CASES, checkFixtures, runConformance } from '@gw/conformance';

const walk = (d: string): string[] => readdirSync(d).flatMap((n) => (statSync(join(d, n)).isDirectory() ? walk(join(d, n)) : [join(d, n)]));

describe('no API key in any fixture, report or log of a run that used one', () => {
  it('a live run with --record and --report-dir writes the key nowhere', async () => {
    const apiKey = `live-key-${Math.random().toString(36).slice(2)}-SECRET`;
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    const reportDir = mkdtempSync(join(tmpdir(), 'gw-report-'));
    const record = mkdtempSync(join(tmpdir(), 'gw-record-'));
    const logs: string[] = [];
    try {
      const out = await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: mock.url,
        fixturesDir: FIXTURES,
        casesDir: CASES,
        env: { GW_API_KEY: apiKey },
        reportDir,
        record,
        log: (l) => logs.push(l),
      });
      expect(out.results.filter((r) => r.status === 'pass').length).toBeGreaterThan(3);
      const files = [...walk(reportDir), ...walk(record)];
      expect(files.some((f) => f.endsWith('junit.xml'))).toBe(true);
      expect(walk(record).length).toBeGreaterThan(3);
      for (const f of files) expect(readFileSync(f, 'utf8'), f).not.toContain(apiKey);
      expect([...logs, out.summary, JSON.stringify(out.results)].join('\n')).not.toContain(apiKey);
      expect(walk(record).some((f) => f.includes('eth-mempool-stream'))).toBe(true); // streams are recorded too
      // The recording is itself a valid fixture set, marked as recorded from the named target.
      const recorded = JSON.parse(readFileSync(walk(record)[0]!, 'utf8'));
      expect(recorded.provenance).toMatchObject({ kind: 'recorded', target: new URL(mock.url).host });
      expect(checkFixtures(record).problems).toEqual([]);
    } finally {
      await mock.close();
    }
  });
});
