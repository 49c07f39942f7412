import type { Gateway } from './config.js';
import { AbortedError, type ErrorContext, NetworkError, TimeoutError } from './errors.js';
import { API_KEY_HEADER } from './auth.js';
import { deadlineIn } from './deadlines.js';
import { fetchFailure, safeCause } from './network-errors.js';
import { redact, redactJson, redactParsed } from './redact.js';
import { fetchManual, followSameOrigin, isRedirect, RedirectRefusedError } from './redirect.js';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
  /** The JSON value behind `body`, for recording. */
  json?: unknown;
}

export interface HttpResponse {
  status: number;
  headers: Record<string, string>;
  text: string;
}

/** Options of one call. */
export interface CallOptions {
  /** Aborts the call (any attempt, or the wait between two): it then fails with AbortedError. */
  signal?: AbortSignal | undefined;
  /** Per-attempt timeout; default the gateway's. */
  timeoutMs?: number | undefined;
  /** Retries for this call (default the gateway's `maxRetries`). */
  maxRetries?: number | undefined;
  /** Extra request headers for this call (not the API-key header). */
  headers?: Record<string, string> | undefined;
}

/**
 * One HTTP exchange with timeout, abort and redacted recording (`attempt` > 0: a retry). Never retries; follows
 * redirects on the same origin only. The answer comes back as sent: what the client shows of it (errors, issues) is
 * redacted by its callers.
 */
export async function httpExchange(gw: Gateway, ctx: ErrorContext, req: HttpRequest, opts: CallOptions = {}, attempt = 0): Promise<HttpResponse> {
  const timeoutMs = opts.timeoutMs ?? gw.timeoutMs;
  const timeout = deadlineIn(timeoutMs);
  const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
  const started = Date.now();
  let res: Response;
  let text: string;
  try {
    try {
      res = await fetchManual(gw, req, signal);
      if (isRedirect(res)) res = await followSameOrigin(gw, ctx, req, signal, res);
    } catch (e) {
      if (e instanceof RedirectRefusedError) throw e;
      if (opts.signal?.aborted) throw new AbortedError(errCtx(gw, ctx, req), opts.signal.reason ?? e);
      if (timeout.signal.aborted) throw new TimeoutError(errCtx(gw, ctx, req), timeoutMs, timeout.signal.reason);
      throw await fetchFailure(e, errCtx(gw, ctx, req), req.url, gw.secrets, gw.fetch);
    }
    try {
      text = await res.text();
    } catch (e) {
      if (opts.signal?.aborted) throw new AbortedError(errCtx(gw, ctx, req), opts.signal.reason ?? e);
      if (timeout.signal.aborted) throw new TimeoutError(errCtx(gw, ctx, req), timeoutMs, timeout.signal.reason);
      throw new NetworkError(errCtx(gw, ctx, req), redact(String((e as Error)?.message ?? e), gw.secrets), safeCause(e, gw.secrets));
    }
  } finally {
    // The exchange is over (answered or failed): it leaves its deadline's queue.
    timeout.clear();
  }
  const headers: Record<string, string> = {};
  res.headers.forEach((v, k) => (headers[k.toLowerCase()] = v));
  if (gw.onExchange) {
    const u = new URL(redact(req.url, gw.secrets, '{apiKey}'));
    const reqHeaders = { ...req.headers };
    // The key header, whatever it is named (GatewayOptions.apiKeyHeader), never reaches a recording.
    const keyHeader = gw.apiKeyHeader ?? API_KEY_HEADER;
    for (const name of Object.keys(reqHeaders)) if (name.toLowerCase() === keyHeader && reqHeaders[name]) reqHeaders[name] = '{apiKey}';
    let parsed: { value: unknown } | undefined;
    try {
      parsed = { value: JSON.parse(text) };
    } catch {
      /* a text body */
    }
    const body = parsed ? redactParsed(text, parsed.value, gw.secrets, '{apiKey}') : redact(text, gw.secrets, '{apiKey}');
    const request = {
      method: req.method,
      path: decodeURIComponent(u.pathname),
      ...(u.search ? { query: Object.fromEntries(u.searchParams) } : {}),
      headers: reqHeaders,
      ...(req.json !== undefined ? { body: req.json } : {}),
    };
    gw.onExchange({
      surface: ctx.surface,
      operation: ctx.operation,
      request: redactJson(request, gw.secrets, '{apiKey}'),
      response: { status: res.status, headers: redactJson(headers, gw.secrets, '{apiKey}'), body },
      elapsedMs: Date.now() - started,
      ...(attempt > 0 ? { attempt } : {}),
    });
  }
  return { status: res.status, headers, text };
}

/** The URL may hold the key: redacted only when an error needs it. */
function errCtx(gw: Gateway, ctx: ErrorContext, req: HttpRequest): ErrorContext {
  return { ...ctx, url: redact(req.url, gw.secrets) };
}
