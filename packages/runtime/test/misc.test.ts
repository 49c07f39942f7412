import { describe, expect, it } from 'vitest';
import { createGateway, endpointFor, formatUnits, gatewayFromEnv, GatewayConfigError, parseRateLimit, parseUint, parseUnits, redact } from '../src/index.js';

describe('configuration', () => {
  it('reads base URL and key from the environment; no host is built in', () => {
    const gw = gatewayFromEnv({}, { GW_NETWORK: 'signet', GW_SIGNET_BASE_URL: 'https://signet.gw.invalid', GW_API_KEY: 'k' });
    expect(gw).toMatchObject({ network: 'signet', baseUrl: 'https://signet.gw.invalid', auth: { mode: 'path', apiKey: 'k' } });
    expect(() => gatewayFromEnv({}, {})).toThrow(/no base URL for mainnet/);
    expect(() => gatewayFromEnv({}, { GW_NETWORK: 'testnet' })).toThrow(/unknown network/);
  });

  it('refuses a surface on a network it does not serve, and an auth mode it does not accept', () => {
    const ob = { name: 'orderbook', networks: ['mainnet'] as const, auth: ['path'] as const, mounts: { path: '/v4/{apiKey}' } };
    expect(() => endpointFor(createGateway({ network: 'signet', baseUrl: 'https://x.invalid', auth: { mode: 'path', apiKey: 'k' } }), ob)).toThrow(
      GatewayConfigError,
    );
    expect(() => endpointFor(createGateway({ baseUrl: 'https://x.invalid', auth: { mode: 'header', apiKey: 'k' } }), ob)).toThrow(/does not accept header/);
  });

  it('refuses a mode that is none of the five at once, before any surface is asked', () => {
    const make = (auth: unknown) => () => createGateway({ baseUrl: 'https://x.invalid', auth: auth as never });
    expect(make({ mode: 'foo' })).toThrow(new GatewayConfigError('auth.mode must be one of path, header, cors, alias, none, not "foo"'));
    expect(make({ mode: 'Path', apiKey: 'k' })).toThrow(/auth.mode must be one of .*, not "Path"/);
    expect(make({ apiKey: 'k' })).toThrow(/auth.mode must be one of .*, not undefined/);
    expect(make('path')).toThrow(new GatewayConfigError(`auth must be an object such as { mode: 'path', apiKey }, not "path"`));
    for (const mode of ['cors', 'none'] as const) expect(createGateway({ baseUrl: 'https://x.invalid', auth: { mode } }).auth.mode).toBe(mode);
    expect(createGateway({ baseUrl: 'https://x.invalid' }).auth.mode).toBe('none');
  });

  it('refuses an empty or whitespace key (it would be sent as /v4//… and come back a 404), and an empty alias', () => {
    for (const apiKey of ['', '  ', '\t\n'])
      for (const mode of ['path', 'header'] as const) {
        expect(() => createGateway({ baseUrl: 'https://x.invalid', auth: { mode, apiKey } }), JSON.stringify([mode, apiKey])).toThrow(/auth.apiKey is empty/);
      }
    expect(() => createGateway({ baseUrl: 'https://x.invalid', auth: { mode: 'path' } as never })).toThrow(/auth.apiKey is missing/);
    expect(() => createGateway({ baseUrl: 'https://x.invalid', auth: { mode: 'alias', alias: ' ' } })).toThrow(GatewayConfigError);
    expect(() => gatewayFromEnv({}, { GW_BASE_URL: 'https://x.invalid', GW_API_KEY: '  ' })).toThrow(/auth.apiKey is empty/);
  });
});

describe('helpers', () => {
  it('parses rate-limit headers as integers and ignores junk', () => {
    expect(parseRateLimit({ 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': 'lots', 'retry-after': '45' })).toEqual({ limit: 60, retryAfter: 45 });
    expect(parseRateLimit({})).toBeUndefined();
    // Retry-After may be an HTTP date: the whole seconds from now to it (0 when past).
    const now = Date.parse('2026-11-24T12:00:00Z');
    expect(parseRateLimit({ 'retry-after': 'Tue, 24 Nov 2026 12:00:45 GMT' }, now)).toEqual({ retryAfter: 45 });
    expect(parseRateLimit({ 'retry-after': 'Tue, 24 Nov 2026 11:00:00 GMT' }, now)).toEqual({ retryAfter: 0 });
    expect(parseRateLimit({ 'retry-after': 'soon' }, now)).toBeUndefined();
  });

  it('redacts a key, also URL-encoded', () => {
    expect(redact('/v4/a b/x and a%20b', ['a b'])).toBe('/v4/***/x and ***');
  });

  it('keeps decimal amounts exact beyond 2^64', () => {
    expect(parseUint('23113653069174808444')).toBe(23113653069174808444n);
    expect(formatUnits(23113653069174808444n, 18)).toBe('23.113653069174808444');
    expect(parseUnits('997.01199', 8)).toBe(99701199000n);
    expect(() => parseUnits('1.123456789', 8)).toThrow(/more than 8 fractional digits/);
    expect(() => parseUint('1e3')).toThrow();
  });
});
