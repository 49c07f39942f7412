// A live run binds a case's subject from the target (case file `bind`), against a raw HTTP target.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixtures, surfaces } from '@gw/contract';
import { loadCases, runConformance } from '../src/index.js';
import { CASES, FIXTURES } from './helpers.js';

const KEY = 'gwtest-bind-key';
const resident = JSON.parse(readFileSync(join(FIXTURES, 'mainnet/mempool/mempool_entry/resident.json'), 'utf8'));
const RECORDED = resident.request.body.params.txid as string;

/** A mempool endpoint whose mempool holds `txids`; `mempool_entry` answers the resident ones. Logs each txid asked. */
async function mempoolTarget(txids: string[]) {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const { method, params, id } = JSON.parse(raw);
      const reply = (x: object) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id, ...x }));
      if (method === 'mempool_txids') return reply({ result: { txids: txids.slice(0, params?.limit ?? 100), count: txids.length, seq: 1 } });
      if (method === 'mempool_entry') {
        asked.push(params.txid);
        if (txids.includes(params.txid)) return reply({ result: { ...resident.response.body.result, txid: params.txid } });
      }
      return reply({ error: { code: -32000, message: 'not found: txid not in the mempool' } });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, close: () => new Promise((r) => server.close(r)) };
}

/** Runs `fn` against a mempool target holding `txids`, closing it after. */
async function withTarget(txids: string[], fn: (t: Awaited<ReturnType<typeof mempoolTarget>>) => Promise<void>) {
  const t = await mempoolTarget(txids);
  try {
    await fn(t);
  } finally {
    await t.close();
  }
}

async function residentCase(target: 'live' | 'fixtures', baseUrl: string) {
  const out = await runConformance({
    target,
    network: 'mainnet',
    fixturesDir: FIXTURES,
    casesDir: CASES,
    baseUrl,
    // The fixtures target's local gateway: the same raw endpoint.
    startLocal: async () => ({ url: baseUrl, wsUrl: baseUrl.replace('http', 'ws'), close: async () => {} }),
    env: { GW_API_KEY: KEY },
    surface: 'mempool',
    operation: ['mempool_entry'],
    preflight: false,
  });
  return out.results.find((r) => r.id === 'mainnet/mempool/mempool_entry/resident')!;
}

describe('binding a subject from the target', () => {
  it('a live target: the first txid it lists is asked for, and the result names it', async () => {
    const fresh = 'ab'.repeat(32);
    await withTarget([fresh, 'cd'.repeat(32)], async (t) => {
      const r = await residentCase('live', t.url);
      expect(r.status).toBe('pass');
      expect(r.bound).toEqual({ '/txid': fresh });
      expect(t.asked).toContain(fresh);
      expect(t.asked).not.toContain(RECORDED);
    });
  });

  it('the recorded txid while the target still lists it', async () => {
    await withTarget(['ab'.repeat(32), RECORDED], async (t) => {
      expect((await residentCase('live', t.url)).bound).toEqual({ '/txid': RECORDED });
    });
  });

  it('a target holding no subject fails the case, saying so (never a skip)', async () => {
    await withTarget([], async (t) => {
      const r = await residentCase('live', t.url);
      expect(r.status).toBe('fail');
      expect(r.message).toBe('the target holds no resident transaction to bind: mempool_txids listed none at /txids');
      expect(t.asked).not.toContain(RECORDED);
    });
  });

  it('the fixtures target replays the recorded request', async () => {
    await withTarget(['ab'.repeat(32), RECORDED], async (t) => {
      const r = await residentCase('fixtures', t.url);
      expect(r.bound).toBeUndefined();
      expect(t.asked).toContain(RECORDED);
    });
  });
});

describe('bind declarations', () => {
  it('each names a fixture case of its operation and asks an operation of the same surface', async () => {
    const fixtures = loadFixtures(FIXTURES);
    const problems: string[] = [];
    for (const c of await loadCases(CASES)) {
      const s = surfaces.find((x) => x.surface.name === c.surface)!;
      const ops = s.kind === 'rest' ? s.operations : s.kind === 'rpc' ? s.methods : {};
      for (const [kase, list] of Object.entries(c.bind ?? {})) {
        if (!fixtures.some((f) => f.surface === c.surface && f.operation === c.operation && f.case === kase))
          problems.push(`${c.surface}/${c.operation}: no fixture case ${kase}`);
        for (const b of list)
          if (!(b.from.operation in ops)) problems.push(`${c.surface}/${c.operation}/${kase}: ${b.from.operation} is not a ${c.surface} operation`);
      }
    }
    expect(problems).toEqual([]);
  });
});
