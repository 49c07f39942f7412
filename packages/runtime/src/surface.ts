import { API_KEY_HEADER } from './auth.js';
import type { AuthMode } from './auth.js';
import { type Gateway, GatewayConfigError } from './config.js';
import type { Network } from './networks.js';

/** Generated from a spec's `x-gw-surface` block. */
export interface SurfaceMeta {
  name: string;
  networks: readonly Network[];
  auth: readonly AuthMode[];
  mounts: { path?: string; open?: string; alt?: readonly string[] };
  /** JSON-RPC methods the spec does not list are forwarded upstream (the reorg helper). */
  passThrough?: boolean;
  /** JSON-RPC: the endpoint accepts batches (spec `x-gw-batch`), so the gateway's `batch` option may gather calls. */
  batch?: boolean;
  /** JSON-RPC: the error code that means "rate limited" here (spec `x-gw-rate-limit-code`; the main endpoint's -32000). */
  rateLimitCode?: number;
}

export interface Endpoint {
  /** Full URL of the mount, without a trailing slash. Contains the key in path mode: never log it. */
  url: string;
  /** Built per call: the caller may add to it. */
  headers: Record<string, string>;
}

/** Builds the mount URL for a surface under the configured auth mode; refuses combinations the spec does not allow. */
export function endpointFor(gw: Gateway, surface: SurfaceMeta, mountParams: Record<string, string> = {}): Endpoint {
  if (!surface.networks.includes(gw.network)) {
    throw new GatewayConfigError(`${surface.name} exists on ${surface.networks.join(', ')} only, not ${gw.network}`);
  }
  const auth = gw.auth;
  // A keyless call may go to any keyless mount: the gateway itself answers 401 INVALID_API_KEY where it needs one.
  if (!surface.auth.includes(auth.mode) && !(auth.mode === 'none' && surface.mounts.open)) {
    throw new GatewayConfigError(`${surface.name} does not accept ${auth.mode} authentication (accepted: ${surface.auth.join(', ')})`);
  }
  const headers: Record<string, string> = {};
  switch (auth.mode) {
    case 'path': {
      const tpl = need(surface, 'path');
      return { url: gw.baseUrl + fill(surface, tpl, mountParams).replace('{apiKey}', encodeURIComponent(auth.apiKey)), headers };
    }
    case 'alias': {
      const tpl = need(surface, 'path');
      const path = fill(surface, tpl, mountParams).replace('/v4/{apiKey}', `/v4/${encodeURIComponent(auth.alias)}`);
      return { url: (gw.aliasBaseUrl ?? gw.baseUrl) + path, headers };
    }
    case 'header':
      headers[gw.apiKeyHeader ?? API_KEY_HEADER] = auth.apiKey;
      return { url: gw.baseUrl + fill(surface, need(surface, 'open'), mountParams), headers };
    case 'cors':
      if (auth.origin && typeof (globalThis as { document?: unknown }).document === 'undefined') headers.origin = auth.origin;
      return { url: gw.baseUrl + fill(surface, need(surface, 'open'), mountParams), headers };
    case 'none':
      return { url: gw.baseUrl + fill(surface, need(surface, 'open'), mountParams), headers };
  }
}

/** Mount templates with no placeholder other than `{apiKey}` (most of them): `fill` leaves them as they are. */
const keyOnly = new Map<string, boolean>();

/** Fills a mount template's parameters (URL-encoded); `{apiKey}` stays for the caller. */
function fill(surface: SurfaceMeta, tpl: string, mountParams: Record<string, string>): string {
  let plain = keyOnly.get(tpl);
  if (plain === undefined) keyOnly.set(tpl, (plain = tpl.replaceAll('{apiKey}', '').indexOf('{') === -1));
  if (plain) return tpl;
  return tpl.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'apiKey') return '{apiKey}';
    const v = mountParams[name];
    if (v === undefined) throw new GatewayConfigError(`${surface.name}: mount parameter ${name} is required`);
    return encodeURIComponent(v);
  });
}

function need(surface: SurfaceMeta, mount: 'path' | 'open'): string {
  const tpl = surface.mounts[mount];
  if (!tpl) throw new GatewayConfigError(`${surface.name} has no ${mount === 'path' ? 'key-in-path' : 'keyless'} mount`);
  return tpl;
}

/**
 * Per gateway and key (an operation, a surface), the target of calls that need no parameter of their own, built once
 * by `build`. Every such call shares it, so its headers are frozen (the exchange and the middleware copy first).
 */
const fixedTargets = new WeakMap<Gateway, WeakMap<object, Endpoint>>();
export function fixedTarget(gw: Gateway, key: object, build: () => Endpoint): Endpoint {
  let known = fixedTargets.get(gw);
  if (!known) fixedTargets.set(gw, (known = new WeakMap()));
  let t = known.get(key);
  if (!t) {
    const built = build();
    known.set(key, (t = { url: built.url, headers: Object.freeze(built.headers) }));
  }
  return t;
}
