// Shared plumbing of the `gw btcusd` commands (seed 001 §Client command surface).
//
// Every command takes --json, --network, --base-url and --api-key-env. The key is read from the
// environment variable named by --api-key-env (default GW_API_KEY) — never from a flag, never
// asked for. Without a key the views go to the shared keyless main endpoint /v4/jsonrpc (which
// also serves metashrew_view) with a warning that it is rate limited and throttled.
// No command ever asks for a private key.
//
// Exit codes (../../exit.ts): 0 ok; 1 failure (transport, not found, bad answer); 2 usage (bad input,
// missing configuration); 3 refused by design (the seed marks the action unavailable or not shown) —
// nothing was sent for a refusal unless the command says so.
import { createBtcusdViews, type BtcusdViews, ViewNotFound, ViewRequestError, type ViewTransport } from '@gw/btcusd';
import { BridgeInputError } from '@gw/bridge';
import { JournalError } from '@gw/bridge/journal';
import { createJsonrpcClient } from '@gw/jsonrpc';
import { DEFAULT_API_KEY_ENV, type Gateway, gatewayFromEnv, GatewayError } from '@gw/runtime';
import { networkOf, UsageError, type Values } from '../../args.js';
import { EXIT_FAIL, EXIT_REFUSED, EXIT_USAGE } from '../../exit.js';

export type { Values };
export { EXIT_FAIL, EXIT_REFUSED };

/** Where output goes (tests swap it). */
export interface Io {
  out(line: string): void;
  err(line: string): void;
  env: Record<string, string | undefined>;
}

export const io: Io = {
  out: (l) => console.log(l),
  err: (l) => console.error(l),
  get env() {
    return process.env;
  },
};

const str = (v: Values[string]): string | undefined => (typeof v === 'string' ? v : undefined);
export const flag = (values: Values, name: string): string | undefined => str(values[name]);

/** JSON with bigint as decimal strings and bytes as 0x hex. */
export function toJsonText(v: unknown): string {
  return JSON.stringify(
    v,
    (_k, x) => {
      if (typeof x === 'bigint') return x.toString();
      if (x instanceof Uint8Array) return `0x${Buffer.from(x).toString('hex')}`;
      return x;
    },
    2,
  );
}

/** Prints the JSON document (--json) or the text lines. */
export function emit(values: Values, json: unknown, lines: string[]): void {
  if (values.json) io.out(toJsonText(json));
  else for (const l of lines) io.out(l);
}

/** A refusal by design: says why, prints nothing else, exits 3. */
export function refuse(values: Values, command: string, reason: string, extra: Record<string, unknown> = {}): number {
  if (values.json) io.out(toJsonText({ command, refused: true, reason, ...extra }));
  else io.err(`gw ${command}: refused: ${reason}`);
  return EXIT_REFUSED;
}

export function gatewayOf(values: Values): { gw: Gateway; keyed: boolean } {
  const env = io.env;
  const apiKeyEnv = flag(values, 'api-key-env');
  const network = flag(values, 'network') ? networkOf(values) : undefined;
  const baseUrl = flag(values, 'base-url');
  const gw = gatewayFromEnv({ ...(network ? { network } : {}), ...(baseUrl ? { baseUrl } : {}), ...(apiKeyEnv ? { apiKeyEnv } : {}) }, env);
  return { gw, keyed: gw.auth.mode !== 'none' };
}

/** The variable the key is read from (the parser applies the default; tests may build values by hand). */
export const apiKeyEnvOf = (values: Values): string => flag(values, 'api-key-env') ?? DEFAULT_API_KEY_ENV;

export const KEYLESS_WARNING = (envName: string) =>
  `warning: no API key in ${envName}: falling back to the shared keyless endpoint /v4/jsonrpc, which is rate limited and shared — requests there are throttled rather than failed`;

/** The view client: dedicated /btcusd endpoint with a key, else /v4/jsonrpc with a warning. */
export async function viewsOf(values: Values): Promise<{ views: BtcusdViews; gw: Gateway; keyed: boolean }> {
  const { gw, keyed } = gatewayOf(values);
  if (keyed) return { views: createBtcusdViews(gw), gw, keyed };
  io.err(KEYLESS_WARNING(apiKeyEnvOf(values)));
  return { views: createBtcusdViews(createJsonrpcClient(gw) as ViewTransport), gw, keyed };
}

/** Maps the typed failures to an exit code with a one-line message; rethrows anything else (usage errors too). */
export function failure(command: string, e: unknown): number {
  if (e instanceof ViewRequestError || e instanceof BridgeInputError) {
    io.err(`gw ${command}: refused before sending: ${e.message}`);
    return EXIT_USAGE;
  }
  if (e instanceof ViewNotFound) {
    io.err(`gw ${command}: not found: ${e.message}`);
    return EXIT_FAIL;
  }
  if (e instanceof GatewayError || e instanceof JournalError || (e as Error)?.name === 'ViewDecodeError') {
    io.err(`gw ${command}: ${(e as Error).message}`);
    return EXIT_FAIL;
  }
  throw e;
}

/**
 * A view answered `found: false`. Without a key the answer came from the shared keyless endpoint, so the missing key
 * is named first: the dedicated endpoint is the one that knows the pool.
 */
export function notFound(values: Values, command: string, what: string, keyed: boolean, json: Record<string, unknown>): number {
  emit(values, { ...json, found: false, ...(keyed ? {} : { keyless: true }) }, []);
  io.err(
    keyed
      ? `gw ${command}: ${what} not found (found: false)`
      : `gw ${command}: ${what} not found on the shared keyless endpoint: the API key is missing (set ${apiKeyEnvOf(values)} to read the dedicated /btcusd endpoint)`,
  );
  return EXIT_FAIL;
}

/** `mainnet` unless told otherwise; the pool and vault exist on mainnet only. */
export function requireMainnet(values: Values): void {
  const n = flag(values, 'network') ?? io.env.GW_NETWORK ?? 'mainnet';
  if (n !== 'mainnet') throw new UsageError(`the pool and vault exist on mainnet only (got --network ${n})`);
}
