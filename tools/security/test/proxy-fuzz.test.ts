// Issue 22 item 5: gw proxy (in a child process) under the local gateway fuzz corpus of malformed requests, with
// upstream faults on top (hang, drip, resets, garbage, lying content-length, HTML errors, redirects, echoed keys) and
// request targets that name other hosts. Every caller gets an answer or a dropped connection where the upstream
// dropped it, never a hang; the proxy never crashes, never reaches another host, never logs a key. The faults that never
// finish (hang, drip) go through a proxy with a 400 ms upstream timeout and must get its 504; every other fault goes
// through one with a 60 s timeout and must not: no outcome depends on how fast the machine is.
// Count and seed: GW_PROXY_FUZZ_COUNT (default 200), GW_FUZZ_SEED (default: random, printed).
import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadFixtures } from '@gw/contract';
import { fixturesDir } from '@gw/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FuzzRequest, makeCorpus, prng, UPSTREAM_FAULTS, type UpstreamFault } from './fuzz/corpus.js';

const HERE = dirname(fileURLToPath(import.meta.url));
const COUNT = Number(process.env.GW_PROXY_FUZZ_COUNT ?? 200);
const SEED = Number(process.env.GW_FUZZ_SEED ?? randomBytes(4).readUInt32LE(0));
const KEY = `pfuzz-${randomBytes(8).toString('hex')}`;
const ADMIN = `pfuzz-admin-${randomBytes(8).toString('hex')}`;
process.stdout.write(`proxy fuzz: ${COUNT} requests, seed ${SEED} (reproduce with GW_FUZZ_SEED=${SEED})\n`);

let child: ChildProcess;
/** The proxy for faults that never finish (400 ms upstream timeout) and the one for every other fault (60 s). */
let quickUrl: string;
let patientUrl: string;
const exits: Array<number | null> = [];
let bait: Server;
const baitSeen: string[] = [];

function ask<T>(what: string): Promise<T> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as T));
    child.send({ ask: what });
  });
}

