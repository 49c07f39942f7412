// CORS authentication in a real browser (seed 000 §Authentication: browser requests from a registered domain to
// /v4/api and /v4/jsonrpc are authenticated by their Origin). The generated data-API and JSON-RPC clients are bundled
// for the browser with esbuild and run in headless Chromium from two page origins: the registered one gets data, the
// other gets the typed CorsRefusedError (not a bare TypeError); an unreachable gateway is a NetworkError.
import { existsSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockGateway, startMockGateway } from '../src/server.js';
import { fixturesDir } from '@gw/fixtures';

const HERE = dirname(fileURLToPath(import.meta.url));
// Debian's Chromium by default; CHROMIUM_PATH points elsewhere (e.g. a CI image's preinstalled Chrome).
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const hasChromium = existsSync(CHROMIUM);
if (!hasChromium) process.stderr.write(`browser tests did not run: Chromium not found at ${CHROMIUM} (install: apt-get install -y chromium)\n`);

type Outcome = { ok: true; data: unknown } | { ok: false; name: string; status: number | null; origin: string | null; message: string };

/** A loopback port nothing listens on (bound once, then closed). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/** Bundles test/browser/entry.js (the generated clients + runtime, TypeScript sources, ajv standalone CJS validators). */
async function bundleClient(): Promise<string> {
  const out = await build({
    entryPoints: [join(HERE, 'browser/entry.js')],
    bundle: true,
    platform: 'browser',
    format: 'esm',
    target: 'es2022',
    conditions: ['@gw/source'],
    write: false,
    logLevel: 'silent',
  });
  return out.outputFiles[0]!.text;
}

/** A tiny page server on 127.0.0.1: `/` loads `/client.js` (the bundle). Its origin is `http://127.0.0.1:<port>`. */
async function pageServer(bundle: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((req, res) => {
    if (req.url === '/client.js') {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      return res.end(bundle);
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(
      '<!doctype html><html><head><meta charset="utf-8"><title>gw cors</title><script type="module" src="/client.js"></script></head><body>gw</body></html>',
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

describe('CORS mode in headless Chromium', () => {
  let browser: Browser | undefined;
  let mock: MockGateway | undefined;
  let mockForB: MockGateway | undefined;
  const servers: Server[] = [];
  let registered = '';
  let unregistered = '';

  beforeAll(async () => {
    if (!hasChromium) return;
    const bundle = await bundleClient();
    const a = await pageServer(bundle);
    const b = await pageServer(bundle);
    servers.push(a.server, b.server);
    registered = a.origin;
    unregistered = b.origin;
    mock = await startMockGateway({ network: 'mainnet', apiKey: `k-${Math.random().toString(36).slice(2)}`, origins: [registered], fixtures: fixturesDir });
    // A second gateway where the other page's origin is the registered one (control for the refusal test).
    mockForB = await startMockGateway({
      network: 'mainnet',
      apiKey: `k-${Math.random().toString(36).slice(2)}`,
      origins: [unregistered],
      fixtures: fixturesDir,
    });
    browser = await chromium.launch({
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    });
  }, 120_000);

  afterAll(async () => {
    await browser?.close();
    await mock?.close();
    await mockForB?.close();
    await Promise.all(servers.map((s) => new Promise<void>((resolve) => s.close(() => resolve()))));
  });

  async function callFrom(origin: string, gateway: { url: string } = mock!, which: 'rest' | 'jsonrpc' = 'rest'): Promise<Outcome> {
    const page = await browser!.newPage();
    try {
      await page.goto(`${origin}/`);
      await page.waitForFunction(() => typeof (globalThis as { gwCall?: unknown }).gwCall === 'function');
      return (await page.evaluate(([url, w]) => (globalThis as unknown as { gwCall: (u: string, w: string) => Promise<unknown> }).gwCall(url, w), [
        gateway.url,
        which,
      ] as const)) as Outcome;
    } finally {
      await page.close();
    }
  }

  it.skipIf(!hasChromium)(
    'a page on the registered origin gets data from the data API and JSON-RPC, with no key anywhere',
    async () => {
      const r = await callFrom(registered);
      expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
      if (r.ok) expect(typeof (r.data as { bitcoin: { usd: number } }).bitcoin.usd).toBe('number');
      const rpc = await callFrom(registered, mock, 'jsonrpc');
      expect(rpc, JSON.stringify(rpc)).toMatchObject({ ok: true, data: expect.any(Number) });
    },
    60_000,
  );

  it.skipIf(!hasChromium)(
    'a page on an unregistered origin gets CorsRefusedError naming its origin (not a bare TypeError), on both mounts',
    async () => {
      for (const which of ['rest', 'jsonrpc'] as const) {
        const r = await callFrom(unregistered, mock, which);
        expect(r, JSON.stringify(r)).toMatchObject({ ok: false, name: 'CorsRefusedError', origin: unregistered });
        if (!r.ok) expect(r.message).toContain(`the page origin ${unregistered} is not registered for CORS`);
      }
    },
    60_000,
  );

  it.skipIf(!hasChromium)(
    'a gateway nobody answers at is a NetworkError saying it cannot be reached, not a CORS refusal',
    async () => {
      const r = await callFrom(registered, { url: `http://127.0.0.1:${await closedPort()}` });
      expect(r, JSON.stringify(r)).toMatchObject({ ok: false, name: 'NetworkError' });
      if (!r.ok) expect(r.message).toContain('cannot reach http://127.0.0.1:');
    },
    60_000,
  );

  it.skipIf(!hasChromium)(
    'the refusal is about registration: the same page succeeds against a gateway that registers its origin',
    async () => {
      // Guards against a false pass where the second page fails for an unrelated reason.
      const r = await callFrom(unregistered, mockForB);
      expect(r, JSON.stringify(r)).toMatchObject({ ok: true });
    },
    60_000,
  );
});
