import type { Auth, AuthMode } from './auth.js';
import { API_KEY_HEADER, secretsOf } from './auth.js';
import type { Exchange } from './exchange.js';
import { type Network, parseNetwork } from './networks.js';

/** Where the gateway is and how to talk to it. No host is built in: base URLs are configuration. */
export interface GatewayOptions {
  network?: Network;
  baseUrl?: string;
  wsBaseUrl?: string;
  aliasBaseUrl?: string;
  auth?: Auth;
  /** Per-request timeout; default 30 s. */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** Sees every exchange, already redacted (the key replaced by `{apiKey}`). */
  onExchange?: (x: Exchange) => void;
}

export interface Gateway {
  network: Network;
  baseUrl: string;
  wsBaseUrl: string | undefined;
  aliasBaseUrl: string | undefined;
  auth: Auth;
  timeoutMs: number;
  fetch: typeof fetch;
  onExchange: ((x: Exchange) => void) | undefined;
  secrets: string[];
}

export class GatewayConfigError extends Error {
  override name = 'GatewayConfigError';
  readonly sent = false;
}

const trimSlash = (u: string) => u.replace(/\/+$/, '');

export function createGateway(opts: GatewayOptions): Gateway {
  const network = opts.network ?? 'mainnet';
  if (!opts.baseUrl) throw new GatewayConfigError(`no base URL for ${network}: pass --base-url or set GW_${network.toUpperCase()}_BASE_URL`);
  if (!/^https?:\/\//.test(opts.baseUrl)) throw new GatewayConfigError(`base URL must start with http:// or https://`);
  const auth = opts.auth ?? { mode: 'none' };
  const fetchImpl = opts.fetch ?? globalThis.fetch;
  return {
    network,
    baseUrl: trimSlash(opts.baseUrl),
    wsBaseUrl: opts.wsBaseUrl ? trimSlash(opts.wsBaseUrl) : trimSlash(opts.baseUrl).replace(/^http/, 'ws'),
    aliasBaseUrl: opts.aliasBaseUrl ? trimSlash(opts.aliasBaseUrl) : undefined,
    auth,
    timeoutMs: opts.timeoutMs ?? 30_000,
    fetch: fetchImpl.bind(globalThis),
    onExchange: opts.onExchange,
    secrets: secretsOf(auth),
  };
}

type Env = Record<string, string | undefined>;

/** The environment variable that holds the API key unless the caller names another. */
export const DEFAULT_API_KEY_ENV = 'GW_API_KEY';

/**
 * Reads GW_NETWORK, GW_<NETWORK>_BASE_URL (or GW_BASE_URL), GW_<NETWORK>_WS_BASE_URL, GW_ALIAS_BASE_URL,
 * the key from the variable named by `apiKeyEnv` (default GW_API_KEY) and GW_AUTH_MODE (path | header).
 * Explicit options win over the environment.
 */
export function gatewayFromEnv(opts: GatewayOptions & { apiKeyEnv?: string } = {}, env: Env = defaultEnv()): Gateway {
  const network = opts.network ?? parseNetwork(env.GW_NETWORK);
  const up = network.toUpperCase();
  const key = env[opts.apiKeyEnv ?? DEFAULT_API_KEY_ENV];
  const mode = (env.GW_AUTH_MODE ?? 'path') as AuthMode;
  let auth: Auth = opts.auth ?? { mode: 'none' };
  if (!opts.auth && key) {
    if (mode !== 'path' && mode !== 'header') throw new GatewayConfigError(`GW_AUTH_MODE must be path or header, not ${mode}`);
    auth = { mode, apiKey: key };
  }
  const wsBaseUrl = opts.wsBaseUrl ?? env[`GW_${up}_WS_BASE_URL`] ?? env.GW_WS_BASE_URL;
  const aliasBaseUrl = opts.aliasBaseUrl ?? env.GW_ALIAS_BASE_URL;
  return createGateway({
    ...opts,
    network,
    baseUrl: opts.baseUrl ?? env[`GW_${up}_BASE_URL`] ?? env.GW_BASE_URL,
    ...(wsBaseUrl ? { wsBaseUrl } : {}),
    ...(aliasBaseUrl ? { aliasBaseUrl } : {}),
    auth,
  });
}

function defaultEnv(): Env {
  const p = (globalThis as { process?: { env?: Env } }).process;
  return p?.env ?? {};
}

export { API_KEY_HEADER };
