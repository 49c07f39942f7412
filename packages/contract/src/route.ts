import type { Network } from '@gw/runtime';
import type { AnySurface } from './registry.js';

export interface RouteMatch {
  surface: AnySurface;
  /** Which mount answered: the key-in-path one (or an alias in its place) or the keyless one. */
  mount: 'path' | 'open';
  /** The segment standing where `{apiKey}` is, if any. */
  key?: string;
  mountParams: Record<string, string>;
  /** REST: the operation name; RPC: undefined (the body names the method); stream: undefined. */
  operation?: string;
  pathParams: Record<string, string>;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function templateRegex(tpl: string): { re: string; vars: string[]; literal: number } {
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

interface Candidate extends RouteMatch {
  score: number;
}

/** Finds the surface, mount and operation a request path belongs to; the most literal match wins. */
export function matchRoute(surfaces: AnySurface[], network: Network, method: string, path: string, upgrade: boolean): RouteMatch | undefined {
  const found: Candidate[] = [];
  for (const s of surfaces) {
    if (!s.surface.networks.includes(network)) continue;
    const mounts: Array<['path' | 'open', string]> = [];
    if (s.surface.mounts.path) mounts.push(['path', s.surface.mounts.path]);
    for (const alt of s.surface.mounts.alt ?? []) mounts.push(['path', alt]);
    if (s.surface.mounts.open) mounts.push(['open', s.surface.mounts.open]);
    for (const [mount, tpl] of mounts) {
      const m = templateRegex(tpl);
      const captured = (groups: string[]) => Object.fromEntries(m.vars.map((v, i) => [v, decodeURIComponent(groups[i]!)]));
      if (s.kind === 'rest') {
        if (upgrade) continue;
        const hit = new RegExp(`^${m.re}(/.*)$`).exec(path);
        if (!hit) continue;
        const params = captured(hit.slice(1));
        const rest = hit[m.vars.length + 1]!;
        for (const [name, op] of Object.entries(s.operations)) {
          if (op.meta.method !== method && !(method === 'OPTIONS')) continue;
          if (op.meta.networks && !op.meta.networks.includes(network)) continue;
          const o = templateRegex(op.meta.path);
          const oh = new RegExp(`^${o.re}$`).exec(rest);
          if (!oh) continue;
          const pathParams = Object.fromEntries(o.vars.map((v, i) => [v, decodeURIComponent(oh[i + 1]!)]));
          const { apiKey, ...mountParams } = params;
          found.push({ surface: s, mount, key: apiKey, mountParams, operation: name, pathParams, score: m.literal + o.literal });
        }
      } else {
        if ((s.kind === 'stream') !== upgrade) continue;
        const hit = new RegExp(`^${m.re}/?$`).exec(path);
        if (!hit) continue;
        const { apiKey, ...mountParams } = captured(hit.slice(1));
        found.push({ surface: s, mount, key: apiKey, mountParams, pathParams: {}, score: m.literal });
      }
    }
  }
  found.sort((a, b) => b.score - a.score);
  return found[0];
}
