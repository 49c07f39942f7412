// requestTarget skips `new URL` for plain targets: it must read every target exactly as `new URL` does.
import { describe, expect, it } from 'vitest';
import { requestTarget } from '../src/http-util.js';

const targets = [
  '/',
  '/v4/api/get-bitcoin-price',
  '/v4/api/get-bitcoin-price/',
  '/v4/k1/forex?x=1&y=a+b',
  '/v4/opi/v1/brc20/ticker_info?ticker=ordi&n=%20',
  '/v4/api/../api/get-bitcoin-price',
  '/v4/./api/x',
  '//evil/v4/api/x',
  '/v4//api',
  '/v4/api/x?q=a#frag',
  '/v4/api/x?q=a b',
  '/v4/api/%2e%2e/x',
  '/v4/api/x%2Fy',
  '/v4/api/ünï',
  '/v4/api/x?q=ünï&r=%zz',
  '/v4/api/x?',
  '/v4/api/x?&&=',
  '/v4/api/a.b',
  '/v4/api/x\\y',
];

describe('requestTarget', () => {
  it.each(targets)('%s: the same path and query as new URL', (target) => {
    const fast = requestTarget(target);
    const url = new URL(target, 'http://127.0.0.1');
    expect(fast.pathname).toBe(url.pathname);
    expect([...fast.searchParams]).toEqual([...url.searchParams]);
  });
});
