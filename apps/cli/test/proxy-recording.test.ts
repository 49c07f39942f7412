// Issue 19 item 6 and issue 22 item 4: what `gw proxy --record` writes passes `gw fixtures check` and replays green.
// Viem-style and hostile traffic goes through the proxy in front of the local gateway; the recording is then checked
// (0 problems) and replayed through the generated clients against a local gateway serving only it (0 failures).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadFixtures } from '@gw/contract';
import { checkFixtures } from '@gw/conformance';
import { startMockGateway } from '@gw/gateway-mock';
import { startGatewayProxy } from '@gw/gateway-proxy';
import { describe, expect, it } from 'vitest';
import { FIXTURES, filesBelow, replayRecording } from './helpers.js';

const KEY = 'gwrec-key+with=specials.0f3a';
const ADMIN = 'gwrec-admin-key-77c1e0';

describe('gw proxy --record', () => {
  it('records viem-style and hostile traffic that fixtures check accepts and that replays green', async () => {
    const mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, adminKey: ADMIN, fixtures: FIXTURES });
    const record = mkdtempSync(join(tmpdir(), 'gw-proxy-hostile-'));
    const lines: string[] = [];
    const proxy = await startGatewayProxy({ upstream: mock.url, network: 'mainnet', record, log: (l) => lines.push(l) });
    const key = encodeURIComponent(KEY);
    const send = (method: string, path: string, body?: string | Uint8Array, headers: Record<string, string> = { 'content-type': 'application/json' }) =>
      fetch(`${proxy.url}${path}`, { method, headers, ...(body !== undefined ? { body: body as BodyInit } : {}) }).then(async (r) => ({
        status: r.status,
        text: await r.text(),
      }));
    const json = (v: unknown) => JSON.stringify(v);
    try {
      // Viem-style JSON-RPC (its own ids, no params for a parameterless call, batches, the `latest` tag viem sends by
      // default, which the spec takes as Ethereum does, and a block tag no spec knows).
      const prog = `/v4/${key}/brc20-prog`;
      let id = 0;
      const call = (method: string, params?: unknown) => ({ jsonrpc: '2.0', id: ++id, method, ...(params !== undefined ? { params } : {}) });
      await send('POST', prog, json(call('eth_blockNumber')));
      await send('POST', prog, json(call('eth_chainId')));
      await send(
        'POST',
        prog,
        json([
          call('eth_blockNumber'),
          call('eth_getBlockByNumber', ['0x0', false]),
          call('eth_getBlockByNumber', ['latest', false]),
          call('eth_getBlockByNumber', ['tomorrow', false]),
        ]),
      );
      await send('POST', prog, json({ jsonrpc: '2.0', method: 'eth_blockNumber' })); // a notification: no answer to record
      // Hostile JSON-RPC: broken JSON, broken envelopes, unknown methods, wrong params, PUT and GET, a wrong key.
      const forex = `/v4/${key}/forex`;
      await send('POST', forex, '{"jsonrpc":"2.0","id":1,"method":"forex_rates",');
      await send('POST', forex, json({ jsonrpc: '1.0', id: 2, method: 'forex_rates', params: {} }));
      await send('POST', forex, json({ jsonrpc: '2.0', id: 3, method: 'forex_no_such_method', params: {} }));
      await send('POST', forex, json({ jsonrpc: '2.0', id: 4, method: 'forex_convert', params: {} }));
      await send('POST', forex, json({ jsonrpc: '2.0', id: 5, method: 'forex_rates', params: ['USD'] }));
      await send('POST', forex, json([]));
      await send(
        'POST',
        forex,
        json([{ jsonrpc: '2.0', id: 6, method: 'forex_rates', params: { base: 'USD' } }, 'junk', { jsonrpc: '2.0', id: 7, method: 'nope' }]),
      );
      await send('PUT', '/v4/jsonrpc', json({ jsonrpc: '2.0', id: 8, method: 'metashrew_view', params: ['getprice', '0x', 'latest'] }));
      await send('GET', forex);
      await send('POST', '/v4/not-the-key/forex', json({ jsonrpc: '2.0', id: 9, method: 'forex_rates', params: {} }));
      await send('POST', '/v4/api/get-bitcoin-price', '{}', { 'content-type': 'application/json', 'x-service-api-key': 'not-the-key' });
      await send('POST', '/v4/api/get-bitcoin-price', '{}', { 'content-type': 'application/json', 'x-service-api-key': KEY });
      // Hostile REST: broken JSON, invalid input, a wrong key, a non-admin and an admin observe with a binary body.
      await send('POST', `/v4/${key}/get-bitcoin-price`, '{not json');
      await send('POST', `/v4/${key}/get-bitcoin-market-chart`, json({ days: 2 }));
      await send('POST', `/v4/${key}/get-bitcoin-market-chart`, json({ days: '7' }));
      await send('GET', `/v4/${key}/opi/v1/brc20/event`);
      await send('GET', `/v4/${key}/opi/v1/brc20/holders?ticker=ordi`);
      await send('POST', '/v4/wrong-key/get-bitcoin-price', '{}');
      const tx = new Uint8Array(
        Buffer.from('0200000001000000000000000000000000000000000000000000000000000000000000000000000000ffffffff0100000000000000000000000000', 'hex'),
      );
      const observe = await send('POST', `/v4/${key}/mempool/observe`, tx, { 'content-type': 'application/octet-stream' });
      expect(observe.status).toBe(403);
      const admin = await send('POST', `/v4/${ADMIN}/mempool/observe`, tx, { 'content-type': 'application/octet-stream' });
      expect(admin.status).toBeLessThan(300);

      // Reported: requests that break the spec with their pointers; calls outside the spec as such, never checked.
      const v = proxy.violations;
      expect(v.violations).toContainEqual(expect.objectContaining({ surface: 'forex', operation: 'forex_convert', side: 'request', pointer: '/params/from' }));
      expect(v.violations).toContainEqual(
        expect.objectContaining({ surface: 'data-api', operation: 'get-bitcoin-market-chart', side: 'request', pointer: '/days' }),
      );
      expect(v.violations.filter((x) => x.side !== 'request')).toEqual([]);
      expect([...v.outsideSpec.keys()]).toEqual(
        expect.arrayContaining(['forex forex_no_such_method', 'forex nope', 'jsonrpc PUT request', 'forex GET request']),
      );
      expect([...v.checked.keys()].some((k) => /no_such|nope|PUT|GET/.test(k))).toBe(false);

      // Recorded: only operations of the spec, the keys as placeholders, binary bodies as base64.
      const written = filesBelow(record);
      expect(lines.filter((l) => l.startsWith('record:'))).toEqual([]);
      expect(proxy.recorder!.refused).toBe(0);
      for (const f of written) {
        const text = readFileSync(f, 'utf8');
        expect(text).not.toContain(KEY);
        expect(text).not.toContain(key);
        expect(text).not.toContain(ADMIN);
      }
      const recorded = loadFixtures(record);
      expect(recorded.some((f) => f.operation === 'forex_no_such_method' || f.operation === 'nope' || f.surface === 'jsonrpc')).toBe(false);
      const observes = recorded.filter((f) => f.operation === 'mempool-observe');
      expect(observes.map((f) => f.request.bodyEncoding)).toEqual(['base64', 'base64']);
      expect(observes.map((f) => f.request.path).sort()).toEqual(['/v4/{adminKey}/mempool/observe', '/v4/{apiKey}/mempool/observe']);
      expect(recorded.filter((f) => f.request.path.includes('{invalidKey}')).length).toBe(2);
      expect(recorded.some((f) => f.request.headers?.['x-service-api-key'] === '{invalidKey}')).toBe(true);
      expect(recorded.filter((f) => f.invalidRequest).map((f) => f.operation)).toEqual(
        expect.arrayContaining(['forex_convert', 'forex_rates', 'get-bitcoin-market-chart', 'event', 'eth_getBlockByNumber']),
      );

      // Checked: 0 problems. Replayed through the clients (with the seed rules of the suite's cases) against a local
      // gateway serving only the recording: every recorded exchange passes.
      expect(checkFixtures(record).problems).toEqual([]);
      const replay = await replayRecording(record);
      const ran = replay.results.filter((r) => r.case.startsWith('proxied-'));
      expect(ran.length).toBe(recorded.length);
      expect(ran.filter((r) => r.status !== 'pass').map((r) => `${r.id}: ${r.status} ${r.message}`)).toEqual([]);
      expect(replay.problems).toEqual([]);
      // The suite's scenarios take their inputs from the embedded fixture set, not from a recording: not its concern.
      expect(replay.results.filter((r) => r.kind !== 'scenario' && r.status === 'fail').map((r) => `${r.id}: ${r.message}`)).toEqual([]);
      expect(lines.join('\n')).not.toContain(KEY);
    } finally {
      await proxy.close();
      await mock.close();
    }
  }, 180_000); // a generous bound, not a measurement
});
