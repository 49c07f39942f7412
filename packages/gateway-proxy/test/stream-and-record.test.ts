// The proxy's stream leg (frame by frame) and its recorder's key guard, against a small loopback upstream.
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';
import { Recorder } from '../src/record.js';
import { startGatewayProxy } from '../src/proxy.js';

const KEY = 'proxy-unit-key-7c31d2';
const hash = `0x${'ab'.repeat(32)}`;
const record = {
  hash,
  from: `0x${'11'.repeat(20)}`,
  to: `0x${'22'.repeat(20)}`,
  nonce: 1,
  value: '0',
  gas_limit: 21000,
  max_fee_per_gas: '1',
  max_priority_fee_per_gas: '1',
  tx_type: 2,
  input_len: 0,
  selector: '',
  first_seen_ms: 1,
  seq: 1,
};

/** A stream upstream that greets, then sends one good and one broken frame after the subscribe. */
async function streamUpstream(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((_q, s) => s.end());
  const wss = new WebSocketServer({ server });
  wss.on('connection', (ws) => {
    ws.send(JSON.stringify({ instance: 'up-1', seq: 0 }));
    ws.on('message', () => {
      ws.send(JSON.stringify({ record, seq: 1 }));
      ws.send(JSON.stringify({ record: { ...record, value: 12, seq: 2 }, seq: 2, echoed: KEY }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((r) => {
        for (const c of wss.clients) c.terminate();
        wss.close();
        server.close(() => r());
      }),
  };
}

const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : [join(dir, e.name)]));

describe('the stream leg', () => {
  it('forwards frames unchanged both ways, checks each server frame, and records with the key redacted', async () => {
    const up = await streamUpstream();
    const dir = mkdtempSync(join(tmpdir(), 'gw-proxy-ws-'));
    const proxy = await startGatewayProxy({ upstream: up.url, network: 'mainnet', record: dir });
    try {
      const got: unknown[] = [];
      const ws = new WebSocket(`${proxy.wsUrl}/v4/${KEY}/ethereum/mempool/ws`);
      ws.on('message', (d) => got.push(JSON.parse(String(d))));
      await new Promise((r) => ws.on('open', r));
      ws.send(JSON.stringify({ op: 'subscribe', channels: ['tx'] }));
      while (got.length < 3) await new Promise((r) => setImmediate(r));
      expect(got[2]).toMatchObject({ seq: 2, echoed: KEY }); // the caller gets what the upstream said
      const closed = new Promise((r) => ws.on('close', r));
      ws.close();
      await closed;
      while (proxy.recorder!.written === 0) await new Promise((r) => setImmediate(r));
      const v = proxy.violations.violations;
      expect(v.length).toBeGreaterThan(0);
      expect(v.every((x) => x.surface === 'eth-mempool-stream')).toBe(true);
      expect(v).toContainEqual(expect.objectContaining({ operation: 'add', pointer: '/record/value' }));
      expect(proxy.violations.exchanges).toBe(4); // three server frames and the client's subscribe
      const [file] = files(dir);
      expect(file).toMatch(/mainnet\/eth-mempool-stream\/stream\/proxied-1\.json$/);
      const text = readFileSync(file!, 'utf8');
      expect(text).not.toContain(KEY);
      const f = JSON.parse(text);
      expect(f.request).toEqual({ method: 'GET', path: '/v4/{apiKey}/ethereum/mempool/ws', send: [{ op: 'subscribe', channels: ['tx'] }] });
      expect(f.frames).toHaveLength(3);
      expect(f.frames[2].echoed).toBe('{apiKey}');
      expect(f.provenance).toMatchObject({ kind: 'recorded', target: new URL(up.url).host });
    } finally {
      await proxy.close();
      await up.close();
    }
  });
});

describe('client frames', () => {
  it('are checked too: a malformed subscribe and a server frame sent by the client are violations, a good ping is not', async () => {
    const up = await streamUpstream();
    const proxy = await startGatewayProxy({ upstream: up.url, network: 'mainnet' });
    try {
      const ws = new WebSocket(`${proxy.wsUrl}/v4/${KEY}/ethereum/mempool/ws`);
      await new Promise((r) => ws.on('open', r));
      ws.send(JSON.stringify({ op: 'ping' }));
      ws.send(JSON.stringify({ op: 'subscribe', channels: 'tx' }));
      ws.send(JSON.stringify({ op: 'hello' }));
      ws.send('not json');
      const mine = () => proxy.violations.violations.filter((v) => ['ping', 'subscribe', 'hello', 'frame'].includes(v.operation));
      // The proxy checks a connection's client frames in order: the last one sent is the last one reported.
      while (!mine().some((v) => v.message === 'a frame is not JSON')) await new Promise((r) => setImmediate(r));
      expect(mine()).toEqual([
        expect.objectContaining({ operation: 'subscribe', pointer: '/channels' }),
        expect.objectContaining({ operation: 'hello', pointer: '/op', message: '"hello" is not a frame a client sends' }),
        expect.objectContaining({ operation: 'frame', message: 'a frame is not JSON' }),
      ]);
      ws.close();
    } finally {
      await proxy.close();
      await up.close();
    }
  });
});

describe('the recorder', () => {
  it('refuses a file that would still contain the key after redaction', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-proxy-rec-'));
    const lines: string[] = [];
    const rec = new Recorder(dir, '127.0.0.1:1', (l) => lines.push(l));
    // toJSON runs after redaction: the guard on the final text is what catches it.
    const sneaky = { toJSON: () => KEY };
    const base = { network: 'mainnet', surface: 'forex', operation: 'forex_rates', auth: 'path', request: { method: 'POST', path: `/v4/${KEY}/forex` } };
    expect(rec.write({ ...base, response: { status: 200, headers: {}, body: sneaky } }, [KEY])).toBeUndefined();
    expect(rec.refused).toBe(1);
    expect(lines.join('\n')).toMatch(/refused .*still contain the key/);
    expect(lines.join('\n')).not.toContain(KEY);
    const ok = rec.write(
      { ...base, response: { status: 200, headers: { 'x-service-api-key': KEY, 'content-type': 'application/json' }, body: { echo: KEY } } },
      [KEY],
    );
    const text = readFileSync(ok!, 'utf8');
    expect(text).not.toContain(KEY);
    expect(JSON.parse(text).request.path).toBe('/v4/{apiKey}/forex');
    expect(JSON.parse(text).response.headers).toEqual({ 'content-type': 'application/json' });
  });
});

describe('upstream failures', () => {
  it('a dropped upstream connection drops the caller too; an unreachable upstream is a 502 saying what to check', async () => {
    const server = createServer((req) => req.socket.destroy());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const upstream = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const proxy = await startGatewayProxy({ upstream, network: 'mainnet' });
    try {
      await expect(fetch(`${proxy.url}/v4/${KEY}/get-bitcoin-price`, { method: 'POST', body: '{}' })).rejects.toThrow();
    } finally {
      await proxy.close();
      await new Promise((r) => server.close(r));
    }
    const gone = await startGatewayProxy({ upstream, network: 'mainnet' }); // nothing listens there any more
    try {
      const r = await fetch(`${gone.url}/v4/${KEY}/get-bitcoin-price`, { method: 'POST', body: '{}' });
      expect(r.status).toBe(502);
      expect(((await r.json()) as { error: string }).error).toMatch(/check --upstream/);
    } finally {
      await gone.close();
    }
  });
});
