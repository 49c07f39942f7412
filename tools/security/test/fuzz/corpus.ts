// Malformed requests for the gateway fuzz test, drawn from a seeded PRNG so a failure reproduces from its seed.
import type { LoadedFixture } from '@gw/contract';

export interface FuzzRequest {
  kind: string;
  method: string;
  /** Sent as is: no normalisation of `..` or percent-encoding. */
  path: string;
  headers: Record<string, string>;
  body?: Buffer;
}

/** mulberry32: small, fast, reproducible. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const BODY_OVER_LIMIT = (1 << 20) + 1;

/** What the proxy fuzz test's upstream may do instead of answering (header `x-fuzz-fault`, fuzz/proxy-child.ts). */
export const UPSTREAM_FAULTS = ['none', 'hang', 'drip', 'reset-before', 'reset-mid', 'garbage', 'short-body', 'html-500', 'redirect', 'echo-key'] as const;
export type UpstreamFault = (typeof UPSTREAM_FAULTS)[number];

const ODD_KEYS = ['', '%20', '%00', '%zz', '..', '%2e%2e', 'key%2fwith%2fslash', '%F0%9F%94%91', 'k\'ey"<>', 'k'.repeat(5000), '%25zz', '%C0%AF'];
const TRAVERSAL = [
  '/v4/..%2f..%2fcanary.txt',
  '/v4/%2e%2e/%2e%2e/canary.txt',
  '/../../canary.txt',
  '/v4/../../../../canary.txt',
  '/v4/KEY/..%2f..%2f..%2fcanary.txt',
  '/v4/api/..%5c..%5ccanary.txt',
  '/v4/opi/v1/brc20/%2e%2e%2f%2e%2e%2fcanary.txt',
  '/v4/KEY/get-alkanes%00.json',
  '/v4/%zz',
  '/%',
  '//etc/passwd',
];
const METHODS = ['PUT', 'DELETE', 'PATCH', 'HEAD', 'GET', 'POST', 'OPTIONS', 'PROPFIND'];
const TYPES = [
  'text/plain',
  'multipart/form-data; boundary=x',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json; charset=utf-16',
  '',
];

export function makeCorpus(fixtures: LoadedFixture[], key: string, adminKey: string) {
  const bases = fixtures.filter((f) => !f.request.path.includes('{invalidKey}') && !f.frames);
  const fill = (p: string, k = key) => p.replaceAll('{apiKey}', k).replaceAll('{adminKey}', adminKey);
  const jsonHeaders = (f: LoadedFixture) => ({
    'content-type': 'application/json',
    ...(f.request.headers ?? {}),
    ...(f.auth === 'header' ? { 'x-service-api-key': key } : {}),
  });
  const bodyOf = (f: LoadedFixture) => (f.request.body === undefined ? undefined : Buffer.from(JSON.stringify(f.request.body)));
  const rpcBases = bases.filter((f) => (f.request.body as { jsonrpc?: unknown } | undefined)?.jsonrpc === '2.0');

  return function next(rand: () => number): FuzzRequest {
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rand() * xs.length)]!;
    const f = pick(bases);
    const path = fill(f.request.path);
    const base = { method: f.request.method, path, headers: jsonHeaders(f), body: bodyOf(f) };
    const kind = pick([
      'invalid-json',
      'content-type',
      'huge-body',
      'deep-nesting',
      'method',
      'traversal',
      'odd-key',
      'big-header',
      'batch',
      'query',
      'garbage-bytes',
      'percent',
    ]);
    switch (kind) {
      case 'invalid-json': {
        const text = base.body?.toString() ?? '{"a":1}';
        return {
          kind,
          ...base,
          method: 'POST',
          body: Buffer.from(text.slice(0, Math.floor(rand() * text.length)) + pick(['', '}', ',', '\u0000', '{{', 'NaN'])),
        };
      }
      case 'content-type':
        return { kind, ...base, method: 'POST', headers: { ...base.headers, 'content-type': pick(TYPES) }, body: base.body ?? Buffer.from('a=1') };
      case 'huge-body': // rare: 1 MiB each
        return rand() < 0.1
          ? { kind, ...base, method: 'POST', body: Buffer.alloc(BODY_OVER_LIMIT, 0x20) }
          : { kind, ...base, method: 'POST', body: Buffer.from('[]') };
      case 'deep-nesting': {
        const depth = pick([1000, 10_000, 100_000]);
        const obj = rand() < 0.5;
        const body = obj ? `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}` : `${'['.repeat(depth)}${']'.repeat(depth)}`;
        return { kind, ...base, method: 'POST', body: Buffer.from(body) };
      }
      case 'method':
        return { kind, ...base, method: pick(METHODS) };
      case 'traversal':
        return { kind, ...base, method: pick(['GET', 'POST']), path: pick(TRAVERSAL).replace('KEY', key) };
      case 'odd-key':
        return {
          kind,
          ...base,
          path: fill(f.request.path.includes('{apiKey}') ? f.request.path : '/v4/{apiKey}/get-alkanes', pick(ODD_KEYS)),
          headers: { ...base.headers, 'x-service-api-key': pick(ODD_KEYS) },
        };
      case 'big-header':
        return { kind, ...base, headers: { ...base.headers, 'x-filler': 'a'.repeat(pick([8_000, 17_000, 70_000])) } };
      case 'batch': {
        const r = rpcBases.length ? pick(rpcBases) : f;
        const n = pick([0, 1, 10_001]);
        const one = r.request.body ?? {};
        return {
          kind,
          method: 'POST',
          path: fill(r.request.path),
          headers: jsonHeaders(r),
          body: Buffer.from(JSON.stringify(Array.from({ length: n }, () => one))),
        };
      }
      case 'query':
        return {
          kind,
          ...base,
          path: `${path}?${pick(['a=%zz', '__proto__=1', 'constructor[prototype]=1', 'x='.concat('9'.repeat(400)), '&&&', 'limit=-1&offset=NaN'])}`,
        };
      case 'percent': // malformed or double percent-encoding in the key segment and after it
        return {
          kind,
          ...base,
          path: pick([
            '/v4/%E0%A4%A/ethereum/mempool/ws',
            `/v4/k%25zz${'%25zz'.repeat(Math.floor(rand() * 40))}/forex`,
            `${path}%`,
            `${path}/%C0%AF`,
            path.replace('/v4/', '/v4/%2'),
            `/v4/${encodeURIComponent(`${key}%zz`)}/get-alkanes`,
          ]),
        };
      default: {
        const bytes = Buffer.alloc(Math.floor(rand() * 512));
        for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(rand() * 256);
        return { kind, ...base, method: 'POST', body: bytes };
      }
    }
  };
}
