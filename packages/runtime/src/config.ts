import type { Auth, AuthMode } from './auth.js';
import { API_KEY_HEADER, AUTH_MODES, secretsOf } from './auth.js';
import type { FieldIssue } from './errors.js';
import { defaultTransport } from '#node-fetch';
import type { Exchange } from './exchange.js';
import type { Middleware } from './middleware.js';
import { type Network, parseNetwork } from './networks.js';
import { checkMaxRetries, RETRY_POLICY, type RetryClock, systemClock } from './retry.js';

/**
 * What a client does with an answer that does not match the spec:
 * - `throw` (default): raise `ResponseValidationError` — for tests, CI and strict callers;
 * - `report`: return the data anyway, with the issues in `meta.issues` and passed to `onIssue` — for production
 *   apps talking to the real gateway (log and alert on issues);
 * - `off`: skip response validation — only when the caller validates the data itself.
 * Documented failures (`RestFailure`, `OpiFailure`, `JsonRpcFailure`, the HTTP refusals) are raised in every mode.
 */
export type ResponseValidation = 'throw' | 'report' | 'off';
export const RESPONSE_VALIDATION_MODES: readonly ResponseValidation[] = ['throw', 'report', 'off'];

/**
 * What a client does with an answer whose every issue an entry of the drift register explains (a known, evidenced
 * deviation of the real gateway, specs/drift):
 * - `accept` (default): return the data, naming the entries in `meta.drift` (and `onIssue`);
 * - `reject`: the seed contract only: such an answer is judged like any other mismatch (thrown in `throw` mode).
 */
export type RegisteredDrift = 'accept' | 'reject';
export const REGISTERED_DRIFT_MODES: readonly RegisteredDrift[] = ['accept', 'reject'];

/** Which spelling of a method name a surface's calls carry (see GatewayOptions.wireNames). */
export type WireNames = 'seed' | 'observed';

/** One answer that did not match the spec, as `report` mode hands it to `onIssue`. */
export interface ResponseIssue {
  surface: string;
  operation: string;
  /** HTTP status of the answer. */
  status: number;
  issues: FieldIssue[];
  /** The answer body (redacted: the key never appears). */
  body: unknown;
  /** The drift register entries that explained issues (each such issue names its entry in `drift`). */
  drift?: string[];
}

/** Where the gateway is and how to talk to it. No host is built in: base URLs are configuration. */
export interface GatewayOptions {
  network?: Network | undefined;
  baseUrl?: string | undefined;
  wsBaseUrl?: string | undefined;
  aliasBaseUrl?: string | undefined;
  auth?: Auth | undefined;
  /** Per-request timeout (each attempt); default 30 s. */
  timeoutMs?: number | undefined;
  /**
   * The transport. Default: in Node, node:http(s) with fetch's contract (src/node-fetch.ts), unless the global `fetch`
   * has been replaced (a mock, an interceptor: then that); elsewhere the global `fetch`.
   */
  fetch?: typeof fetch | undefined;
  /** Sees every exchange (each answered attempt; a retry carries `attempt`), already redacted (the key as `{apiKey}`). */
  onExchange?: ((x: Exchange) => void) | undefined;
  /**
   * Name of the API-key header used in `header` auth mode (default `x-service-api-key`, as the seeds name it). A
   * real deployment may name it differently: this is configuration, not code. Its value is redacted everywhere.
   */
  apiKeyHeader?: string | undefined;
  /**
   * Per surface, which spelling of a method name goes on the wire: `seed` (default, the seeds' names) or
   * `observed` (the spelling real clients were observed sending, spec `x-gw-observed-alias`, e.g.
   * `essentials.get_holders` on `espo`). Methods without an observed spelling always use the seed name.
   */
  wireNames?: Record<string, WireNames> | undefined;
  /** Answers that do not match the spec: `throw` (default), `report` or `off` (see ResponseValidation). */
  responseValidation?: ResponseValidation | undefined;
  /** Answers whose every issue the drift register explains: `accept` (default) or `reject` (see RegisteredDrift). */
  registeredDrift?: RegisteredDrift | undefined;
  /**
   * Called once per answer with issues: in `report` mode, and for registered drift returned as data in `throw` mode
   * (never throws into the call: an exception here is ignored).
   */
  onIssue?: ((issue: ResponseIssue) => void) | undefined;
  /**
   * Retries after a failed first attempt (default 2; 0 turns retries off): HTTP 429, 502/503/504, timeouts and
   * connection failures, with exponential backoff and jitter, honouring Retry-After and X-RateLimit-Reset (see
   * RETRY_POLICY). Never retried: 503 AUTH_UNAVAILABLE, 401, 403, other 4xx, admin operations. A call may override it.
   */
  maxRetries?: number | undefined;
  /** Hooks on every attempt, in order: `onRequest` may change the request, `onResponse` may replace the answer. */
  middleware?: readonly Middleware[] | undefined;
  /**
   * JSON-RPC batching on request (as viem's `batch`): calls made within `wait` ms (default 0: the same tick) on one
   * JSON-RPC surface go as one batch of at most `batchSize` (default 100) and resolve one by one. Off by default.
   */
  batch?: boolean | { wait?: number | undefined; batchSize?: number | undefined } | undefined;
  /** Time for the retry waits; tests pass a fake one so they never wait. Default: the system clock. */
  clock?: RetryClock | undefined;
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
  responseValidation: ResponseValidation;
  registeredDrift: RegisteredDrift;
  onIssue: ((issue: ResponseIssue) => void) | undefined;
  /** Lower-case header name of `header` auth mode. */
  apiKeyHeader: string;
  wireNames: Record<string, WireNames>;
  secrets: string[];
  maxRetries: number;
  middleware: readonly Middleware[];
  /** JSON-RPC batching on request; undefined when off. */
  batch: { wait: number; batchSize: number } | undefined;
  clock: RetryClock;
}

