// What a failed fetch means, told as a typed error that says what to do. In a browser a CORS refusal and an
// unreachable host both reach the page as a bare `TypeError` ("Failed to fetch"); a `no-cors` probe of the same URL
// tells them apart: an opaque answer means the gateway is up and the browser withheld its answer (CORS).
import { type ErrorContext, NetworkError } from './errors.js';
import { redact } from './redact.js';

/** The browser withheld the gateway's answer: the page's origin is not allowed (CORS) by the gateway. */
export class CorsRefusedError extends NetworkError {
  override name = 'CorsRefusedError';
  /** The page origin the browser sent. */
  readonly origin: string;
  constructor(ctx: ErrorContext, origin: string, gatewayOrigin: string, cause?: unknown) {
    super(
      ctx,
      `the gateway at ${gatewayOrigin} answered, but the browser withheld the answer (CORS): the page origin ${origin} is not registered for ` +
        'CORS on this gateway. The gateway allows browsers only on /v4/api (data API) and /v4/jsonrpc, from origins registered ' +
        'with the operator: register this origin, or call the gateway from your server with a key.',
      cause,
    );
    this.origin = origin;
  }
}

/** The page's origin when this code runs in a browser page (a document with an http(s) location), else undefined. */
export function pageOrigin(): string | undefined {
  const g = globalThis as { document?: unknown; location?: { origin?: string } };
  const origin = g.document !== undefined ? g.location?.origin : undefined;
  return origin && /^https?:\/\//.test(origin) ? origin : undefined;
}

/** `connect ECONNREFUSED 127.0.0.1:1 (ECONNREFUSED)` from a fetch failure and its `cause` (Node's undici). */
function describeCause(e: unknown): string {
  const err = e as { message?: unknown; cause?: { code?: unknown; message?: unknown } };
  const message = String(err?.message ?? e);
  const cause = err?.cause;
  if (!cause) return message;
  const code = typeof cause.code === 'string' ? cause.code : undefined;
  const detail = typeof cause.message === 'string' && cause.message !== message ? cause.message : undefined;
  const text = detail ? `${message}: ${detail}` : message;
  return code && !text.includes(code) ? `${text} (${code})` : text;
}

/**
 * The typed error for a fetch that threw (not a timeout, not an abort by the caller): `CorsRefusedError` when a
 * browser page's cross-origin request was refused although the gateway is reachable, else `NetworkError` naming the
 * host and the cause.
 */
export async function fetchFailure(e: unknown, ctx: ErrorContext, url: string, secrets: string[], fetchImpl: typeof fetch): Promise<NetworkError> {
  const target = new URL(url).origin;
  const origin = pageOrigin();
  if (origin && origin !== target && e instanceof TypeError) {
    const reachable = await fetchImpl(url, { method: 'HEAD', mode: 'no-cors', credentials: 'omit', signal: AbortSignal.timeout(5_000) }).then(
      () => true,
      () => false,
    );
    if (reachable) return new CorsRefusedError(ctx, origin, target, safeCause(e, secrets));
    return new NetworkError(
      ctx,
      `cannot reach ${target} from this page (${redact(String((e as Error).message), secrets)}): check the base URL and that the gateway is up`,
      safeCause(e, secrets),
    );
  }
  return new NetworkError(
    ctx,
    `cannot reach ${target}: ${redact(describeCause(e), secrets)}. Check the base URL and that the gateway is up.`,
    safeCause(e, secrets),
  );
}

/**
 * The platform's error as a NetworkError's `cause`: itself when its text (message, stack, its own cause's) names no
 * secret, else a plain Error of the same name and redacted message. An error only the caller's code sees still never
 * carries the key.
 */
export function safeCause(e: unknown, secrets: readonly string[]): unknown {
  const err = e as { name?: unknown; message?: unknown; stack?: unknown; cause?: { message?: unknown; stack?: unknown } } | null;
  const text = `${String(err?.message)} ${String(err?.stack)} ${String(err?.cause?.message)} ${String(err?.cause?.stack)}`;
  if (redact(text, secrets) === text) return e;
  const copy = new Error(redact(String(err?.message ?? e), secrets));
  copy.name = typeof err?.name === 'string' ? err.name : 'Error';
  copy.stack = `${copy.name}: ${copy.message}`;
  return copy;
}
