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

interface CompiledMount {
  mount: 'path' | 'open';
  vars: string[];
  literal: number;
  /** REST: the mount followed by the operation path (captured last); RPC and stream: the mount alone. */
  re: RegExp;
}

interface CompiledOperation {
  name: string;
  path: string;
  method: string;
  networks: readonly string[] | null | undefined;
  vars: string[];
  literal: number;
  re: RegExp;
}

interface CompiledSurface {
  mounts: CompiledMount[];
  /** Every operation, in declaration order. */
  operations: CompiledOperation[];
  /** Operations whose path has no parameter, by that literal path (declaration order kept within a path). */
  literal: Map<string, CompiledOperation[]>;
  /** Operations whose path has parameters, in declaration order: still matched by their regex. */
  templated: CompiledOperation[];
}

/** Route patterns compiled once per surface object (matching runs on every request of the local gateway). */
const compiled = new WeakMap<AnySurface, CompiledSurface>();

function compile(s: AnySurface): CompiledSurface {
  const cached = compiled.get(s);
  if (cached) return cached;
  const templates: Array<['path' | 'open', string]> = [];
  if (s.surface.mounts.path) templates.push(['path', s.surface.mounts.path]);
  for (const alt of s.surface.mounts.alt ?? []) templates.push(['path', alt]);
  if (s.surface.mounts.open) templates.push(['open', s.surface.mounts.open]);
  const mounts = templates.map(([mount, tpl]): CompiledMount => {
    const m = templateRegex(tpl);
    return { mount, vars: m.vars, literal: m.literal, re: new RegExp(s.kind === 'rest' ? `^${m.re}(/.*)$` : `^${m.re}/?$`) };
  });
  const operations =
    s.kind === 'rest'
      ? Object.entries(s.operations).map(([name, op]): CompiledOperation => {
          const o = templateRegex(op.meta.path);
          const path = op.meta.path;
          return { name, path, method: op.meta.method, networks: op.meta.networks, vars: o.vars, literal: o.literal, re: new RegExp(`^${o.re}$`) };
        })
      : [];
  const literal = new Map<string, CompiledOperation[]>();
  const templated: CompiledOperation[] = [];
  for (const op of operations) {
    if (op.vars.length) templated.push(op);
    else literal.set(op.path, [...(literal.get(op.path) ?? []), op]);
  }
  const result = { mounts, operations, literal, templated };
  compiled.set(s, result);
  return result;
}

const captured = (vars: string[], groups: ArrayLike<string | undefined>, from: number) => {
  const out: Record<string, string> = {};
  for (let i = 0; i < vars.length; i++) out[vars[i]!] = decodeURIComponent(groups[from + i]!);
  return out;
};

/** Characters RFC 3986 calls unreserved: `%41` and `A` are the same path. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * A request path as it arrived (percent-encoded, e.g. `URL.pathname`), made ready for matchRoute: checked to be
 * well-formed percent-encoding (a URIError when not, e.g. `%zz` or `%E0%A4%A`), and escapes of unreserved characters
 * decoded. Everything else stays encoded, so matchRoute decodes each segment exactly once: a key with `%` or `/` in
 * it (sent as `%25`, `%2F`) routes as the client sent it. Decoding the whole path first decoded it twice.
 */
export function routablePath(rawPath: string): string {
  if (!rawPath.includes('%')) return rawPath;
  decodeURIComponent(rawPath); // throws URIError on malformed percent-encoding
  return rawPath.replace(/%[0-9A-Fa-f]{2}/g, (e) => {
    const c = String.fromCharCode(Number.parseInt(e.slice(1), 16));
    return UNRESERVED.test(c) ? c : e;
  });
}

/**
 * Finds the surface, mount and operation a request path belongs to; the most literal match wins (among equally
 * literal matches, the first in surface, mount and operation order).
 *
 * Within a REST mount, an operation whose path has no parameter is looked up by that path; the regexes of the
 * templated operations are only tried when no literal path matches there: a templated path matching the same text
 * has fewer literal characters (each parameter takes at least one), so it could not win against the literal one.
 *
 * A request's path goes through routablePath first; captured segments (key, path and mount parameters) are decoded.
 */
export function matchRoute(surfaces: AnySurface[], network: Network, method: string, path: string, upgrade: boolean): RouteMatch | undefined {
  let best: Candidate | undefined;
  for (const s of surfaces) {
    if (!s.surface.networks.includes(network)) continue;
    if (s.kind === 'rest' ? upgrade : (s.kind === 'stream') !== upgrade) continue;
    const c = compile(s);
    for (const m of c.mounts) {
      const hit = m.re.exec(path);
      if (!hit) continue;
      const { apiKey, ...mountParams } = captured(m.vars, hit, 1);
      if (s.kind !== 'rest') {
        if (!best || m.literal > best.score) best = { surface: s, mount: m.mount, key: apiKey, mountParams, pathParams: {}, score: m.literal };
        continue;
      }
      const rest = hit[m.vars.length + 1]!;
      let literalHit = false;
      const literal = c.literal.get(rest);
      if (literal)
        for (const op of literal) {
          if ((op.method !== method && method !== 'OPTIONS') || (op.networks && !op.networks.includes(network))) continue;
          literalHit = true;
          const score = m.literal + op.literal;
          if (!best || score > best.score)
            best = { surface: s, mount: m.mount, key: apiKey, mountParams: { ...mountParams }, operation: op.name, pathParams: {}, score };
        }
      if (literalHit) continue;
      for (const op of c.templated) {
        if ((op.method !== method && method !== 'OPTIONS') || (op.networks && !op.networks.includes(network))) continue;
        const oh = op.re.exec(rest);
        if (!oh) continue;
        const pathParams = captured(op.vars, oh, 1);
        const score = m.literal + op.literal;
        if (!best || score > best.score)
          best = { surface: s, mount: m.mount, key: apiKey, mountParams: { ...mountParams }, operation: op.name, pathParams, score };
      }
    }
  }
  return best;
}
