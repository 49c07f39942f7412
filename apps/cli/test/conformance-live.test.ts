// Live-run guards of `gw conformance`: only loopback targets. The guards' command lines run one after another in one
// process (runGwBatch: the CLI's main, each line with its own environment); the two runs that share a report directory
// are processes of their own, side by side.
import { mkdtempSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { runGw as gw, runGwBatch } from './helpers.js';

/** A local server that counts requests and answers each with `status` (401 by default). */
async function counting(status = 401): Promise<{ url: string; count: () => number; close: () => Promise<void> }> {
  let n = 0;
  const server = createServer((req, res) => {
    n++;
    req.resume();
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ code: 'INVALID_API_KEY' }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, count: () => n, close: () => new Promise((r) => server.close(() => r())) };
}

/** `gw conformance` arguments of a live mainnet run against `baseUrl`, then `more`. */
const liveRunOf = (baseUrl: string, ...more: string[]) => ['conformance', '--target', 'live', '--network', 'mainnet', '--base-url', baseUrl, ...more];

/** A loopback port with nothing listening. */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

// The servers start once for the file; the batch with the first test that reads it.
let servers: { unset: Awaited<ReturnType<typeof counting>>; refused: Awaited<ReturnType<typeof counting>>; port: number };
beforeAll(async () => {
  const [unset, refused, port] = await Promise.all([counting(), counting(401), closedPort()]);
  servers = { unset, refused, port };
});
afterAll(async () => {
  await Promise.all([servers?.unset.close(), servers?.refused.close()]);
});
const known = mkdtempSync(join(tmpdir(), 'gw-k-'));
writeFileSync(
  join(known, 'known.json'),
  JSON.stringify({ cases: [{ id: 'mainnet/forex/forex_rates/usd-all', reason: 'was wrong once', expires: '2020-01-01' }] }),
);
let batch: ReturnType<typeof runBatch> | undefined;
async function runBatch() {
  const { unset, refused, port } = servers;
  const [unsetKey, emptyKey, noNetwork, unreachable, refusedKey, strict] = await runGwBatch([
    { args: liveRunOf(unset.url, '--api-key-env', 'GW_TEST_UNSET_KEY', '--report-dir', mkdtempSync(join(tmpdir(), 'gw-r-'))) },
    { args: liveRunOf(unset.url, '--api-key-env', 'GW_TEST_UNSET_KEY'), env: { GW_TEST_UNSET_KEY: '' } },
    { args: ['conformance', '--target', 'live', '--base-url', 'http://127.0.0.1:9'], env: { GW_API_KEY: 'k-0123456789' } },
    { args: liveRunOf(`http://127.0.0.1:${port}`, '--report-dir', mkdtempSync(join(tmpdir(), 'gw-r-'))), env: { GW_API_KEY: 'k-unreachable-0123456789' } },
    { args: liveRunOf(refused.url), env: { GW_API_KEY: 'k-refused-0123456789' } },
    { args: ['conformance', '--network', 'mainnet', '--surface', 'forex', '--strict', '--known-failing', join(known, 'known.json'), '--report-dir', known] },
  ]);
  return { unsetKey: unsetKey!, emptyKey: emptyKey!, noNetwork: noNetwork!, unreachable: unreachable!, refusedKey: refusedKey!, strict: strict! };
}
const ran = () => (batch ??= runBatch());

describe.concurrent('gw conformance --target live guards', () => {
  it('an unset key variable exits 2 with a clear message before any request reaches the server', async ({ expect }) => {
    const { unsetKey: r, emptyKey: empty } = await ran();
    expect(r.code).toBe(2);
    expect(r.err + r.out).toMatch(/GW_TEST_UNSET_KEY is not set/);
    expect(r.err + r.out).toMatch(/nothing was sent/);
    expect(empty.code).toBe(2);
    expect(empty.err + empty.out).toMatch(/GW_TEST_UNSET_KEY is empty/);
    expect(servers.unset.count()).toBe(0);
  });

  it('--network is required for a live run (exit 2)', async ({ expect }) => {
    const r = (await ran()).noNetwork;
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--network is required for a live run/);
  });

  it('an unreachable port: the run stops at once and names the cause (connection refused)', async ({ expect }) => {
    const r = (await ran()).unreachable;
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/cannot reach 127\.0\.0\.1:\d+: connection refused \(ECONNREFUSED\)/);
    expect(r.out.split('\n').filter((l) => l.includes('ECONNREFUSED')).length).toBeLessThanOrEqual(2);
    expect(r.ms).toBeLessThan(60_000);
    expect(r.out).not.toContain('k-unreachable-0123456789');
  });

  it('a key the gateway refuses: unauthorised (HTTP 401), told apart from unreachable, after one request', async ({ expect }) => {
    const r = (await ran()).refusedKey;
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/refused the key in GW_API_KEY with HTTP 401 .*unauthorised/);
    expect(servers.refused.count()).toBe(1);
  });

  it('reports of different --surface selections do not overwrite each other; --surface and --operation take several values', async ({ expect }) => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-r-'));
    // Both runs at once into one report directory: a shared path would still leave one entry behind.
    const [a, b] = await Promise.all([
      gw(['conformance', '--network', 'mainnet', '--surface', 'forex', '--report-dir', dir]),
      gw(['conformance', '--network', 'mainnet', '--surface', 'opi,orderbook', '--operation', 'holders', '--operation', 'markets', '--report-dir', dir]),
    ]);
    expect(a.code).toBe(0);
    expect(b.code).toBe(0);
    expect(readdirSync(join(dir, 'fixtures/mainnet')).sort()).toEqual(['forex', 'opi+orderbook_op-holders+markets']);
    expect(b.out).toMatch(/surface opi, orderbook, operation holders, markets/);
    expect(b.out.trim().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed, 0 drift, 0 skipped$/);
  });

  it('--strict and --known-failing reach the run: a listed case that passes is reported, an expired listing exits 1', async ({ expect }) => {
    const r = (await ran()).strict;
    expect(r.code).toBe(1);
    expect(r.out).toContain('known-failing mainnet/forex/forex_rates/usd-all did not fail: remove it from the list');
    expect(r.out).toContain('known-failing listing mainnet/forex/forex_rates/usd-all expired on 2020-01-01');
    expect(r.out.trim().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed, 0 drift, 0 skipped$/);
  });
});