export class GatewayConfigError extends Error {
  override name = 'GatewayConfigError';
  readonly sent = false;
}

const trimSlash = (u: string) => u.replace(/\/+$/, '');

/** Each attempt's bound when neither the gateway nor the call gives one. */
export const DEFAULT_TIMEOUT_MS = 30_000;

export function createGateway(opts: GatewayOptions): Gateway {
  const network = opts.network ?? 'mainnet';
  if (!opts.baseUrl) throw new GatewayConfigError(`no base URL for ${network}: pass --base-url or set GW_${network.toUpperCase()}_BASE_URL`);
  if (!/^https?:\/\//.test(opts.baseUrl)) throw new GatewayConfigError(`base URL must start with http:// or https://`);
  const auth = opts.auth ?? { mode: 'none' };
  // In Node a transport of its own (src/node-fetch.ts: fetch's contract, without its cost); elsewhere the platform's.
  const fetchImpl = opts.fetch ?? defaultTransport();
  const responseValidation = opts.responseValidation ?? 'throw';
  if (!RESPONSE_VALIDATION_MODES.includes(responseValidation)) {
    throw new GatewayConfigError(`responseValidation must be one of ${RESPONSE_VALIDATION_MODES.join(', ')}, not ${String(responseValidation)}`);
  }
  const registeredDrift = opts.registeredDrift ?? 'accept';
  if (!REGISTERED_DRIFT_MODES.includes(registeredDrift)) {
    throw new GatewayConfigError(`registeredDrift must be one of ${REGISTERED_DRIFT_MODES.join(', ')}, not ${String(registeredDrift)}`);
  }
  const apiKeyHeader = (opts.apiKeyHeader ?? API_KEY_HEADER).trim().toLowerCase();
  if (!/^[!#$%&'*+.^_`|~0-9a-z-]+$/.test(apiKeyHeader))
    throw new GatewayConfigError(`apiKeyHeader is not a valid HTTP header name: ${JSON.stringify(opts.apiKeyHeader)}`);
  for (const [surface, w] of Object.entries(opts.wireNames ?? {})) {
    if (w !== 'seed' && w !== 'observed') throw new GatewayConfigError(`wireNames.${surface} must be seed or observed, not ${String(w)}`);
  }
  // A mode no surface takes (`'Path'`, a bare string) would only be refused at the first call, as "not accepted".
  if (typeof auth !== 'object') throw new GatewayConfigError(`auth must be an object such as { mode: 'path', apiKey }, not ${JSON.stringify(auth)}`);
  if (!(AUTH_MODES as readonly unknown[]).includes(auth.mode))
    throw new GatewayConfigError(`auth.mode must be one of ${AUTH_MODES.join(', ')}, not ${JSON.stringify(auth.mode) ?? 'undefined'}`);
  // An empty key would be sent as `/v4//…` and come back a 404: refuse it before anything is sent.
  if ((auth.mode === 'path' || auth.mode === 'header') && (typeof auth.apiKey !== 'string' || auth.apiKey.trim() === '')) {
    throw new GatewayConfigError(
      `auth.apiKey is ${typeof auth.apiKey !== 'string' ? 'missing' : 'empty'}: set the key (e.g. GW_API_KEY) or use another auth mode`,
    );
  }
  if (auth.mode === 'alias' && (typeof auth.alias !== 'string' || auth.alias.trim() === '')) throw new GatewayConfigError('auth.alias is empty');
  const badRetries = checkMaxRetries(opts.maxRetries, 'maxRetries');
  if (badRetries) throw new GatewayConfigError(badRetries);
  return {
    network,
    baseUrl: trimSlash(opts.baseUrl),
    wsBaseUrl: opts.wsBaseUrl ? trimSlash(opts.wsBaseUrl) : trimSlash(opts.baseUrl).replace(/^http/, 'ws'),
    aliasBaseUrl: opts.aliasBaseUrl ? trimSlash(opts.aliasBaseUrl) : undefined,
    auth,
    timeoutMs: opts.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    fetch: fetchImpl.bind(globalThis),
    onExchange: opts.onExchange,
    responseValidation,
    registeredDrift,
    onIssue: opts.onIssue,
    apiKeyHeader,
    wireNames: { ...(opts.wireNames ?? {}) },
    secrets: secretsOf(auth),
    maxRetries: opts.maxRetries ?? RETRY_POLICY.maxRetries,
    middleware: [...(opts.middleware ?? [])],
    batch: batchOptions(opts.batch),
    clock: opts.clock ?? systemClock,
  };
}

/** The largest JSON-RPC batch the local gateway accepts is 1000; the default stays well below it. */
const DEFAULT_BATCH_SIZE = 100;

function batchOptions(b: GatewayOptions['batch']): Gateway['batch'] {
  if (!b) return undefined;
  const o = b === true ? {} : b;
  const wait = o.wait ?? 0;
  const batchSize = o.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!(Number.isFinite(wait) && wait >= 0)) throw new GatewayConfigError(`batch.wait must be a number of milliseconds >= 0, not ${String(wait)}`);
  if (!(Number.isInteger(batchSize) && batchSize >= 1)) throw new GatewayConfigError(`batch.batchSize must be a positive integer, not ${String(batchSize)}`);
  return { wait, batchSize };
}

type Env = Record<string, string | undefined>;

/** The environment variable that holds the API key unless the caller names another. */
export const DEFAULT_API_KEY_ENV = 'GW_API_KEY';

/**
 * Reads GW_NETWORK, GW_<NETWORK>_BASE_URL (or GW_BASE_URL), GW_<NETWORK>_WS_BASE_URL, GW_ALIAS_BASE_URL,
 * the key from the variable named by `apiKeyEnv` (default GW_API_KEY), GW_AUTH_MODE (path | header) and
 * GW_RESPONSE_VALIDATION (throw | report | off), GW_REGISTERED_DRIFT (accept | reject) and GW_API_KEY_HEADER (the
 * header name of `header` mode).
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
  const responseValidation = opts.responseValidation ?? (env.GW_RESPONSE_VALIDATION ? (env.GW_RESPONSE_VALIDATION as ResponseValidation) : undefined);
  const apiKeyHeader = opts.apiKeyHeader ?? (env.GW_API_KEY_HEADER || undefined);
  const registeredDrift = opts.registeredDrift ?? (env.GW_REGISTERED_DRIFT ? (env.GW_REGISTERED_DRIFT as RegisteredDrift) : undefined);
  return createGateway({
    ...opts,
    network,
    baseUrl: opts.baseUrl ?? env[`GW_${up}_BASE_URL`] ?? env.GW_BASE_URL,
    ...(wsBaseUrl ? { wsBaseUrl } : {}),
    ...(aliasBaseUrl ? { aliasBaseUrl } : {}),
    ...(responseValidation ? { responseValidation } : {}),
    ...(apiKeyHeader ? { apiKeyHeader } : {}),
    ...(registeredDrift ? { registeredDrift } : {}),
    auth,
  });
}

function defaultEnv(): Env {
  const p = (globalThis as { process?: { env?: Env } }).process;
  return p?.env ?? {};
}

export { API_KEY_HEADER };
