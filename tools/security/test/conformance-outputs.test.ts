// Issue 22 item 2, the suite's outputs: a live conformance run against a gateway that echoes the key in every
// spelling (lower-case percent-encoding among them) in headers, bodies and a failing answer. Neither the recordings
// (`--record`) nor any report (console summary, report.json, junit.xml, report.md) holds any spelling of the key.
// The keys hold URL-special characters; the local gateway accepts them as the client sends them.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { casesDir, runConformance } from '@gw/conformance';
import { copyFixtures, editFixture } from '@gw/fixtures';
import { startMockGateway } from '@gw/gateway-mock';
import { describe, expect, it } from 'vitest';
import { echoOf, leakIn } from './secrets.js';

// ASCII only: a header (the header-key fixture) carries bytes, so a key with é cannot be sent that way at all.
const KEYS = ['a+b/c%d=e&f', 'K"e\\y ~+ k', 'Ab Cd/Ef?g#h~i'];

const files = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));

describe('conformance reports and recordings hold no spelling of the key', () => {
  for (const key of KEYS) {
    it(`key ${JSON.stringify(key)}`, async () => {
      const fixtures = copyFixtures();
      editFixture(fixtures, 'mainnet/data-api/get-bitcoin-price/keyed.json', (f) => {
        f.response.headers['x-ratelimit-echo'] = encodeURIComponent(key).toLowerCase();
        f.response.body.echo = echoOf(key);
        f.response.body.data.bitcoin.usd = `not a number: ${echoOf(key)}`; // the case fails: its detail quotes the body
      });
      editFixture(fixtures, 'mainnet/data-api/get-bitcoin-price/header-key.json', (f) => {
        f.response.body.echo = { url: `https://gateway.invalid/v4/${encodeURIComponent(key).toLowerCase()}/get-bitcoin-price`, all: echoOf(key) };
      });
      const mock = await startMockGateway({ network: 'mainnet', apiKey: key, fixtures, origins: ['https://app.example'] });
      const record = mkdtempSync(join(tmpdir(), 'gw-conf-outputs-rec-'));
      const reportDir = mkdtempSync(join(tmpdir(), 'gw-conf-outputs-rep-'));
      let out: Awaited<ReturnType<typeof runConformance>>;
      try {
        out = await runConformance({
          target: 'live',
          network: 'mainnet',
          baseUrl: mock.url,
          fixturesDir: fixtures,
          casesDir,
          surface: ['data-api'],
          operation: ['get-bitcoin-price'],
          env: { GW_API_KEY: key },
          record,
          reportDir,
        });
      } finally {
        await mock.close();
      }
      expect(
        out.results.filter((r) => r.status === 'fail').map((r) => r.id),
        out.summary,
      ).toEqual(['mainnet/data-api/get-bitcoin-price/keyed']);
      expect(out.reportFiles.map((f) => f.split('/').pop()).sort()).toEqual(['junit.xml', 'report.json', 'report.md']);
      const written = files(record);
      expect(written.length).toBeGreaterThanOrEqual(2);
      for (const f of [...written, ...out.reportFiles]) expect(leakIn(readFileSync(f, 'utf8'), [key]), f).toBeUndefined();
      expect(leakIn(out.summary, [key])).toBeUndefined();
      expect(leakIn(JSON.stringify(out.results), [key])).toBeUndefined();
    });
  }
});