beforeAll(async () => {
  bait = createServer((req, res) => {
    baitSeen.push(`${req.method} ${req.url}`);
    res.end('{}');
  });
  await new Promise<void>((r) => bait.listen(0, '127.0.0.1', r));
  child = fork(join(HERE, 'fuzz/proxy-child.ts'), [], {
    execArgv: ['--conditions=@gw/source', '--import', 'tsx'],
    env: { ...process.env, GW_FUZZ_FIXTURES: fixturesDir, GW_FUZZ_KEY: KEY, GW_FUZZ_ADMIN_KEY: ADMIN },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  child.on('exit', (code) => exits.push(code));
  ({ quickUrl, patientUrl } = await new Promise<{ quickUrl: string; patientUrl: string }>((resolve, reject) => {
    child.once('message', (m) => resolve(m as never));
    child.once('exit', (code) => reject(new Error(`proxy child exited (${code}) before listening`)));
  }));
});

afterAll(async () => {
  if (child?.connected) {
    const exited = new Promise((r) => child.once('exit', r));
    child.send({ ask: 'close' });
    await exited;
  }
  await new Promise((r) => bait?.close(r));
});

type Outcome = { status: number; type: string; body: string } | { dropped: string };

const NEVER_FINISHES: readonly UpstreamFault[] = ['hang', 'drip'];

function send(r: FuzzRequest, fault: UpstreamFault): Promise<Outcome> {
  return new Promise((resolve) => {
    const u = new URL(NEVER_FINISHES.includes(fault) ? quickUrl : patientUrl);
    const headers = { ...r.headers, 'x-fuzz-fault': fault, ...(r.body ? { 'content-length': String(r.body.length) } : {}) };
    const req = request({ host: u.hostname, port: u.port, method: r.method, path: r.path, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type'] ?? ''), body: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', (e) => resolve({ dropped: e.message }));
    });
    // A generous bound, above both proxies' upstream timeouts: reaching it means the proxy hangs.
    req.setTimeout(120_000, () => req.destroy(new Error('no answer within 120 s: the proxy hangs')));
    req.on('error', (e) => resolve({ dropped: e.message }));
    req.end(r.body);
  });
}

/** What the proxy must do with a fault; undefined when the outcome is right. */
function problem(r: FuzzRequest, fault: UpstreamFault, o: Outcome): string | undefined {
  if ('dropped' in o) {
    if (o.dropped.includes('hangs')) return o.dropped;
    // The caller's connection is dropped only where the upstream dropped its own, or the request itself was cut.
    const upstreamDropped = fault === 'reset-before' || fault === 'reset-mid' || fault === 'short-body';
    return upstreamDropped || r.kind === 'huge-body' || r.kind === 'big-header' ? undefined : `dropped: ${o.dropped}`;
  }
  if (o.body.includes(KEY) || o.body.includes(ADMIN)) {
    if (fault !== 'echo-key') return 'the answer holds a key the proxy itself wrote';
  }
  if (!r.path.startsWith('/') || r.path.startsWith('//')) return [400, 404, 431].includes(o.status) ? undefined : `a non-path target answered ${o.status}`;
  if (o.status === 0) return 'no status';
  if (NEVER_FINISHES.includes(fault)) return [504, 400, 431].includes(o.status) ? undefined : `a ${fault} answered ${o.status}, not 504`;
  // Every other fault finishes at once: a 504 would be the proxy giving up on an upstream that answered.
  if (fault === 'reset-before') return [502, 400, 431].includes(o.status) ? undefined : `a reset before the answer gave ${o.status}, not 502`;
  if (o.status >= 500 && ![500, 502, 503].includes(o.status)) return `status ${o.status}`;
  return undefined;
}

describe(`gw proxy fuzz (seed ${SEED})`, () => {
  it(`answers ${COUNT} malformed requests under upstream faults, without crashing or hanging`, async () => {
    const fixtures = loadFixtures(fixturesDir, 'mainnet');
    const next = makeCorpus(fixtures, KEY, ADMIN);
    const rand = prng(SEED);
    const baitHost = `127.0.0.1:${(bait.address() as AddressInfo).port}`;
    const requests = Array.from({ length: COUNT }, (_, n) => {
      const r = next(rand);
      const fault = UPSTREAM_FAULTS[Math.floor(rand() * UPSTREAM_FAULTS.length)]!;
      // One in ten names another host (the bait) in the request target.
      if (n % 10 === 3) return { r: { ...r, kind: 'other-host', path: `${rand() < 0.5 ? 'http:' : ''}//${baitHost}${r.path}` }, fault };
      return { r, fault };
    });
    const failures: string[] = [];
    let i = 0;
    const worker = async () => {
      while (i < requests.length && failures.length <= 20) {
        const n = i++;
        const { r, fault } = requests[n]!;
        const why = problem(r, fault, await send(r, fault));
        if (why) failures.push(`#${n} ${r.kind} ${fault} ${r.method} ${r.path.slice(0, 80)}: ${why}`);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    expect(
      failures.map((f) => f.replaceAll(KEY, '<key>')),
      `seed ${SEED}`,
    ).toEqual([]);
    expect(baitSeen, 'a request reached a host other than --upstream').toEqual([]);
    expect(exits).toEqual([]);
    const stats = await ask<{ lines: number; leaked: string[] }>('stats');
    expect(stats.leaked).toEqual([]);
  });

  it('upgrades: malformed paths and other hosts; the process stays up', async () => {
    const u = new URL(patientUrl);
    const upgrade = (path: string, fault: UpstreamFault = 'none') =>
      new Promise<number | string>((resolve) => {
        const req = request({
          host: u.hostname,
          port: u.port,
          path,
          agent: false,
          headers: {
            connection: 'Upgrade',
            upgrade: 'websocket',
            'sec-websocket-version': '13',
            'sec-websocket-key': 'dGhlIHNhbXBsZSBub25jZQ==',
            'x-fuzz-fault': fault,
          },
        });
        req.on('upgrade', (res, socket) => {
          socket.destroy();
          resolve(res.statusCode ?? 0);
        });
        req.on('response', (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', (e) => resolve(e.message));
        req.setTimeout(120_000, () => req.destroy(new Error('no answer within 120 s: the proxy hangs')));
        req.end();
      });
    const baitHost = `127.0.0.1:${(bait.address() as AddressInfo).port}`;
    for (const path of [
      '/v4/%E0%A4%A/ethereum/mempool/ws',
      '/v4/k%25zz/ethereum/mempool/ws',
      '/v4/%zz/ethereum/mempool/ws',
      `//${baitHost}/v4/${KEY}/ethereum/mempool/ws`,
      `http://${baitHost}/v4/${KEY}/ethereum/mempool/ws`,
      `/v4/${KEY}/ethereum/mempool/ws`,
    ]) {
      const got = await upgrade(path);
      expect(typeof got === 'number' ? [101, 400, 401, 404] : [], `${path}: ${got}`).toContain(got);
    }
    expect(baitSeen).toEqual([]);
    expect(exits).toEqual([]);
  });
});
