import type { Network } from '@gw/runtime';
import { describe, expect, it } from 'vitest';
import { type AnySurface, matchRoute, type RouteMatch, surfaces } from '../src/index.js';

// The router before literal paths were indexed: every mount and every operation's regex of every surface tried,
// candidates sorted by literal length (stable sort: the first of equals wins). matchRoute must answer the same.
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const regexes = new Map<string, RegExp>();
const regex = (source: string) => regexes.get(source) ?? regexes.set(source, new RegExp(source)).get(source)!;
const templates = new Map<string, ReturnType<typeof templateRegexOnce>>();
const templateRegex = (tpl: string) => templates.get(tpl) ?? templates.set(tpl, templateRegexOnce(tpl)).get(tpl)!;
function templateRegexOnce(tpl: string) {
  const vars: string[] = [];
  let literal = 0;
  const re = tpl
    .split(/(\{\w+\})/)
    .map((part) => {
      const m = /^\{(\w+)\}$/.exec(part);
      if (m) {
        vars.push(m[1]!);
        return '([^/]+)';
      }
      literal += part.length;
      return escape(part);
    })
    .join('');
  return { re, vars, literal };
}
const captured = (vars: string[], groups: ArrayLike<string | undefined>, from: number) => {
  const out: Record<string, string> = {};
  for (let i = 0; i < vars.length; i++) out[vars[i]!] = decodeURIComponent(groups[from + i]!);
  return out;
};
function scanRoute(list: AnySurface[], network: Network, method: string, path: string, upgrade: boolean) {
  const found: Array<RouteMatch & { score: number }> = [];
  for (const s of list) {
    if (!s.surface.networks.includes(network)) continue;
    if (s.kind === 'rest' ? upgrade : (s.kind === 'stream') !== upgrade) continue;
    const templates: Array<['path' | 'open', string]> = [];
    if (s.surface.mounts.path) templates.push(['path', s.surface.mounts.path]);
    for (const alt of s.surface.mounts.alt ?? []) templates.push(['path', alt]);
    if (s.surface.mounts.open) templates.push(['open', s.surface.mounts.open]);
    for (const [mount, tpl] of templates) {
      const m = templateRegex(tpl);
      const hit = regex(s.kind === 'rest' ? `^${m.re}(/.*)$` : `^${m.re}/?$`).exec(path);
      if (!hit) continue;
      const { apiKey, ...mountParams } = captured(m.vars, hit, 1);
      if (s.kind !== 'rest') {
        found.push({ surface: s, mount, key: apiKey, mountParams, pathParams: {}, score: m.literal });
        continue;
      }
      const rest = hit[m.vars.length + 1]!;
      for (const [name, op] of Object.entries(s.operations)) {
        if (op.meta.method !== method && !(method === 'OPTIONS')) continue;
        if (op.meta.networks && !op.meta.networks.includes(network)) continue;
        const o = templateRegex(op.meta.path);
        const oh = regex(`^${o.re}$`).exec(rest);
        if (!oh) continue;
        found.push({
          surface: s,
          mount,
          key: apiKey,
          mountParams: { ...mountParams },
          operation: name,
          pathParams: captured(o.vars, oh, 1),
          score: m.literal + o.literal,
        });
      }
    }
  }
  found.sort((a, b) => b.score - a.score);
  return found[0];
}

const outcome = (f: () => unknown) => {
  try {
    const r = f() as (RouteMatch & { score?: number }) | undefined;
    return r && { ...r, surface: r.surface.surface.name };
  } catch (e) {
    return { threw: (e as Error).name };
  }
};

// Every path a request could take: each mount (with a key, an alias-like segment, its literal open form) joined with
// each operation's path (parameters filled with plain and percent-encoded values), plus near misses and unknown paths.
function paths(): string[] {
  const mounts = new Set<string>(['', '/v4', '/v5', '/v4/api', '/v4/opi', '/v4/jsonrpc', '/v4/k1', '/v4/k1/opi', '/v5/k1']);
  const tails = new Set<string>(['', '/', '/nope', '/ws', '/12', '/%25zz', '/a/b/c']);
  for (const s of surfaces) {
    for (const tpl of [s.surface.mounts.path, s.surface.mounts.open, ...(s.surface.mounts.alt ?? [])]) {
      if (!tpl) continue;
      mounts.add(tpl.replace('{apiKey}', 'k1').replace('{n}', '12'));
      mounts.add(tpl.replace('{apiKey}', 'api').replace('{n}', 'x'));
    }
    if (s.kind === 'rest')
      for (const op of Object.values(s.operations)) {
        tails.add(op.meta.path.replace(/\{\w+\}/g, 'v1'));
        tails.add(op.meta.path.replace(/\{\w+\}/g, 'a%2Fb'));
        tails.add(op.meta.path.replace(/\{\w+\}/g, '%zz'));
        tails.add(`${op.meta.path.replace(/\{\w+\}/g, 'v1')}/`);
        tails.add(`${op.meta.path}x`);
      }
  }
  const out: string[] = [];
  for (const m of mounts) for (const t of tails) out.push(m + t);
  return out;
}

describe('the router index (literal paths by map, templated ones by regex)', () => {
  it('answers exactly as the full regex scan over every operation of every surface, unknown paths and methods included', () => {
    const all = paths();
    let routed = 0;
    let compared = 0;
    for (const network of ['mainnet', 'signet'] as const)
      for (const method of ['POST', 'GET', 'OPTIONS', 'PUT'])
        for (const upgrade of [false, true])
          for (const path of all) {
            const want = outcome(() => scanRoute(surfaces, network, method, path, upgrade));
            const got = outcome(() => matchRoute(surfaces, network, method, path, upgrade));
            if (JSON.stringify(got) !== JSON.stringify(want))
              expect({ network, method, path, upgrade, got }).toEqual({ network, method, path, upgrade, got: want });
            compared++;
            if (want && !('threw' in want)) routed++;
          }
    expect(compared).toBeGreaterThan(10_000);
    expect(routed).toBeGreaterThan(1_000);
  });

  it('one surface at a time (as the fixture index and the replay call it) answers as the scan', () => {
    const all = paths();
    for (const s of surfaces)
      for (const network of ['mainnet', 'signet'] as const)
        for (const method of ['POST', 'GET'])
          for (const path of all) {
            const want = outcome(() => scanRoute([s], network, method, path, false));
            const got = outcome(() => matchRoute([s], network, method, path, false));
            if (JSON.stringify(got) !== JSON.stringify(want))
              expect({ s: s.surface.name, network, method, path, got }).toEqual({ s: s.surface.name, network, method, path, got: want });
          }
  });
});
