import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { canonical, documentedErrors, loadFixtures, matchRoute, operationNames, surfaces } from '../src/index.js';

const surface = (name: string) => surfaces.find((s) => s.surface.name === name)!;

describe('the router', () => {
  it('finds surface, mount, key and operation of a keyed REST path', () => {
    const r = matchRoute(surfaces, 'mainnet', 'POST', '/v4/k1/get-bitcoin-price', false);
    expect(r).toMatchObject({ mount: 'path', key: 'k1', operation: 'get-bitcoin-price' });
    expect(r?.surface.surface.name).toBe('data-api');
  });

  it('the most literal mount wins: /v4/k1/forex is forex, not the main JSON-RPC mount', () => {
    expect(matchRoute(surfaces, 'mainnet', 'POST', '/v4/k1/forex', false)?.surface.surface.name).toBe('forex');
    expect(matchRoute(surfaces, 'mainnet', 'POST', '/v4/k1', false)?.surface.surface.name).toBe('jsonrpc');
  });

  it('captures mount parameters and leaves streams to upgrades', () => {
    expect(matchRoute(surfaces, 'mainnet', 'POST', '/v4/k1/reorg/12', false)?.mountParams).toEqual({ n: '12' });
    expect(matchRoute(surfaces, 'mainnet', 'GET', '/v4/k1/ethereum/mempool/ws', false)?.surface.kind).not.toBe('stream');
  });

  it('routes nothing on a network the surface does not serve', () => {
    expect(matchRoute(surfaces, 'signet', 'POST', '/v4/k1/btcusd', false)).toBeUndefined();
  });
});

describe('the fixture loader', () => {
  it('loads <network>/<surface>/<operation>/<case>.json and passes over _*.json and package.json', () => {
    const root = mkdtempSync(join(tmpdir(), 'gw-contract-'));
    mkdirSync(join(root, 'mainnet/forex/forex_status'), { recursive: true });
    writeFileSync(join(root, 'mainnet/forex/forex_status/ok.json'), JSON.stringify({ surface: 'forex', operation: 'forex_status' }));
    writeFileSync(join(root, 'mainnet/forex/_dataset.json'), '{}');
    writeFileSync(join(root, 'package.json'), '{}');
    expect(loadFixtures(root).map((f) => f.file)).toEqual(['mainnet/forex/forex_status/ok.json']);
  });

  it('names the file that is not JSON', () => {
    const root = mkdtempSync(join(tmpdir(), 'gw-contract-'));
    mkdirSync(join(root, 'mainnet'));
    writeFileSync(join(root, 'mainnet/bad.json'), '{ nope');
    expect(() => loadFixtures(root)).toThrow(/mainnet\/bad\.json: not valid JSON/);
  });
});

describe('canonical JSON and the registry', () => {
  it('sorts object keys at every depth, keeps array order', () => {
    expect(canonical({ b: 1, a: [{ d: 1, c: 2 }] })).toBe('{"a":[{"c":2,"d":1}],"b":1}');
  });

  it('is JSON.stringify of the value with every object key sorted (drawn JSON values, undefined members and holes)', () => {
    const sorted = (v: unknown): unknown =>
      Array.isArray(v)
        ? v.map(sorted)
        : v && typeof v === 'object'
          ? Object.fromEntries(
              Object.keys(v)
                .sort()
                .map((k) => [k, sorted((v as Record<string, unknown>)[k])]),
            )
          : v;
    let seed = 7;
    const rnd = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const draw = (depth: number): unknown => {
      const k = rnd(depth > 3 ? 6 : 9);
      if (k === 0) return null;
      if (k === 1) return rnd(2) === 0;
      if (k === 2) return rnd(1000) - 500 + (rnd(2) ? 0.25 : 0);
      if (k === 3) return ['', 'a"b', 'é\u2028', '\n', 'z'][rnd(5)];
      if (k === 4) return undefined;
      if (k === 5) return `s${rnd(99)}`;
      if (k === 6) return Array.from({ length: rnd(4) }, () => draw(depth + 1));
      return Object.fromEntries(Array.from({ length: rnd(5) }, () => [['b', 'a', 'é', '10', '2', 'A'][rnd(6)]!, draw(depth + 1)]));
    };
    for (let i = 0; i < 2000; i++) {
      const v = draw(0);
      expect(canonical(v)).toBe(JSON.stringify(sorted(v)) ?? 'undefined');
    }
  });

  it('lists every operation, with its documented errors', () => {
    expect(operationNames(surface('forex'))).toEqual(expect.arrayContaining(['forex_rates', 'forex_convert']));
    expect(documentedErrors.forex!.forex_rates!.map((e) => e.key)).toEqual(expect.arrayContaining(['-32602', '401']));
  });
});
