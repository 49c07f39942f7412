import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');

describe('gw mock', () => {
  it('prints `listening on` first and answers bad requests with documented JSON, never HTML, a hang or a crash', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/gw.mjs'), 'mock', '--port', '0', '--api-key', 'k1'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    try {
      const lines = createInterface({ input: child.stdout! });
      const [first] = (await once(lines, 'line')) as [string];
      expect(first).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
      const base = first.slice('listening on '.length);
      const call = async (path: string, init?: RequestInit) => {
        const r = await fetch(base + path, { ...init, signal: AbortSignal.timeout(60_000) }); // a bound for a hang, not a measurement
        expect(r.headers.get('content-type') ?? '').not.toContain('html');
        return { status: r.status, body: await r.json() };
      };
      expect(await call('/nowhere')).toEqual({ status: 404, body: { statusCode: 404, error: 'Not found' } });
      expect(await call('/v4/api/get-bitcoin-price', { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } })).toEqual({
        status: 401,
        body: { code: 'INVALID_API_KEY' },
      });
      expect(await call('/v4/k1/get-bitcoin-market-chart', { method: 'POST', body: '{"days":"2"}', headers: { 'content-type': 'application/json' } })).toEqual({
        status: 400,
        body: { statusCode: 400, error: 'Invalid request parameters' },
      });
      expect(
        await call('/v4/k1/get-bitcoin-market-chart', { method: 'POST', body: '{not json', headers: { 'content-type': 'application/json' } }),
      ).toMatchObject({ status: 400 });
      expect((await call('/v4/k1/forex', { method: 'POST', body: '{oops' })).body).toEqual({
        jsonrpc: '2.0',
        error: { code: -32700, message: 'Parse error' },
        id: null,
      });
      expect((await call('/v4/k1/forex', { method: 'POST', body: '[]' })).body.error.code).toBe(-32600);
      expect((await call('/v4/k1/forex', { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', method: 'nope', id: 7 }) })).body).toMatchObject({
        error: { code: -32601 },
        id: 7,
      });
      expect(
        (await call('/v4/k1/mempool', { method: 'POST', body: JSON.stringify({ jsonrpc: '2.0', method: 'mempool_info', params: [], id: 'a' }) })).body,
      ).toMatchObject({ error: { code: -32602 }, id: 'a' });
      expect(await call('/v4/wrong/espo', { method: 'POST', body: '{}' })).toEqual({ status: 401, body: { code: 'INVALID_API_KEY' } });
      expect(child.exitCode).toBeNull(); // still serving
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
    }
  });

  it('gw --help lists the commands; every command has help naming its usage', async () => {
    const c = spawn(process.execPath, [join(ROOT, 'scripts/gw.mjs'), '--source', '--help']);
    let out = '';
    c.stdout.on('data', (d) => (out += d));
    const [code] = (await once(c, 'exit')) as [number];
    expect(code).toBe(0);
    const { COMMANDS } = await import('../src/commands/index.js');
    const { helpText } = await import('../src/args.js');
    for (const cmd of COMMANDS) {
      expect(out).toContain(cmd.name);
      expect(helpText(cmd)).toContain(`usage: gw ${cmd.usage}`);
      expect(helpText(cmd)).toContain('--help');
    }
  });
});
