// The one redactor. A secret (API key, admin key, alias) is found in every spelling a server, a URL or a serializer may
// give it: as it is, percent-encoded (upper- or lower-case hex, every character or only some, encoded twice), with `+`
// for a space (and a space for `+`), JSON-escaped (`\u00XX`, `\/`, `\"`, `\\`, `\t`, `\n` ...), and any mix of these,
// character by character. Each function takes the list of secrets; its patterns are compiled once per list (cached by
// the list and by its content). Separate functions, so a bundle holds only the ones it calls.

import { GatewayError } from './errors.js';
import { compile, holds } from './secret-scan.js';

const DEFAULT_PLACEHOLDER = '***';

/**
 * Whether `text` holds one of the secrets in some spelling: exact, and cheap when it holds none (secret-scan.ts).
 */
export function holdsSecret(text: string, secrets: readonly string[]): boolean {
  return holds(compile(secrets), text);
}

/** Replaces every spelling of each secret in `text` by `placeholder`; `text` itself when it holds none. Short secrets are replaced too. */
export function redact(text: string, secrets: readonly string[], placeholder = DEFAULT_PLACEHOLDER): string {
  if (!holdsSecret(text, secrets)) return text;
  return text.replace(compile(secrets).plain, placeholder);
}

/** Redacts every string (and key) inside a JSON-like value; the value itself, not a copy, when none holds a secret. Iterative. */
export function redactJson<T>(value: T, secrets: readonly string[], placeholder = DEFAULT_PLACEHOLDER): T {
  if (typeof value === 'string') return redact(value, secrets, placeholder) as T;
  if (!isContainer(value) || !anyHolds(value, secrets)) return value;
  const copies = new Map<object, object>();
  const work: Array<[object, object]> = [];
  const copyOf = (src: object): object => {
    let dst = copies.get(src);
    if (!dst) {
      dst = Array.isArray(src) ? new Array(src.length) : {};
      copies.set(src, dst);
      work.push([src, dst]);
    }
    return dst;
  };
  const one = (v: unknown): unknown => (typeof v === 'string' ? redact(v, secrets, placeholder) : isContainer(v) ? copyOf(v) : v);
  const root = copyOf(value);
  // An explicit stack: a value nested thousands deep must not overflow the call stack.
  for (let next = work.pop(); next; next = work.pop()) {
    const [src, dst] = next;
    if (Array.isArray(src)) for (let i = 0; i < src.length; i++) (dst as unknown[])[i] = one(src[i]);
    else
      for (const k of Object.keys(src))
        Object.defineProperty(dst, redact(k, secrets, placeholder), {
          value: one((src as Record<string, unknown>)[k]),
          enumerable: true,
          writable: true,
          configurable: true,
        });
  }
  return root as T;
}

/**
 * `value`, the JSON.parse of `text`, redacted as redactJson redacts it; without walking it when `text` has no backslash
 * and holds no secret. Then every string and key in `value` stands in `text` as it is (only a backslash changes a JSON
 * string from its text), so none holds a secret either.
 */
export function redactParsed<T>(text: string, value: T, secrets: readonly string[], placeholder = DEFAULT_PLACEHOLDER): T {
  if (!text.includes('\\') && !holdsSecret(text, secrets)) return value;
  return redactJson(value, secrets, placeholder);
}

/** Whether any string (or key) in a value holds a secret; iterative, each object visited once. */
function anyHolds(value: object, secrets: readonly string[]): boolean {
  const c = compile(secrets);
  if (c.needles.length === 0) return false;
  const seen = new Set<object>([value]);
  const work: object[] = [value];
  /** Whether `v` is a string holding a secret; a container not seen yet is queued. */
  const visit = (v: unknown): boolean => {
    if (typeof v === 'string') return holds(c, v);
    if (isContainer(v) && !seen.has(v)) {
      seen.add(v);
      work.push(v);
    }
    return false;
  };
  for (let next = work.pop(); next; next = work.pop()) {
    if (Array.isArray(next)) {
      for (const v of next) if (visit(v)) return true;
    } else for (const k of Object.keys(next)) if (holds(c, k) || visit((next as Record<string, unknown>)[k])) return true;
  }
  return false;
}

/**
 * An error as it may be shown: message, stack, enumerable fields and the `cause` chain (and an AggregateError's
 * `errors`) redacted in place. A thrown value that is not an Error (a WebSocket ErrorEvent, whose `target` holds the
 * keyed URL) becomes an Error with its redacted message and nothing else.
 */
export function redactError<E extends Error>(error: E, secrets: readonly string[], placeholder?: string): E;
export function redactError(error: unknown, secrets: readonly string[], placeholder?: string): unknown;
export function redactError(error: unknown, secrets: readonly string[], placeholder = DEFAULT_PLACEHOLDER): unknown {
  return errorAt(error, secrets, placeholder, 0);
}

function errorAt(error: unknown, secrets: readonly string[], placeholder: string, depth: number): unknown {
  const again = (e: unknown): unknown => (depth < 8 ? errorAt(e, secrets, placeholder, depth + 1) : redact(String(e), secrets, placeholder));
  if (typeof error === 'string') return redact(error, secrets, placeholder);
  if (!(error instanceof Error)) {
    if (error === null || typeof error !== 'object') return error;
    const e = error as { message?: unknown; type?: unknown; error?: unknown };
    const out = new Error(redact(String(e.message ?? e.type ?? 'error'), secrets, placeholder));
    if (e.error !== undefined) setOwn(out, 'cause', again(e.error));
    return out;
  }
  setOwn(error, 'message', redact(error.message, secrets, placeholder));
  if (typeof error.stack === 'string') setOwn(error, 'stack', redact(error.stack, secrets, placeholder));
  for (const k of Object.keys(error)) {
    const v = (error as unknown as Record<string, unknown>)[k];
    if (k !== 'cause') setOwn(error, k, v instanceof Error ? again(v) : redactJson(v, secrets, placeholder));
  }
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner)) setOwn(error, 'errors', inner.map(again));
  if ('cause' in error && error.cause !== undefined) setOwn(error, 'cause', again(error.cause));
  return error;
}

/**
 * A failure as a client throws it: a GatewayError from the exchange is redacted (redactError). One raised before
 * anything was sent (`sent: false`: a refused request) holds only the caller's own input, and anything else (the
 * caller's own abort reason) is the caller's: both are thrown as they are.
 */
export function shownError<E>(error: E, secrets: readonly string[]): E {
  return error instanceof GatewayError && error.sent ? redactError(error, secrets) : error;
}

/** Arrays and plain objects (what JSON makes); other objects are left as they are. */
function isContainer(v: unknown): v is object {
  if (v === null || typeof v !== 'object') return false;
  if (Array.isArray(v)) return true;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
}

/** Sets a property even where it is read-only or inherited (a DOMException's message). */
function setOwn(target: object, key: string, value: unknown): void {
  if ((target as Record<string, unknown>)[key] === value) return;
  try {
    Object.defineProperty(target, key, { value, writable: true, configurable: true, enumerable: Object.keys(target).includes(key) });
  } catch {
    // a frozen object keeps what it had
  }
}
