import type { RateLimit } from './rate-limit.js';

/**
 * Typed failures. Messages never contain an API key: URLs in them are already redacted.
 * `sent` tells whether anything reached the network.
 */
export interface ErrorContext {
  surface: string;
  operation: string;
  /** Redacted URL. */
  url?: string;
  status?: number;
}

export class GatewayError extends Error {
  override name = 'GatewayError';
  readonly surface: string;
  readonly operation: string;
  readonly url: string | undefined;
  readonly status: number | undefined;
  readonly sent: boolean = true;
  /**
   * The drift register entries (specs/drift) that know this answer as a deviation of the real gateway, e.g.
   * `espo-get-trades-absent` on a -32601; absent when none does or `registeredDrift` is `reject`.
   */
  drift?: string[];
  /** `cause`: what the platform reported (the abort reason, the fetch failure), when there is one. */
  constructor(ctx: ErrorContext, message: string, options?: { cause?: unknown }) {
    super(`${ctx.surface} ${ctx.operation}: ${message}`, options);
    this.surface = ctx.surface;
    this.operation = ctx.operation;
    this.url = ctx.url;
    this.status = ctx.status;
  }
}

export interface FieldIssue {
  /** JSON pointer-like path of the offending field, e.g. `/days` or `/alkaneId/block`. */
  field: string;
  message: string;
  /** The drift register entry that explains this issue of an answer (a registered deviation of the real gateway). */
  drift?: string;
}

/** Bad input refused by the client before sending: nothing was sent. */
export class RequestValidationError extends GatewayError {
  override name = 'RequestValidationError';
  override readonly sent = false;
  readonly issues: FieldIssue[];
  constructor(ctx: ErrorContext, issues: FieldIssue[]) {
    super(ctx, `invalid request, nothing sent: ${issues.map((i) => `${i.field || '(root)'} ${i.message}`).join('; ')}`);
    this.issues = issues;
  }
}

/** The response does not match the spec. */
export class ResponseValidationError extends GatewayError {
  override name = 'ResponseValidationError';
  readonly issues: FieldIssue[];
  readonly body: unknown;
  constructor(ctx: ErrorContext, issues: FieldIssue[], body: unknown) {
    super(ctx, `response does not match the spec (HTTP ${ctx.status ?? '?'}): ${issues.map((i) => `${i.field || '(root)'} ${i.message}`).join('; ')}`);
    this.issues = issues;
    this.body = body;
  }
}

/** REST data API failure envelope `{statusCode, error}`. */
export class RestFailure extends GatewayError {
  override name = 'RestFailure';
  readonly statusCode: number;
  readonly error: string;
  constructor(ctx: ErrorContext, statusCode: number, error: string) {
    super(ctx, `failure ${statusCode}: ${error}`);
    this.statusCode = statusCode;
    this.error = error;
  }
}

/** OPI error envelope `{error, result: null}`. */
export class OpiFailure extends GatewayError {
  override name = 'OpiFailure';
  readonly error: string;
  constructor(ctx: ErrorContext, error: string) {
    super(ctx, `OPI error: ${error}`);
    this.error = error;
  }
}

export const JSON_RPC_CODES = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  /** Rate limit exceeded (main endpoint); not found (mempool endpoints). */
  server: -32000,
} as const;

/** A JSON-RPC error object in the response. */
export class JsonRpcFailure extends GatewayError {
  override name = 'JsonRpcFailure';
  readonly code: number;
  readonly rpcMessage: string;
  readonly data: unknown;
  /** The HTTP answer around the error: status and X-RateLimit-* (a -32000 rate-limit error comes with HTTP 429). */
  meta: { status: number; rateLimit: RateLimit | undefined } | undefined;
  constructor(ctx: ErrorContext, code: number, message: string, data?: unknown) {
    super(ctx, `JSON-RPC error ${code}: ${message}`);
    this.code = code;
    this.rpcMessage = message;
    this.data = data;
  }
}

/** A JSON-RPC response whose id does not answer the request sent. */
export class JsonRpcIdMismatch extends GatewayError {
  override name = 'JsonRpcIdMismatch';
  constructor(ctx: ErrorContext, expected: unknown, got: unknown) {
    super(ctx, `response id ${JSON.stringify(got)} does not match request id ${JSON.stringify(expected)}`);
  }
}

