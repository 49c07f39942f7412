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
  constructor(ctx: ErrorContext, message: string) {
    super(`${ctx.surface} ${ctx.operation}: ${message}`);
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

/** HTTP 429 (observed) — carries Retry-After when sent. */
export class RateLimitedError extends GatewayError {
  override name = 'RateLimitedError';
  readonly retryAfter: number | undefined;
  constructor(ctx: ErrorContext, retryAfter?: number) {
    super(ctx, `HTTP 429 rate limited${retryAfter !== undefined ? `; retry after ${retryAfter}s` : ''}`);
    this.retryAfter = retryAfter;
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

export class TimeoutError extends GatewayError {
  override name = 'TimeoutError';
  constructor(ctx: ErrorContext, ms: number) {
    super(ctx, `no answer within ${ms} ms`);
  }
}

/** The request could not be sent or no HTTP answer came back. */
export class NetworkError extends GatewayError {
  override name = 'NetworkError';
  constructor(ctx: ErrorContext, cause: string) {
    super(ctx, `network failure: ${cause}`);
  }
}
