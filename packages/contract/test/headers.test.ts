import { describe, expect, it } from 'vitest';
import { checkResponseHeaders, surfaces } from '../src/index.js';

const surface = (name: string) => surfaces.find((s) => s.surface.name === name)!;

describe('response headers are contract too', () => {
  it('X-RateLimit-* must be non-negative integers, on REST and JSON-RPC answers alike', () => {
    const bad = checkResponseHeaders(surface('data-api'), 'get-alkanes', 200, {
      'content-type': 'application/json',
      'x-ratelimit-limit': 'not-a-number',
      'x-ratelimit-remaining': '-1',
      'x-ratelimit-reset': '1795392000',
    });
    expect(bad.issues.map((i) => i.header)).toEqual(['x-ratelimit-limit', 'x-ratelimit-remaining']);
    expect(bad.issues[0]!.message).toBe('x-ratelimit-limit: "not-a-number" must be an integer');
    expect(bad.checked).toEqual(['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'content-type']);
    const rpc = checkResponseHeaders(surface('forex'), 'forex_rates', 200, new Headers({ 'content-type': 'application/json', 'x-ratelimit-limit': '6O' }));
    expect(rpc.issues.map((i) => i.header)).toEqual(['x-ratelimit-limit']);
    expect(checkResponseHeaders(surface('forex'), 'forex_rates', 200, { 'x-ratelimit-limit': '60', 'x-ratelimit-remaining': '0' }).issues).toEqual([]);
  });

  it('Retry-After is delay-seconds or an HTTP date', () => {
    const s = surface('jsonrpc');
    expect(checkResponseHeaders(s, 'btc_getblockhash', 429, { 'retry-after': '45', 'content-type': 'application/json' }).issues).toEqual([]);
    expect(checkResponseHeaders(s, 'btc_getblockhash', 429, { 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' }).issues).toEqual([]);
    expect(checkResponseHeaders(s, 'btc_getblockhash', 429, { 'retry-after': 'in a minute' }).issues.map((i) => i.header)).toEqual(['retry-after']);
  });

  it('the content type is one the spec declares for the status (text/plain only where it says so)', () => {
    const opi = surface('opi');
    expect(checkResponseHeaders(opi, 'block_height', 200, { 'content-type': 'text/plain; charset=utf-8' }).issues).toEqual([]);
    const html = checkResponseHeaders(opi, 'holders', 200, { 'content-type': 'text/html' });
    expect(html.issues[0]!.message).toBe('content-type: "text/html", the spec declares application/json for HTTP 200');
    // A gateway-wide refusal the operation does not declare still answers JSON.
    expect(checkResponseHeaders(opi, 'holders', 503, { 'content-type': 'text/html' }).issues.map((i) => i.header)).toEqual(['content-type']);
    // Absent is not an issue unless asked: the seeds require no header on every answer.
    expect(checkResponseHeaders(opi, 'holders', 200, {}).issues).toEqual([]);
    expect(checkResponseHeaders(opi, 'holders', 200, {}, { contentType: 'required' }).issues[0]!.message).toMatch(/content-type: missing/);
  });
});
