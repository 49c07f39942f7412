// `gw proxy` (issue 12 item 5, issue 19 item 6): in front of the local gateway a full live conformance run passes and
// the proxy finds no answer violation, only the requests the suite breaks on purpose;
// in front of a broken upstream each violation is reported with its operation; recordings never hold the key.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFixtures } from '@gw/contract';
import { checkFixtures, runConformance } from '@gw/conformance';
import { startGatewayProxy } from '@gw/gateway-proxy';
import { startMockGateway } from '@gw/gateway-mock';
import { describe, expect, it } from 'vitest';
import { CASES, FIXTURES, filesBelow, ROOT, replayRecording, startProxy as startRewriter } from './helpers.js';

const KEY = 'gwproxy-test-key-5f2a9c';
const ADMIN = 'gwproxy-admin-key-81d0e3';

describe('gw proxy', () => {
  it('in front of the local gateway: a full live conformance run passes, no answer breaks the spec, the recording checks and replays green', async () => {
    const mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, adminKey: ADMIN, fixtures: FIXTURES });
    const record = mkdtempSync(join(tmpdir(), 'gw-proxy-rec-'));
    const proxy = await startGatewayProxy({ upstream: mock.url, network: 'mainnet', record });
    try {
      const out = await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: proxy.url,
        fixturesDir: FIXTURES,
        casesDir: CASES,
        env: { GW_API_KEY: KEY, GW_ADMIN_API_KEY: ADMIN },
      });
      expect(out.results.filter((r) => r.status === 'fail').map((r) => `${r.id}: ${r.message}`)).toEqual([]);
      expect(out.results.filter((r) => r.status !== 'pass').map((r) => `${r.id}: ${r.status} ${r.message}`)).toEqual([]);
      expect(out.results.length).toBeGreaterThan(200);
      expect(out.exitCode).toBe(0);
      // Every answer kept the spec; the only violations are the requests the suite breaks on purpose (its
      // invalidRequest fixtures, sent raw), each reported on the request side with its pointer.
      const violations = proxy.violations.violations;
      expect(violations.filter((v) => v.side !== 'request')).toEqual([]);
      const invalid = new Set(
        loadFixtures(FIXTURES, 'mainnet')
          .filter((f) => f.invalidRequest)
          .map((f) => `${f.surface} ${f.operation}`),
      );
      expect(new Set(violations.map((v) => `${v.surface} ${v.operation}`))).toEqual(invalid);
      expect(violations).toContainEqual(expect.objectContaining({ surface: 'mempool', operation: 'mempool_entry', side: 'request', pointer: '/params/txid' }));
      // The suite's calls of methods the spec does not list are reported as such, not counted as checked.
      expect([...proxy.violations.outsideSpec.keys()].sort()).toEqual(['jsonrpc btc_no_such_method', 'mempool mempool_no_such_method']);
      expect(proxy.violations.checked.has('mempool mempool_no_such_method')).toBe(false);
      // every surface with mainnet fixtures passed through the proxy and was checked
      const seen = new Set([...proxy.violations.checked.keys()].map((k) => k.split(' ')[0]));
      const expected = new Set(loadFixtures(FIXTURES, 'mainnet').map((f) => f.surface));
      expect([...expected].filter((x) => !seen.has(x))).toEqual([]);
      expect(proxy.violations.checked.get('btcusd metashrew_view')).toBeGreaterThan(10);
      const written = filesBelow(record);
      expect(written.length).toBeGreaterThan(50);
      for (const f of written) {
        const text = readFileSync(f, 'utf8');
        expect(text).not.toContain(KEY);
        expect(text).not.toContain(ADMIN);
      }
      // the recording is a valid fixture set (paths, names, schemas, invalidRequest marks) by the suite's own check,
      // and each recorded exchange replays green through the clients against a local gateway serving only it
      expect(checkFixtures(record).problems).toEqual([]);
      const replay = await replayRecording(record);
      expect(replay.results.filter((r) => r.case.startsWith('proxied-')).length).toBe(written.length);
      expect(replay.results.filter((r) => r.kind !== 'scenario' && r.status === 'fail').map((r) => `${r.id}: ${r.message}`)).toEqual([]);
      const one = JSON.parse(readFileSync(written[0]!, 'utf8'));
      expect(one.provenance).toMatchObject({ kind: 'recorded', target: new URL(mock.url).host });
    } finally {
      await proxy.close();
      await mock.close();
    }
  }, 300_000); // a full live run and its replay: a generous bound, not a measurement

  it('in front of a broken upstream: each violation is reported with its operation, printed and summarised', async () => {
    const mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: FIXTURES });
    // Breaks every answer: REST envelopes lose their type, JSON-RPC results turn into numbers, view hex stops decoding.
    const broken = await startRewriter(mock.url, (b: any) => {
      const breakOne = (x: any) => {
        if (x?.jsonrpc && 'result' in x) x.result = typeof x.result === 'string' && x.result.startsWith('0x') ? '0x0a05ff' : 12345;
        return x;
      };
      if (Array.isArray(b)) return b.map(breakOne);
      if (b?.jsonrpc) return breakOne(b);
      if (b && typeof b === 'object' && 'statusCode' in b) b.statusCode = 'two hundred';
      return b;
    });
    const lines: string[] = [];
    const reportDir = mkdtempSync(join(tmpdir(), 'gw-proxy-report-'));
    const proxy = await startGatewayProxy({ upstream: broken.url, network: 'mainnet', log: (l) => lines.push(l) });
    const post = (path: string, body: unknown) =>
      fetch(`${proxy.url}${path.replace('{apiKey}', KEY)}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    const fixture = (f: string) => JSON.parse(readFileSync(join(FIXTURES, 'mainnet', f), 'utf8'));
    try {
      const price = await post('/v4/{apiKey}/get-bitcoin-price', {});
      expect(price.status).toBe(200);
      expect(((await price.json()) as { statusCode: unknown }).statusCode).toBe('two hundred'); // forwarded as the upstream said
      const forex = fixture('forex/forex_rates/usd-all.json');
      await post(forex.request.path, forex.request.body);
      const view = fixture('btcusd/metashrew_view/getprice.json');
      await post(view.request.path, view.request.body);
      const status = fixture('forex/forex_status/status.json');
      await post(status.request.path, [
        { ...forex.request.body, id: 10 },
        { ...status.request.body, id: 11 },
      ]);
      const ops = proxy.violations.violations.map((v) => `${v.surface} ${v.operation}`);
      expect(ops).toEqual(
        expect.arrayContaining([
          'data-api get-bitcoin-price',
          'forex forex_rates',
          'btcusd metashrew_view getprice', // valid hex for the JSON schema, not a GetPriceResponse
          'forex forex_status',
        ]),
      );
      expect(ops.filter((o) => o === 'forex forex_rates').length).toBeGreaterThanOrEqual(2); // single and in the batch
      const viewDecode = proxy.violations.violations.find((v) => v.operation === 'metashrew_view getprice')!;
      expect(viewDecode.pointer).toBe('/result');
      expect(lines.some((l) => /^violation data-api get-bitcoin-price \(HTTP 200\) \/statusCode/.test(l))).toBe(true);
      expect(lines.join('\n')).not.toContain(KEY);
      const [json, md] = proxy.violations.writeReport(reportDir);
      const report = JSON.parse(readFileSync(json!, 'utf8'));
      expect(report.violations.length).toBe(proxy.violations.violations.length);
      expect(readFileSync(md!, 'utf8')).toContain('| forex | forex_rates |');
      expect(proxy.violations.summary()).toMatch(/exchanges checked, \d+ violations/);
    } finally {
      await proxy.close();
      await broken.close();
      await mock.close();
    }
  });

  it('the gw proxy command: listens, checks, and on SIGTERM prints the summary and writes the report', async () => {
    const mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: FIXTURES });
    const reportDir = mkdtempSync(join(tmpdir(), 'gw-proxy-cli-'));
    // The CLI as users start it: scripts/gw.mjs runs the built CLI and passes SIGTERM on.
    const child = spawn(process.execPath, [join(ROOT, 'scripts/gw.mjs'), 'proxy', '--upstream', mock.url, '--report-dir', reportDir], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (err += d));
    try {
      while (!/listening on (http:\/\/127\.0\.0\.1:\d+)/.test(out)) {
        if (child.exitCode !== null) throw new Error(`gw proxy exited: ${err}`);
        await new Promise((r) => setTimeout(r, 20));
      }
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(out)![1]!;
      const r = await fetch(`${url}/v4/${KEY}/get-bitcoin-price`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
      expect(r.status).toBe(200);
      child.kill('SIGTERM');
      const [code] = (await once(child, 'exit')) as [number];
      expect(code).toBe(0);
      expect(out).toMatch(/1 exchanges checked, 0 violations/);
      expect(existsSync(join(reportDir, 'proxy-report.json'))).toBe(true);
      expect(existsSync(join(reportDir, 'proxy-report.md'))).toBe(true);
      expect(out + err).not.toContain(KEY);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
      await mock.close();
    }
  });
});