/** HTTP 401 `{code: INVALID_API_KEY}`. */
export class InvalidApiKeyError extends GatewayError {
  override name = 'InvalidApiKeyError';
  constructor(ctx: ErrorContext) {
    super(ctx, 'HTTP 401 INVALID_API_KEY: the key is missing, invalid or inactive');
  }
}

/** HTTP 403: the operation needs an admin-flagged key. */
export class AdminRequiredError extends GatewayError {
  override name = 'AdminRequiredError';
  constructor(ctx: ErrorContext) {
    super(ctx, 'HTTP 403: this operation requires an admin-flagged key');
  }
}

/** HTTP 503 AUTH_UNAVAILABLE: the key store cannot be consulted; the service fails closed. Never retried. */
export class AuthUnavailableError extends GatewayError {
  override name = 'AuthUnavailableError';
  readonly retryable = false;
  constructor(ctx: ErrorContext) {
    super(ctx, 'HTTP 503 AUTH_UNAVAILABLE: the gateway refuses every request while its key store is unavailable (not retried)');
  }
}

/**
 * Over the rate limit: HTTP 429 on every surface, and JSON-RPC -32000 on the main endpoint (seed 002 §Errors; on the
 * mempool endpoints -32000 means "not in the mempool" and stays a JsonRpcFailure). The numbers come from the answer's
 * headers (seed 000 §Authentication; Retry-After observed).
 */
export class RateLimitedError extends GatewayError {
  override name = 'RateLimitedError';
  /** Seconds to wait, from Retry-After (sent as seconds or as an HTTP date). */
  readonly retryAfter: number | undefined;
  /** X-RateLimit-Limit. */
  readonly limit: number | undefined;
  /** X-RateLimit-Remaining. */
  readonly remaining: number | undefined;
  /** X-RateLimit-Reset: Unix time (seconds) at which the window resets. */
  readonly reset: number | undefined;
  /** The JSON-RPC error object when the answer carried one (`{code: -32000, message}`). */
  readonly rpcError: { code: number; message: string } | undefined;
  constructor(ctx: ErrorContext, rateLimit?: RateLimit, rpcError?: { code: number; message: string }) {
    const after = rateLimit?.retryAfter;
    super(
      ctx,
      `${ctx.status === 429 ? 'HTTP 429 ' : ''}rate limited${rpcError ? ` (JSON-RPC ${rpcError.code})` : ''}${after !== undefined ? `; retry after ${after}s` : ''}`,
    );
    this.retryAfter = after;
    this.limit = rateLimit?.limit;
    this.remaining = rateLimit?.remaining;
    this.reset = rateLimit?.reset;
    this.rpcError = rpcError;
  }
}

/** Any other non-success HTTP answer the spec does not describe. */
export class HttpError extends GatewayError {
  override name = 'HttpError';
  readonly bodyText: string;
  constructor(ctx: ErrorContext, bodyText: string) {
    super(ctx, `unexpected HTTP ${ctx.status}: ${bodyText.slice(0, 200)}`);
    this.bodyText = bodyText;
  }
}

/** No answer within `timeoutMs` (the gateway's, or the call's). `cause`: the platform's TimeoutError. */
export class TimeoutError extends GatewayError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;
  constructor(ctx: ErrorContext, ms: number, cause?: unknown) {
    super(ctx, `no answer within ${ms} ms`, { cause });
    this.timeoutMs = ms;
  }
}

/** The caller's `signal` aborted the call (before, during or between attempts). `cause`: the signal's reason. */
export class AbortedError extends GatewayError {
  override name = 'AbortedError';
  constructor(ctx: ErrorContext, cause: unknown) {
    super(ctx, `aborted by the caller's signal${cause instanceof Error && cause.message ? `: ${cause.message}` : ''}`, { cause });
  }
}

/** The request could not be sent or no HTTP answer came back. `cause`: the platform's error. */
export class NetworkError extends GatewayError {
  override name = 'NetworkError';
  constructor(ctx: ErrorContext, detail: string, cause?: unknown) {
    super(ctx, `network failure: ${detail}`, { cause });
  }
}
