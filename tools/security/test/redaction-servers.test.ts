// Issue 22 item 2, the servers' side: the local gateway's request log (`gw mock --log`) and everything gw proxy writes
// (log lines, violations and their report, the checked-operations summary, recordings) hold no spelling of any key,
// for keys generated from the URL-special alphabet (test/secrets.ts), sent in the path, in the key header and as
// the JSON-RPC method name, and echoed back by the upstream in its answers and stream frames.
// Runs: GW_PROP_RUNS (default 1,000 keys per property, issue 22's done-when; a soak run sets more), seed GW_PROP_SEED.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixturesDir } from '@gw/fixtures';
import { formatRequestLog, type MockGateway, type RequestLogEntry, startMockGateway } from '@gw/gateway-mock';
import { type GatewayProxy, startGatewayProxy } from '@gw/gateway-proxy';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { keptAlive, post } from './http.js';
import { echoOf, keyArbitrary, leakIn, leaksIn, propertyParams } from './secrets.js';

const params = propertyParams();
/** A header carries bytes: keys beyond Latin-1 go in the path only. */
const latin1 = (k: string) => /^[\x20-\x7e\x80-\xff]*$/.test(k);

let mock: MockGateway;
const logged: RequestLogEntry[] = [];
let upstream: Server;
let proxy: GatewayProxy;
const proxyLines: string[] = [];
const recordDir = mkdtempSync(join(tmpdir(), 'gw-redaction-rec-'));
/** The requests go over a few kept-alive connections: what is tested is what the servers write, not the client. */
const agent = keptAlive();

beforeAll(async () => {
  mock = await startMockGateway({ network: 'mainnet', apiKey: 'configured-key-0001', fixtures: fixturesDir, onRequest: (e) => logged.push(e) });
  // The upstream echoes whatever key it was sent, in a header and in the answer (its id tells the request apart).
  upstream = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const sent = JSON.parse(body) as { id: number; echo: string };
      res.writeHead(200, { 'content-type': 'application/json', 'x-echo': encodeURIComponent(sent.echo) });
      res.end(JSON.stringify({ jsonrpc: '2.0', id: sent.id, result: { rates: 'not an object', echo: echoOf(sent.echo), path: req.url } }));
    });
  });
  // Streams: greets with a frame whose type is the key (not a frame the spec knows: a violation naming it).
  const wss = new WebSocketServer({ server: upstream });
  wss.on('connection', (ws, req) => {
    const key = decodeURIComponent(/^\/v4\/([^/]+)\//.exec(req.url ?? '')?.[1] ?? '');
    ws.send(JSON.stringify({ type: echoOf(key), seq: 0 }));
    ws.close();
  });
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  proxy = await startGatewayProxy({
    upstream: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    network: 'mainnet',
    record: recordDir,
    log: (l) => proxyLines.push(l),
  });
});
afterAll(async () => {
  agent.destroy();
  await proxy?.close();
  await mock?.close();
  await new Promise((r) => upstream?.close(r));
});

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

describe('servers never write a key', () => {
  it('the local gateway request log: keys (right or wrong) in every spelling in the path and the query', async () => {
    await fc.assert(
      fc.asyncProperty(keyArbitrary, async (key) => {
        const from = logged.length;
        const enc = encodeURIComponent(key);
        for (const path of [`/v4/${enc}/forex`, `/v4/${enc.toLowerCase()}/forex`, `/v4/${enc}/no-such-route?k=${enc}`]) {
          await post(agent, `${mock.url}${path}`, '{}');
        }
        const lines = logged.slice(from).map(formatRequestLog);
        expect(lines).toHaveLength(3);
        // The query is the caller's own: only the key's place in the path (and the configured keys) is hidden.
        expect(
          leaksIn(
            lines.map((l) => l.replace(/\?.*/, '')),
            [key],
          ),
        ).toEqual([]);
      }),
      params,
    );
  });

  it('gw proxy: log lines, violations, the checked-operations summary, the report and every recording', async () => {
    let id = 0;
    const keyOf = new Map<number, string>();
    await fc.assert(
      fc.asyncProperty(keyArbitrary, async (key) => {
        const n = ++id;
        keyOf.set(n, key);
        const fromLines = proxyLines.length;
        const fromViolations = proxy.violations.violations.length;
        const header = latin1(key) && n % 2 === 0;
        const path = header ? '/v4/jsonrpc' : `/v4/${encodeURIComponent(key)}/forex`;
        const method = n % 3 === 0 ? key : 'forex_rates'; // a caller may put anything in a method name
        await post(
          agent,
          `${proxy.url}${path}`,
          JSON.stringify({ jsonrpc: '2.0', method, params: { base: 'USD' }, id: n, echo: key }),
          header ? { 'x-service-api-key': key } : {},
        );
        if (n % 25 === 0) {
          // A stream whose frame names the key: checked frame by frame, recorded when it closes.
          const ws = new WebSocket(`${proxy.wsUrl}/v4/${encodeURIComponent(key)}/ethereum/mempool/ws`);
          await new Promise((r) => ws.once('close', r).once('error', r));
        }
        const written = [...proxyLines.slice(fromLines), ...proxy.violations.violations.slice(fromViolations).map((v) => JSON.stringify(v))];
        expect(leaksIn([...written, [...proxy.violations.checked.keys()].join('\n')], [key])).toEqual([]);
      }),
      params,
    );
    // Every recording holds one exchange: its key is the one its id (or its stream) was sent with.
    const recorded = files(recordDir);
    expect(recorded.length).toBeGreaterThan(id / 4); // listed methods on their own surface, and the streams
    expect(proxy.recorder?.refused).toBe(0);
    for (const f of recorded) {
      const text = readFileSync(f, 'utf8');
      const fixture = JSON.parse(text) as { request: { body?: { id?: number } }; frames?: unknown[] };
      const keys = fixture.frames ? [...keyOf.values()].filter((_, i) => (i + 1) % 25 === 0) : [keyOf.get(fixture.request.body!.id!)!];
      expect(leakIn(text, keys), f).toBeUndefined();
    }
    const reportDir = mkdtempSync(join(tmpdir(), 'gw-redaction-report-'));
    const reports = proxy.violations.writeReport(reportDir).map((f) => readFileSync(f, 'utf8'));
    const sample = [...keyOf.values()].filter((_, i) => i % 20 === 0);
    for (const r of [...reports, proxy.violations.summary()]) expect(leakIn(r, sample)).toBeUndefined();
  });
});
