import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startMockGateway } from '@gw/gateway-mock';
import { runConformance } from '@gw/conformance';
import { CASES, copyFixtures, FIXTURES, startRewriter } from './helpers.js';

async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise((r) => s.close(r));
  return port;
}

const live = (baseUrl: string, extra: Partial<Parameters<typeof runConformance>[0]> = {}) =>
  runConformance({
    target: 'live',
    network: 'mainnet',
    baseUrl,
    fixturesDir: FIXTURES,
    casesDir: CASES,
    env: { GW_API_KEY: 'k-guards-0123456789' },
    // A bound, not a measurement: only the silent server below is meant to reach a timeout (its own, 400 ms).
    timeoutMs: 30_000,
    ...extra,
  });

describe('live-run guards', () => {
  it('the key variable unset: exit 2 before anything is sent', async () => {
    let hits = 0;
    const srv = createServer((_q, s) => {
      hits++;
      s.end('{}');
    });
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
    try {
      const out = await live(`http://127.0.0.1:${(srv.address() as AddressInfo).port}`, { env: {}, apiKeyEnv: 'GW_GUARD_KEY' });
      expect(out.exitCode).toBe(2);
      expect(out.problems[0]).toMatch(/GW_GUARD_KEY is not set.*nothing was sent/);
      expect(out.results).toEqual([]);
      expect(hits).toBe(0);
    } finally {
      await new Promise((r) => srv.close(r));
    }
  });

  it('without the preflight, identical network errors stop the run after --max-network-errors, naming the cause', async () => {
    const out = await live(`http://127.0.0.1:${await closedPort()}`, { surface: 'forex', preflight: false, maxNetworkErrors: 3 });
    expect(out.exitCode).toBe(1);
    const failed = out.results.filter((r) => r.status === 'fail');
    expect(failed.map((r) => `${r.id}: ${r.detail?.networkCause}`)).toHaveLength(3);
    expect(failed.every((r) => r.detail?.networkCause === 'connection refused (ECONNREFUSED)')).toBe(true);
    expect(out.problems.join('\n')).toMatch(/stopped early after 3 identical network errors: connection refused \(ECONNREFUSED\)/);
    expect(out.summary.split('\n').filter((l) => l.startsWith('  FAIL ')).length).toBe(3);
  });

  it('a live run where nothing passed fails, and says so', async () => {
    const apiKey = 'k-guards-0123456789';
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    const down = await startRewriter(mock.url, () => ({ status: 502, headers: { 'content-type': 'text/plain' }, body: 'bad gateway' }));
    try {
      const out = await live(down.url, { surface: 'forex', env: { GW_API_KEY: apiKey }, preflight: false, maxNetworkErrors: 1000 });
      expect(out.results.filter((r) => r.status === 'pass')).toEqual([]);
      expect(out.problems).toContain('nothing passed: a live run must pass at least one case');
      expect(out.exitCode).toBe(1);
    } finally {
      await down.close();
      await mock.close();
    }
  });

  it('the admin case skips without an admin key, naming --admin-key-env, and does not count against --max-skip', async () => {
    const apiKey = 'k-guards-0123456789';
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    try {
      const out = await live(mock.url, { surface: 'gateway-ops', env: { GW_API_KEY: apiKey } });
      const admin = out.results.find((r) => r.id === 'mainnet/gateway-ops/mempool-observe/admin')!;
      expect(admin).toMatchObject({ status: 'skip', skipKind: 'admin-key' });
      expect(admin.message).toContain('--admin-key-env');
      expect(out.problems).toEqual([]);
    } finally {
      await mock.close();
    }
  });

  it('more skipped than --max-skip fails a live run (default 0); a larger share passes', async () => {
    const apiKey = 'k-guards-0123456789';
    const dir = copyFixtures();
    rmSync(join(dir, 'mainnet/forex/forex_status'), { recursive: true, force: true });
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: dir });
    try {
      const strictSkip = await live(mock.url, { fixturesDir: dir, surface: 'forex', env: { GW_API_KEY: apiKey } });
      const uncovered = strictSkip.results.filter((r) => r.status === 'skip');
      expect(uncovered.map((r) => r.skipKind)).toContain('uncovered');
      expect(strictSkip.problems.join('\n')).toMatch(/cases skipped .* more than --max-skip 0/);
      expect(strictSkip.exitCode).toBe(1);
      const lenient = await live(mock.url, { fixturesDir: dir, surface: 'forex', env: { GW_API_KEY: apiKey }, maxSkip: 0.5 });
      expect(lenient.problems).toEqual([]);
      expect(lenient.exitCode).toBe(0);
    } finally {
      await mock.close();
    }
  });
});

