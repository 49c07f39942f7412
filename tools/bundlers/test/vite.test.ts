// Issue 21 item 1: the app (app/main.js) under the Vite dev server, as an app team runs it (the clients are
// pre-bundled by Vite's dependency optimizer, which turned the old CommonJS validators' named exports into undefined),
// and as a Vite production build served by `vite preview`, for Vite 8 and Vite 7.3, in headless Chromium. The page
// talks to the local gateway through the server's /v4 proxy: typed data from a REST, an OPI and a JSON-RPC call; each
// invalid call refused before sending, and the gateway's request log shows it never arrived.
import { createServer } from 'node:net';
import { type Browser, chromium } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  APP,
  CHROMIUM,
  CHROMIUM_ARGS,
  CLIENT_PACKAGES,
  expectRightResults,
  type Gateway,
  hasChromium,
  NO_CHROMIUM,
  type Results,
  scratchDirs,
  startGateway,
} from './harness.js';

if (!hasChromium) process.stderr.write(`Vite browser tests did not run: ${NO_CHROMIUM}\n`);

/** A free loopback port (bound once, then closed). */
async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((resolve) => s.listen(0, '127.0.0.1', resolve));
  const port = (s.address() as { port: number }).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

// One browser and one local gateway for the file (each test clears the gateway's request log first).
let browser: Browser | undefined;
let gateway: Gateway;
beforeAll(async () => {
  gateway = await startGateway();
  if (hasChromium) browser = await chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
  await gateway?.mock.close();
});

/** Opens `url` in a fresh page and runs the app's calls there. */
async function runInPage(url: string): Promise<Results> {
  const page = await browser!.newPage();
  try {
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(url);
    await page.waitForFunction(() => typeof (globalThis as { gwRun?: unknown }).gwRun === 'function', undefined, { timeout: 60_000 });
    const results = await page.evaluate(
      async (key) => (globalThis as unknown as { gwRun: (base: string, key: string) => Promise<unknown> }).gwRun(location.origin, key),
      gateway.apiKey,
    );
    expect(errors).toEqual([]);
    return results as Results;
  } finally {
    await page.close();
  }
}

describe.each([
  ['Vite 8', 'vite'],
  ['Vite 7.3', 'vite7'],
])('%s', (_label, pkg) => {
  let vite: typeof import('vite');
  const { make: scratch, removeAll } = scratchDirs();
  beforeAll(async () => {
    vite = (await import(pkg)) as typeof import('vite');
  });
  afterAll(() => removeAll());
  const proxy = () => ({ '/v4': gateway.mock.url });

  test.skipIf(!hasChromium)(
    `dev server, clients pre-bundled: typed data, invalid input refused and never sent${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`,
    { timeout: 240_000 },
    async () => {
      gateway.operations.length = 0;
      const server = await vite.createServer({
        root: APP,
        configFile: false,
        logLevel: 'silent',
        cacheDir: scratch('vite-cache'),
        server: { host: '127.0.0.1', port: await freePort(), proxy: proxy() },
        optimizeDeps: { include: CLIENT_PACKAGES, force: true },
      });
      try {
        await server.listen();
        const results = await runInPage(server.resolvedUrls!.local[0]!);
        expectRightResults(results, gateway);
      } finally {
        await server.close();
      }
    },
  );

  test.skipIf(!hasChromium)(
    `production build served by vite preview: the same${hasChromium ? '' : ` (skipped: ${NO_CHROMIUM})`}`,
    { timeout: 240_000 },
    async () => {
      gateway.operations.length = 0;
      const outDir = scratch('vite-build');
      await vite.build({ root: APP, configFile: false, logLevel: 'silent', build: { outDir, emptyOutDir: true } });
      const server = await vite.preview({
        root: APP,
        configFile: false,
        logLevel: 'silent',
        build: { outDir },
        preview: { host: '127.0.0.1', port: await freePort(), proxy: proxy() },
      });
      try {
        const results = await runInPage(server.resolvedUrls!.local[0]!);
        expectRightResults(results, gateway);
      } finally {
        await new Promise<void>((resolve) => server.httpServer.close(() => resolve()));
      }
    },
  );
});
