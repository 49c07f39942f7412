// Issue 22 item 3: the local gateway reads a path as the client sent it. A key (or alias) with `%`, `/`, `+`, a space
// or non-ASCII characters is accepted exactly as encodeURIComponent sends it (the path used to be decoded twice); and
// malformed percent-encoding anywhere (routing, the request log, upgrades) is a 400, never a crash.
import { request } from 'node:http';
import { connect } from 'node:net';
import { createDataApiClient } from '@gw/data-api';
import { fixturesDir } from '@gw/fixtures';
import { createGateway } from '@gw/runtime';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { formatRequestLog, type MockGateway, type RequestLogEntry, startMockGateway } from '../src/index.js';

let mock: MockGateway | undefined;
afterEach(async () => {
  await mock?.close();
  mock = undefined;
});

const KEYS = ['k%zz-1', 'k%25-2', 'a/b+c d', 'k%E0%A4%A', 'ключ-€', '%', '..%2f'];

describe('keys as the client sends them', () => {
  for (const key of KEYS) {
    it(`key ${JSON.stringify(key)}: accepted in the path, in the header (when it is Latin-1) and as an alias`, async () => {
      mock = await startMockGateway({ network: 'mainnet', apiKey: key, aliases: [`alias-${key}`], fixtures: fixturesDir });
      // A header carries bytes: a key beyond Latin-1 can only go in the path.
      const header = /^[\x20-\xff]*$/.test(key) ? [{ mode: 'header', apiKey: key } as const] : [];
      for (const auth of [{ mode: 'path', apiKey: key } as const, ...header, { mode: 'alias', alias: `alias-${key}` } as const]) {
        const client = createDataApiClient(createGateway({ baseUrl: mock.url, auth }));
        const r = await client.getBitcoinPrice({});
        expect(r.meta.status, auth.mode).toBe(200);
      }
      const wrong = createDataApiClient(createGateway({ baseUrl: mock.url, auth: { mode: 'path', apiKey: `${key}x` } }));
      await expect(wrong.getBitcoinPrice({})).rejects.toThrow(/INVALID_API_KEY/);
    });
  }
});

/** Sends a request target exactly as given (no client normalises it), with optional upgrade headers. */
function raw(port: number, target: string, upgrade = false): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const s = connect(port, '127.0.0.1', () =>
      s.write(
        `GET ${target} HTTP/1.1\r\nHost: x\r\n${upgrade ? 'Connection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n' : 'Connection: close\r\n'}\r\n`,
      ),
    );
    let text = '';
    s.on('data', (d) => (text += d));
    s.on('error', reject);
    s.on('close', () => resolve({ status: Number(/^HTTP\/1\.1 (\d+)/.exec(text)?.[1] ?? 0), body: text.split('\r\n\r\n').slice(1).join('') }));
  });
}

describe('malformed percent-encoding and unreadable targets: an answer and a log line, never a crash', () => {
  it('HTTP, upgrades and the request log (gw mock --log)', async () => {
    const log: RequestLogEntry[] = [];
    mock = await startMockGateway({ network: 'mainnet', apiKey: 'the-key', fixtures: fixturesDir, onRequest: (e) => log.push(e) });
    const port = mock.port;
    const cases: Array<[string, boolean, number]> = [
      ['/v4/k%25zz%25zz/forex', false, 401], // valid encoding of the wrong key `k%zz%zz`: decoded twice it threw
      ['/v4/%E0%A4%A/forex', false, 400],
      ['/v4/the-key/%zz', false, 400],
      ['//[', false, 404],
      ['/v4/%E0%A4%A/ethereum/mempool/ws', true, 400],
      ['/v4/k%25zz/ethereum/mempool/ws', true, 401],
      ['//[/ws', true, 400],
    ];
    for (const [target, upgrade, status] of cases) expect((await raw(port, target, upgrade)).status, target).toBe(status);
    // still up and answering
    const ok = await new Promise<number>((resolve) => request(`${mock!.url}/v4/api/health`, (r) => resolve(r.statusCode ?? 0)).end());
    expect(ok).toBe(200);
    const lines = log.map(formatRequestLog);
    expect(lines).toHaveLength(cases.length + 1);
    for (const l of lines) expect(l).not.toContain('the-key');
    expect(lines[0]).toBe('GET /v4/***/forex - 401 computed');
    expect(lines.find((l) => l.includes('%E0%A4%A'))).toBeUndefined(); // the key segment of an unreadable path is hidden too
  });

  it('a stream still opens for a key with `%` in it', async () => {
    mock = await startMockGateway({ network: 'mainnet', apiKey: 'k%zz', fixtures: fixturesDir });
    const ws = new WebSocket(`${mock.wsUrl}/v4/${encodeURIComponent('k%zz')}/ethereum/mempool/ws`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    ws.close();
  });
});
