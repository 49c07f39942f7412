// What every bundler test shares: the local gateway with its request log, the app's calls and what they must give.
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fixturesDir } from '@gw/fixtures';
import { type MockGateway, startMockGateway } from '@gw/gateway-mock';
import { expect } from 'vitest';

export const HERE = dirname(fileURLToPath(import.meta.url));
export const APP = join(HERE, '../app');
/** The packages the app imports, as an app gets them: their built `dist` (the tests run after the build). */
export const CLIENT_PACKAGES = ['@gw/runtime', '@gw/data-api', '@gw/opi', '@gw/jsonrpc'];

// Debian's Chromium by default; CHROMIUM_PATH points elsewhere.
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasChromium = existsSync(CHROMIUM);
export const NO_CHROMIUM = `Chromium not found at ${CHROMIUM}: install it (apt-get install -y chromium) or set CHROMIUM_PATH`;
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** Scratch folders under this package's node_modules (inside the workspace, so bundlers resolve as they do here). */
export function scratchDirs(): { make: (name: string) => string; removeAll: () => void } {
  const dirs: string[] = [];
  return {
    make: (name) => {
      const d = mkdtempSync(join(HERE, '../node_modules', `.${name}-`));
      dirs.push(d);
      return d;
    },
    removeAll: () => {
      for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
    },
  };
}

export interface Gateway {
  mock: MockGateway;
  apiKey: string;
  /** The operations the gateway was asked for, in order (its request log). */
  operations: string[];
}

export async function startGateway(): Promise<Gateway> {
  const apiKey = `k-${Math.random().toString(36).slice(2)}`;
  const operations: string[] = [];
  const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: fixturesDir, onRequest: (e) => operations.push(e.operation) });
  return { mock, apiKey, operations };
}

type Outcome = { ok: true; data: unknown } | { ok: false; name: string | null; sent: boolean | null; message: string };
export type Results = Record<'rest' | 'opi' | 'jsonrpc' | 'restInvalid' | 'opiInvalid' | 'jsonrpcInvalid', Outcome>;

/** Typed data from each valid call; each invalid call refused before sending, and the gateway never asked for it. */
export function expectRightResults(r: Results, gateway: Gateway): void {
  expect(r.rest, 'REST get-bitcoin-price').toMatchObject({ ok: true, data: { bitcoin: expect.anything() } });
  expect(r.opi, 'OPI activity_on_block').toMatchObject({ ok: true, data: expect.any(Array) });
  expect(r.jsonrpc, 'JSON-RPC btc_getblockcount').toMatchObject({ ok: true, data: expect.any(Number) });
  for (const k of ['restInvalid', 'opiInvalid', 'jsonrpcInvalid'] as const)
    expect(r[k], k).toMatchObject({ ok: false, name: 'RequestValidationError', sent: false });
  expect(gateway.operations).toEqual(['get-bitcoin-price', 'activity_on_block', 'btc_getblockcount']);
}
