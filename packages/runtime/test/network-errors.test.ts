// A fetch that throws becomes a typed error that says what happened: unreachable (with the cause) or, in a browser
// page whose cross-origin request was refused by CORS while the gateway is up, CorsRefusedError.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CorsRefusedError, createGateway, NetworkError, restCall, type SurfaceMeta } from '../src/index.js';
import { priceOperation } from './fake-fetch.js';

const KEY = 'net-errors-secret-key';
const surface: SurfaceMeta = {
  name: 'data-api',
  networks: ['mainnet'],
  auth: ['path', 'header', 'cors', 'alias'],
  mounts: { path: '/v4/{apiKey}', open: '/v4/api' },
};
const op = priceOperation;

/** A port nothing listens on (bound once, then closed). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

/** Pretends to be a browser page at `origin` (a document and a location), as bundled code sees it. */
function asBrowserPage(origin: string): void {
  Object.assign(globalThis, { document: {}, location: { origin } });
}
afterEach(() => {
  delete (globalThis as { document?: unknown }).document;
  delete (globalThis as { location?: unknown }).location;
});

const call = (fetchImpl: typeof fetch, baseUrl = 'http://127.0.0.1:8080', auth = { mode: 'path' as const, apiKey: KEY }) =>
  restCall(createGateway({ baseUrl, auth, fetch: fetchImpl, timeoutMs: 5_000 }), surface, op, { responses: {} }, {}).then(
    () => {
      throw new Error('the call succeeded');
    },
    (e: unknown) => e as Error,
  );

describe('network failures are typed and say what to do', () => {
  it('outside a browser, a refused connection is a NetworkError naming the host and the cause, without the key', async () => {
    const port = await closedPort();
    const e = await call(globalThis.fetch, `http://127.0.0.1:${port}`);
    expect(e).toBeInstanceOf(NetworkError);
    expect(e.name).toBe('NetworkError');
    expect(e.message).toContain(`cannot reach http://127.0.0.1:${port}`);
    expect(e.message).toContain('ECONNREFUSED');
    expect(e.message).toContain('Check the base URL');
    expect(`${e.message} ${(e as NetworkError).url} ${e.stack}`).not.toContain(KEY);
  });

  it('in a browser page, a cross-origin TypeError with the gateway reachable (no-cors probe answers) is a CorsRefusedError', async () => {
    asBrowserPage('http://127.0.0.1:5555');
    const probes: RequestInit[] = [];
    const browserFetch = (async (_url: unknown, init?: RequestInit) => {
      if (init?.mode === 'no-cors') {
        probes.push(init);
        return new Response(null, { status: 200 });
      }
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const e = await call(browserFetch, 'http://127.0.0.1:8080', { mode: 'cors' } as never);
    expect(e).toBeInstanceOf(CorsRefusedError);
    expect(e).toBeInstanceOf(NetworkError);
    expect(e.name).toBe('CorsRefusedError');
    expect((e as CorsRefusedError).origin).toBe('http://127.0.0.1:5555');
    expect(e.message).toContain('http://127.0.0.1:5555 is not registered');
    expect(probes).toHaveLength(1);
    expect(probes[0]).toMatchObject({ method: 'HEAD', mode: 'no-cors', credentials: 'omit' });
  });

  it('in a browser page, when the probe fails too, the gateway is unreachable: NetworkError, not CorsRefusedError', async () => {
    asBrowserPage('http://127.0.0.1:5555');
    const down = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const e = await call(down);
    expect(e.name).toBe('NetworkError');
    expect(e.message).toContain('cannot reach http://127.0.0.1:8080 from this page');
  });

  it('a same-origin failure in a page is not called CORS', async () => {
    asBrowserPage('http://127.0.0.1:8080');
    const fails = (async () => {
      throw new TypeError('Failed to fetch');
    }) as typeof fetch;
    const e = await call(fails);
    expect(e.name).toBe('NetworkError');
  });
});
