// Issue 13 item 6: `--record` never writes the key, even when the server echoes it in a kept header, in the
// body (also inside a URL) and in WebSocket frames. The local gateway serves a fixture copy edited to echo
// the key; a live run records against it; no recorded file contains the key, and the echoes became `{apiKey}`.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runConformance } from '@gw/conformance';
import { startMockGateway } from '@gw/gateway-mock';
import { describe, expect, it } from 'vitest';
import { CASES, copyFixtures, editFixture } from './helpers.js';

const KEY = 'krecordsafety0123456789abcdef';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? files(join(dir, n)) : [join(dir, n)]));
}

describe('--record never writes a key', () => {
  it('echoed in headers, bodies, URLs and stream frames, the key is recorded as {apiKey}', async () => {
    const fixtures = copyFixtures();
    for (const kase of ['keyed', 'unkeyed', 'header-key']) {
      editFixture(fixtures, `mainnet/data-api/get-bitcoin-price/${kase}.json`, (f) => {
        f.response.headers['x-ratelimit-echo'] = KEY;
        f.response.body.echo = { key: KEY, url: `https://gateway.invalid/v4/${KEY}/get-bitcoin-price`, header: `x-service-api-key: ${KEY}` };
      });
    }
    editFixture(fixtures, 'mainnet/eth-mempool-stream/stream/recorded-sequence.json', (f) => {
      f.frames[0].echo = KEY;
      f.frames[1].record.selector = KEY;
    });
    const mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures, origins: ['https://app.example'] });
    const record = mkdtempSync(join(tmpdir(), 'gw-record-safety-'));
    try {
      await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: mock.url,
        fixturesDir: fixtures,
        casesDir: CASES,
        surface: ['data-api', 'eth-mempool-stream'],
        operation: ['get-bitcoin-price', 'stream'],
        env: { GW_API_KEY: KEY },
        record,
      });
    } finally {
      await mock.close();
    }
    const written = files(record);
    expect(written.length).toBeGreaterThanOrEqual(2);
    for (const f of written) expect(readFileSync(f, 'utf8').includes(KEY), f).toBe(false);
    const keyed = JSON.parse(readFileSync(join(record, 'mainnet/data-api/get-bitcoin-price/keyed.json'), 'utf8'));
    expect(keyed.response.headers['x-ratelimit-echo']).toBe('{apiKey}');
    expect(keyed.response.body.echo.url).toBe('https://gateway.invalid/v4/{apiKey}/get-bitcoin-price');
    const stream = JSON.parse(readFileSync(join(record, 'mainnet/eth-mempool-stream/stream/recorded-sequence.json'), 'utf8'));
    expect(JSON.stringify(stream.frames)).toContain('{apiKey}');
  });
});
