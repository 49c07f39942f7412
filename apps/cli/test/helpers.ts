import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { casesDir, type RunOptions, runConformance } from '@gw/conformance';
import { fixturesDir } from '@gw/fixtures';
import { startMockGateway } from '@gw/gateway-mock';

export { copyFixtures, editedFixtures, editFixture } from '@gw/fixtures';
import { repoRoot } from '../src/root.js';

export const FIXTURES = fixturesDir;
export const CASES = casesDir;
export const ROOT = repoRoot();

/** A live mainnet run of the suite against `baseUrl` with `apiKey` in GW_API_KEY (the embedded fixtures and cases). */
export const liveRun = (baseUrl: string, apiKey: string, extra: Partial<RunOptions> = {}) =>
  runConformance({ target: 'live', network: 'mainnet', baseUrl, fixturesDir: FIXTURES, casesDir: CASES, env: { GW_API_KEY: apiKey }, ...extra });

/**
 * Runs `gw <args>` in a process of its own with GW_API_KEY and GW_TEST_UNSET_KEY cleared, then `env`: the built CLI
 * (apps/cli/dist/main.js, which scripts/gw.mjs starts once the install and the build are current; npm test builds
 * first). What gw.mjs adds (install, build, signals, the caller's directory) is tested through it elsewhere.
 */
export const runGw = (args: string[], env: Record<string, string | undefined> = {}) => node([join(ROOT, 'apps/cli/dist/main.js'), ...args], env);

/**
 * runGw with every ES module the process loads traced (test/module-trace.mjs): `modules` are their file paths
 * relative to the repository (node_modules' and node's own included as they are).
 */
export async function runGwTraced(args: string[], env: Record<string, string | undefined> = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'gw-trace-'));
  const trace = join(dir, 'modules.txt');
  try {
    const r = await node(['--import', join(import.meta.dirname, 'module-trace.mjs'), join(ROOT, 'apps/cli/dist/main.js'), ...args], {
      ...env,
      GW_MODULE_TRACE: trace,
    });
    const urls = readFileSync(trace, 'utf8').split('\n').filter(Boolean);
    return { ...r, modules: urls.map((u) => (u.startsWith('file:') ? relative(ROOT, fileURLToPath(u)) : u)) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A command line of runGwBatch: its arguments, and environment variables set for it alone (null: unset). */
export interface GwLine {
  args: string[];
  env?: Record<string, string | null>;
}

/**
 * Runs each command line in order through the built CLI's `main` in one process (test/cli-batch.mjs), with runGw's
 * environment: per line its exit code, stdout, stderr and duration (ms).
 */
export async function runGwBatch(lines: GwLine[]): Promise<Array<{ code: number; out: string; err: string; ms: number }>> {
  const r = await node([join(import.meta.dirname, 'cli-batch.mjs'), JSON.stringify(lines)]);
  if (r.code !== 0 || r.err) throw new Error(`cli-batch.mjs: exit ${r.code}\n${r.err}`);
  return (JSON.parse(r.out) as Array<{ status: number; stdout: string; stderr: string; ms: number }>).map((x) => ({
    code: x.status,
    out: x.stdout,
    err: x.stderr,
    ms: x.ms,
  }));
}

/** `node <argv>` with GW_API_KEY and GW_TEST_UNSET_KEY cleared, then `env`: its exit code, stdout and stderr. */
async function node(argv: string[], env: Record<string, string | undefined> = {}): Promise<{ code: number; out: string; err: string }> {
  const clean = { ...process.env };
  delete clean.GW_API_KEY;
  delete clean.GW_TEST_UNSET_KEY;
  const child = spawn(process.execPath, argv, { stdio: ['ignore', 'pipe', 'pipe'], env: { ...clean, ...env } });
  let out = '';
  let err = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (err += d));
  const [code] = (await once(child, 'exit')) as [number];
  return { code, out, err };
}

/** Every file below a directory. */
export const filesBelow = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesBelow(join(dir, e.name)) : [join(dir, e.name)]));

/** Replays a recorded fixture set (mainnet) through the clients against a local gateway serving only it, strictly. */
export const replayRecording = (dir: string, extra: Partial<RunOptions> = {}) =>
  runConformance({
    target: 'fixtures',
    network: 'mainnet',
    fixturesDir: dir,
    casesDir: CASES,
    startLocal: (o) => startMockGateway({ ...o, strictReplay: true }),
    ...extra,
  });

/** An HTTP proxy to `target` that may rewrite JSON response bodies. */
export async function startProxy(target: string, rewrite: (body: any) => any): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const up = httpRequest(target + req.url, { method: req.method, headers: req.headers }, (r) => {
        const out: Buffer[] = [];
        r.on('data', (c) => out.push(c));
        r.on('end', () => {
          let body = Buffer.concat(out).toString('utf8');
          try {
            body = JSON.stringify(rewrite(JSON.parse(body)));
          } catch {
            /* not JSON */
          }
          const headers = { ...r.headers };
          delete headers['content-length'];
          res.writeHead(r.statusCode ?? 502, headers);
          res.end(body);
        });
      });
      up.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
}

export interface Seen {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The request's JSON body, when it has one (may be rewritten by `request`). */
  body: any;
}
export interface Answer {
  status: number;
  headers: Record<string, string>;
  /** Parsed JSON when the body is JSON, else the text. */
  body: any;
}

/**
 * A local node:http server in front of `target` that may rewrite each request body (`request`) and each answer
 * (`answer`: return a new status, headers and body, or undefined to pass it through). Counts the requests it got.
 */
export async function startRewriter(
  target: string,
  answer: (req: Seen, res: Answer) => Answer | undefined,
  request?: (req: Seen) => any,
): Promise<{ url: string; requests: () => number; close: () => Promise<void> }> {
  let count = 0;
  const server = createServer((req, res) => {
    count++;
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const u = new URL(req.url ?? '/', 'http://x');
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: any;
      try {
        body = raw ? JSON.parse(raw) : undefined;
      } catch {
        body = raw;
      }
      const seen: Seen = { method: req.method ?? 'GET', path: u.pathname, query: u.searchParams, body };
      const sendBody = request && body !== undefined ? JSON.stringify(request(seen) ?? body) : raw;
      const headers = { ...req.headers };
      delete headers['content-length'];
      const up = httpRequest(target + req.url, { method: req.method, headers }, (r) => {
        const out: Buffer[] = [];
        r.on('data', (c) => out.push(c));
        r.on('end', () => {
          const text = Buffer.concat(out).toString('utf8');
          let parsed: any = text;
          try {
            parsed = JSON.parse(text);
          } catch {
            /* text */
          }
          const h: Record<string, string> = {};
          for (const [k, v] of Object.entries(r.headers)) if (typeof v === 'string' && k !== 'content-length') h[k] = v;
          const a = answer(seen, { status: r.statusCode ?? 502, headers: h, body: parsed }) ?? { status: r.statusCode ?? 502, headers: h, body: parsed };
          res.writeHead(a.status, a.headers);
          res.end(typeof a.body === 'string' ? a.body : JSON.stringify(a.body));
        });
      });
      up.end(req.method === 'GET' ? undefined : sendBody);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests: () => count, close: () => new Promise((r) => server.close(() => r())) };
}
