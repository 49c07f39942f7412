import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import { connect } from 'node:net';
import { join } from 'node:path';
import { createInterface, type Interface } from 'node:readline';
import { afterEach, describe, expect, it } from 'vitest';
import { FIXTURES, ROOT } from './helpers.js';

// gw mock as a developer runs it: the start-up lines, --list, --log, and signals through `npm run gw`.
const GW = join(ROOT, 'scripts/gw.mjs');
const children: ChildProcess[] = [];
// SIGTERM, never SIGKILL: gw.mjs passes SIGTERM on to the CLI process, while a SIGKILL would leave the server orphaned.
afterEach(async () => {
  for (const c of children.splice(0)) {
    if (c.exitCode === null && c.signalCode === null) {
      c.kill('SIGTERM');
      await once(c, 'exit');
    }
  }
});

/**
 * Stdout lines in order: `next()` takes the next one, waiting if none has arrived (several may come in one chunk), and
 * fails with the process's stderr when its output ends first (a gw that exits does not leave the test waiting).
 */
interface Lines {
  next(): Promise<string>;
  on(event: 'line', f: (l: string) => void): void;
}

function lineQueue(rl: Interface, stderr: () => string): Lines {
  const queued: string[] = [];
  const waiting: { resolve: (l: string) => void; reject: (e: Error) => void }[] = [];
  const listeners: ((l: string) => void)[] = [];
  let ended = false;
  const endedError = () => new Error(`gw's output ended before the line expected; stderr:\n${stderr()}`);
  rl.on('line', (l) => {
    for (const f of listeners) f(l);
    const w = waiting.shift();
    if (w) w.resolve(l);
    else queued.push(l);
  });
  rl.on('close', () => {
    ended = true;
    for (const w of waiting.splice(0)) w.reject(endedError());
  });
  return {
    next: () =>
      queued.length
        ? Promise.resolve(queued.shift()!)
        : ended
          ? Promise.reject(endedError())
          : new Promise((resolve, reject) => waiting.push({ resolve, reject })),
    on: (_e, f) => listeners.push(f),
  };
}

function start(cmd: string, args: string[], env: Record<string, string> = {}): { child: ChildProcess; lines: Lines } {
  const child = spawn(cmd, args, { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, ...env } });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  return { child, lines: lineQueue(createInterface({ input: child.stdout! }), () => stderr) };
}

const nextLine = (lines: Lines) => lines.next();

/** Whether a connection to the port is refused (nothing listens there). */
function portFreed(port: number): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    const s = connect(port, '127.0.0.1');
    s.once('connect', () => {
      s.destroy();
      resolve(false);
    });
    s.once('error', (e: NodeJS.ErrnoException) => resolve(e.code === 'ECONNREFUSED'));
  });
}

describe('gw mock start-up and comforts', () => {
  it('prints listening, network, fixture count and the accepted keys; never a key read from GW_API_KEY', async () => {
    const envKey = `env-secret-${Math.random().toString(36).slice(2)}`;
    const { child, lines } = start(process.execPath, [GW, 'mock', '--port', '0', '--api-key', 'dev-k1', '--admin-key', 'dev-a1', '--log'], {
      GW_API_KEY: envKey,
    });
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const first = await nextLine(lines);
    expect(first).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    const fixtureCount = readdirSync(join(FIXTURES, 'mainnet'), { recursive: true }).filter((f) => {
      const name = String(f).split('/').pop()!;
      return name.endsWith('.json') && !name.startsWith('_') && String(f).split('/').length === 3;
    }).length;
    expect(await nextLine(lines)).toBe('network: mainnet');
    expect(await nextLine(lines)).toMatch(
      new RegExp(`^fixtures: ${fixtureCount} recorded \\(unrecorded valid requests: computed, else synthesized from the spec\\)$`),
    );
    expect(await nextLine(lines)).toBe('accepted keys: dev-k1 (admin: dev-a1)');

    const base = first.slice('listening on '.length);
    const res = await fetch(`${base}/v4/dev-k1/get-alkanes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"limit":50}' });
    expect(res.status).toBe(200);
    expect(res.headers.get('x-gw-source')).toBe('synthesized');
    expect(await nextLine(lines)).toBe('POST /v4/***/get-alkanes get-alkanes 200 synthesized');
    // A refused JSON-RPC request is logged with its method (it was `-`).
    await fetch(`${base}/v4/${envKey}/forex`, { method: 'POST', body: '{"jsonrpc":"2.0","method":"forex_rates","params":{},"id":1}' });
    expect(await nextLine(lines)).toBe('POST /v4/***/forex forex_rates 401 computed');
    child.kill('SIGTERM');
    await once(child, 'exit');
    expect(stderr).not.toContain(envKey);
  });

  it('--strict-replay says so at start and answers an unrecorded request "not recorded"', async () => {
    const { lines } = start(process.execPath, [GW, 'mock', '--port', '0', '--api-key', 'dev-k1', '--strict-replay']);
    const base = (await nextLine(lines)).slice('listening on '.length);
    await nextLine(lines);
    expect(await nextLine(lines)).toMatch(/strict replay/);
    const res = await fetch(`${base}/v4/dev-k1/get-alkanes`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"limit":50}' });
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error: string }).error).toMatch(/^not recorded/);
  });

  it('--list prints the recorded operations and case counts per surface, then exits 0', async () => {
    const { child, lines } = start(process.execPath, [GW, 'mock', '--list']);
    const out: string[] = [];
    lines.on('line', (l) => out.push(l));
    const [code] = (await once(child, 'exit')) as [number];
    expect(code).toBe(0);
    const forexOps = readdirSync(join(FIXTURES, 'mainnet/forex'), { withFileTypes: true }).filter((d) => d.isDirectory());
    const cases = forexOps.map((d) => readdirSync(join(FIXTURES, 'mainnet/forex', d.name)).filter((f) => f.endsWith('.json')).length);
    expect(out).toContain(`forex (${forexOps.length} operations, ${cases.reduce((a, b) => a + b, 0)} cases)`);
    forexOps.forEach((d, k) => expect(out).toContain(`  ${d.name} ${cases[k]}`));
    expect(out[0]).toMatch(/^recorded on mainnet: \d+ cases$/);
  });
});

describe('the line reader of these tests', () => {
  it("fails with gw's stderr when gw exits before the line, instead of waiting for it", async () => {
    const { lines } = start(process.execPath, [GW, 'mock', '--port', '70000']);
    await expect(nextLine(lines)).rejects.toThrow(/output ended before the line expected[\s\S]*--port must be 0\.\.65535/);
  });
});

describe('signals reach the server', () => {
  for (const [how, cmd, args] of [
    ['node scripts/gw.mjs', process.execPath, [GW, 'mock', '--port', '0']],
    ['npm run gw', 'npm', ['run', '--silent', 'gw', '--', 'mock', '--port', '0']],
  ] as const) {
    it(`kill (SIGTERM) of the process started by \`${how} -- mock\` frees the port`, async () => {
      const { child, lines } = start(cmd, [...args]);
      const first = await nextLine(lines);
      const port = Number(first.split(':').pop());
      expect(port).toBeGreaterThan(0);
      expect(await portFreed(port)).toBe(false); // serving before the kill
      child.kill('SIGTERM'); // the parent only: gw.mjs (or npm) must pass it on
      await once(child, 'exit'); // each parent exits after its child: the server is gone by now
      expect(await portFreed(port)).toBe(true);
    });
  }
});