describe('known failures per target', () => {
  it('listed failing cases are known (not failures), listed passing cases are reported, an expired listing fails', async () => {
    const apiKey = 'k-known-0123456789';
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    const bad = await startRewriter(mock.url, (req, res) =>
      req.path.endsWith('/get_current_balance_of_wallet') && res.body?.result
        ? { ...res, body: { ...res.body, result: { ...res.body.result, overall_balance: 1500 } } }
        : undefined,
    );
    const dir = mkdtempSync(join(tmpdir(), 'gw-known-'));
    const file = join(dir, 'known.yaml');
    try {
      const first = await live(bad.url, { surface: 'opi', env: { GW_API_KEY: apiKey } });
      const failing = first.results.filter((r) => r.status === 'fail').map((r) => r.id);
      expect(failing.length).toBeGreaterThan(0);
      writeFileSync(
        file,
        `cases:\n${[...failing, 'mainnet/opi/holders/ordi'].map((id) => `  - id: ${JSON.stringify(id)}\n    reason: the target answers a number\n    expires: "2099-01-01"\n`).join('')}`,
      );
      const out = await live(bad.url, { surface: 'opi', env: { GW_API_KEY: apiKey }, knownFailing: file, reportDir: join(dir, 'r') });
      expect(out.results.filter((r) => r.status === 'fail' && !r.known)).toEqual([]);
      expect(
        out.results
          .filter((r) => r.known)
          .map((r) => r.id)
          .sort(),
      ).toEqual([...failing].sort());
      expect(out.knownPassing).toEqual(['mainnet/opi/holders/ordi']);
      expect(out.summary).toMatch(/known-failing mainnet\/opi\/holders\/ordi did not fail: remove it/);
      expect(out.summary).toMatch(/0 failed, 0 drift, 0 skipped, \d+ known failing/);
      expect(out.exitCode).toBe(0);
      writeFileSync(file, `cases:\n${failing.map((id) => `  - {id: "${id}", reason: old, expires: "2026-01-01"}\n`).join('')}`);
      const old = await live(bad.url, { surface: 'opi', env: { GW_API_KEY: apiKey }, knownFailing: file, today: '2026-11-23' });
      expect(old.exitCode).toBe(1);
      expect(old.problems.join('\n')).toContain(`known-failing listing ${failing[0]} expired on 2026-01-01`);
      const junit = readFileSync(join(dir, 'r/junit.xml'), 'utf8');
      expect(junit).toContain('name="known-failure"');
    } finally {
      await bad.close();
      await mock.close();
    }
  });
});

describe('one run, one key read, one gateway per auth mode', () => {
  it('reads the key variable once and builds a handful of gateways for hundreds of exchanges', async () => {
    const apiKey = 'k-once-0123456789';
    const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
    let reads = 0;
    const env = new Proxy({ GW_API_KEY: apiKey } as Record<string, string | undefined>, {
      get(t, k) {
        if (k === 'GW_API_KEY') reads++;
        return t[k as string];
      },
    });
    try {
      const out = await live(mock.url, { env });
      expect(reads).toBe(1);
      expect(out.stats.requests).toBeGreaterThan(150);
      expect(out.stats.gateways).toBeGreaterThan(0);
      expect(out.stats.gateways).toBeLessThanOrEqual(5); // path, header, none, invalid key, admin (when given)
    } finally {
      await mock.close();
    }
  });
});

describe('the preflight names the cause of an unreachable gateway', () => {
  it('TLS (https to a plain-http loopback server) and timeout (a server that never answers)', async () => {
    const plain = createServer((_q, s) => s.end('x'));
    const silent = createServer(() => {});
    await new Promise<void>((r) => plain.listen(0, '127.0.0.1', r));
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    try {
      const tls = await live(`https://127.0.0.1:${(plain.address() as AddressInfo).port}`, { surface: 'forex' });
      expect(tls.exitCode).toBe(1);
      expect(tls.problems[0]).toMatch(/cannot reach 127\.0\.0\.1:\d+: TLS failure \(ERR_SSL_WRONG_VERSION_NUMBER\)/);
      const slow = await live(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, { surface: 'forex', timeoutMs: 400 });
      expect(slow.exitCode).toBe(1);
      expect(slow.problems[0]).toMatch(/cannot reach 127\.0\.0\.1:\d+: timeout \(TimeoutError\)/);
    } finally {
      silent.closeAllConnections();
      await new Promise((r) => plain.close(r));
      await new Promise((r) => silent.close(r));
    }
  });
});
