// gateway: the local gateway vs Stoplight Prism (`prism mock`) on the same REST route (POST get-bitcoin-price, key in
// the x-service-api-key header, the recorded answer), 64 connections (autocannon), requests/s and p99; a bare
// node:http server sending the same bytes is the floor. Plus a JSON-RPC call and a 100-call batch on the gateway.
// Target: gateway >= 10 x Prism's requests/s, p99 < 5 ms. Each server runs in its own process; rounds interleave
// the servers. Method: bench/README.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { median } from './lib/measure.js';
import { type Child, startChild, startPolled } from './lib/process.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(name);
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
};
const ROUNDS = arg('--rounds', 3);
const SECONDS = arg('--seconds', 5);
const KEY = 'bench-key-0001';
const ANSWER = '{"statusCode":200,"data":{"bitcoin":{"usd":97500.25}}}';

interface Load {
  method: 'POST';
  path: string;
  headers: Record<string, string>;
  body: string;
}
const restLoad: Load = {
  method: 'POST',
  path: '/v4/api/get-bitcoin-price',
  headers: { 'content-type': 'application/json', 'x-service-api-key': KEY },
  body: '{}',
};
const rpcBody = (id: number) => ({ jsonrpc: '2.0', method: 'forex_rates', params: { base: 'USD' }, id });
const rpcLoad: Load = { method: 'POST', path: `/v4/${KEY}/forex`, headers: { 'content-type': 'application/json' }, body: JSON.stringify(rpcBody(1)) };
const batchLoad: Load = { ...rpcLoad, body: JSON.stringify(Array.from({ length: 100 }, (_, i) => rpcBody(i + 1))) };

async function hit(base: string, load: Load, seconds: number, connections = 64) {
  const r = await autocannon({ url: base + load.path, connections, duration: seconds, method: load.method, headers: load.headers, body: load.body });
  const bad = r.non2xx + r.errors + r.timeouts;
  if (bad > 0) throw new Error(`${base}${load.path}: ${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts`);
  return { rps: r.requests.average, p99: r.latency.p99 };
}

async function check(base: string, load: Load, expect: (text: string) => boolean, who: string) {
  const res = await fetch(base + load.path, { method: load.method, headers: load.headers, body: load.body });
  const text = await res.text();
  if (res.status !== 200 || !expect(text)) throw new Error(`${who}: unexpected answer ${res.status} ${text.slice(0, 200)}`);
}

const dir = mkdtempSync(join(tmpdir(), 'gw-bench-'));
const answerFile = join(dir, 'answer.json');
writeFileSync(answerFile, ANSWER);
const servers: Record<string, Child> = {};
try {
  // The gateway as users run it: `gw mock` from built output (scripts/gw.mjs builds it when missing or stale).
  const built = spawnSync(process.execPath, [join(root, 'scripts/gw.mjs'), '--help'], { encoding: 'utf8' });
  if (built.status !== 0) throw new Error(`gw did not build: ${built.stderr}`);
  servers.gateway = await startChild(
    process.execPath,
    [join(root, 'apps/cli/dist/main.js'), 'mock', '--port', '0', '--network', 'mainnet', '--api-key', KEY],
    /listening on (http:\S+)/,
  );
  servers['node:http (same bytes)'] = await startChild(process.execPath, [join(here, 'lib/serve-bytes.mjs'), answerFile], /listening (http:\S+)/);
  const prismPort = arg('--prism-port', 47_190);
  servers.prism = await startPolled(
    join(here, 'node_modules/.bin/prism'),
    ['mock', '-h', '127.0.0.1', '-p', String(prismPort), '--verboseLevel', 'error', join(root, 'specs/openapi/data-api.yaml')],
    `http://127.0.0.1:${prismPort}`,
  );
  // Prism serves the paths relative to the server URL: the same route without the /v4/api mount.
  const prismLoad: Load = { ...restLoad, path: '/get-bitcoin-price' };
  const loads: Record<string, Load> = { gateway: restLoad, 'node:http (same bytes)': restLoad, prism: prismLoad };
  for (const [name, s] of Object.entries(servers)) await check(s.url, loads[name]!, (t) => JSON.parse(t).data?.bitcoin?.usd === 97500.25, name);
  await check(servers.gateway.url, rpcLoad, (t) => JSON.parse(t).result?.base === 'USD', 'gateway JSON-RPC');
  await check(servers.gateway.url, batchLoad, (t) => JSON.parse(t).length === 100, 'gateway batch');

  const names = Object.keys(servers);
  const samples: Record<string, Array<{ rps: number; p99: number }>> = Object.fromEntries(names.map((n) => [n, []]));
  for (const n of names) await hit(servers[n]!.url, loads[n]!, 1); // warm-up
  for (let r = 0; r < ROUNDS; r++) {
    for (let k = 0; k < names.length; k++) {
      const n = names[(r + k) % names.length]!;
      samples[n]!.push(await hit(servers[n]!.url, loads[n]!, SECONDS));
    }
  }
  const rpc: Array<{ rps: number; p99: number }> = [];
  const batch: Array<{ rps: number; p99: number }> = [];
  for (let r = 0; r < ROUNDS; r++) {
    rpc.push(await hit(servers.gateway.url, rpcLoad, SECONDS));
    batch.push(await hit(servers.gateway.url, batchLoad, SECONDS));
  }

  // Latency without queueing: one connection, one request at a time.
  const single: Record<string, Array<{ rps: number; p99: number }>> = { gateway: [], 'node:http (same bytes)': [] };
  for (let r = 0; r < ROUNDS; r++) for (const n of Object.keys(single)) single[n]!.push(await hit(servers[n]!.url, loads[n]!, SECONDS, 1));

  const line = (name: string, xs: Array<{ rps: number; p99: number }>) => {
    const rps = xs.map((x) => x.rps);
    const p99 = xs.map((x) => x.p99);
    return `  ${name.padEnd(34)} req/s median ${median(rps).toFixed(0).padStart(6)} (min ${Math.min(...rps).toFixed(0)}, max ${Math.max(...rps).toFixed(0)})  p99 median ${median(p99)} ms (max ${Math.max(...p99)})`;
  };
  console.log(`\ngateway: POST get-bitcoin-price, 64 connections, ${ROUNDS} interleaved rounds of ${SECONDS} s`);
  for (const n of names) console.log(line(n, samples[n]!));
  console.log(line('gateway JSON-RPC forex_rates', rpc));
  console.log(line('gateway JSON-RPC batch of 100', batch));
  console.log('one connection:');
  for (const n of Object.keys(single)) console.log(line(n, single[n]!));
  const g = median(samples.gateway!.map((x) => x.rps));
  const ratio = g / median(samples.prism!.map((x) => x.rps));
  const floor = g / median(samples['node:http (same bytes)']!.map((x) => x.rps));
  const p99 = median(samples.gateway!.map((x) => x.p99));
  console.log(`\ngateway / Prism req/s: ${ratio.toFixed(1)} (target >= 10: ${ratio >= 10 ? 'met' : 'MISSED'}); gateway / node:http: ${floor.toFixed(2)}`);
  const p99one = median(single.gateway!.map((x) => x.p99));
  console.log(
    `gateway p99 at 64 connections: ${p99} ms, at 1 connection: ${p99one} ms (target < 5: ${p99 < 5 ? 'met' : p99one < 5 ? 'met at 1 connection only' : 'MISSED'})`,
  );
} finally {
  for (const s of Object.values(servers)) await s.stop();
}
