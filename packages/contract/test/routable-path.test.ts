// routablePath: a request path as sent is decoded exactly once, segment by segment, by matchRoute.
import { describe, expect, it } from 'vitest';
import { matchRoute, routablePath, surfaces } from '../src/index.js';

describe('routablePath', () => {
  it('decodes each segment once: a key holding `%`, `/` or `+` routes as the client sent it', () => {
    for (const key of ['k%zz', 'a/b', 'x+y z', '%41', 'ключ']) {
      const r = matchRoute(surfaces, 'mainnet', 'POST', routablePath(`/v4/${encodeURIComponent(key)}/forex`), false);
      expect(r?.surface.surface.name, key).toBe('forex');
      expect(r?.key, key).toBe(key);
    }
  });

  it('escapes of unreserved characters match their plain spelling; others stay for matchRoute', () => {
    expect(routablePath('/v4/k/get%2Dbitcoin%2dprice')).toBe('/v4/k/get-bitcoin-price');
    expect(routablePath('/v4/a%2Fb/forex')).toBe('/v4/a%2Fb/forex');
    expect(routablePath('/plain')).toBe('/plain');
  });

  it('refuses malformed percent-encoding with a URIError', () => {
    for (const p of ['/v4/%zz/forex', '/v4/%E0%A4%A/ethereum/mempool/ws', '/%', '/v4/%C0%AF']) expect(() => routablePath(p), p).toThrow(URIError);
  });
});
