// The one redactor. A secret (API key, admin key, alias) is found in every spelling a server, a URL or a serializer
// may give it: as it is, percent-encoded (upper- or lower-case hex, every character or only some, encoded twice),
// with `+` for a space (and a space for `+`), JSON-escaped (`\u00XX`, `\/`, `\"`, `\\`), and any mix of these,
// character by character. Each function takes the list of secrets; its patterns are compiled once per list (cached by
// the list's identity: keep the list to reuse them). Separate functions, so a bundle holds only the ones it calls.

import { GatewayError } from './errors.js';

const DEFAULT_PLACEHOLDER = '***';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A number in hex digits of either case (`[2][fF]`). */
const hexRe = (n: number, width: number) => [...n.toString(16).padStart(width, '0')].map((d) => `[${d}${d.toUpperCase()}]`).join('');
/**
 * A backslash in JSON text: one, or a run of up to four when the spelling sits in JSON text inside a JSON string
 * (each level doubles it).
 */
const BACKSLASH = '\\\\{1,4}';
/** `%`, itself possibly encoded again (`%25`) or JSON-escaped (`\u0025`). */
const PERCENT = `(?:%|${BACKSLASH}u0025)(?:25)?`;
/** JSON's two-character escapes of characters a key may hold (control characters are matched as `\u00XX`). */
const SHORT_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/' };

/** The alternatives of one character (a code point) and the longest text they can match. */
function spellingsOf(ch: string): { re: string; max: number } {
  const alts = [escapeRe(ch)];
  if (ch === ' ') alts.push('\\+');
  if (ch === '+') alts.push(' ');
  const bytes = new TextEncoder().encode(ch);
  alts.push([...bytes].map((b) => PERCENT + hexRe(b, 2)).join(''));
  alts.push([...ch].map((unit) => `${BACKSLASH}u${hexRe(unit.charCodeAt(0), 4)}`).join(''));
  const short = SHORT_ESCAPES[ch];
  if (short !== undefined) alts.push(BACKSLASH + escapeRe(short));
  // Longest match: 13 per percent-encoded byte (four backslashes, u0025, 25, two digits); a character's JSON escapes
  // (9 per UTF-16 unit, 5 for a short one) are never longer.
  return { re: `(?:${alts.join('|')})`, max: 13 * bytes.length };
}

function patternOf(secret: string): { re: string; max: number } {
  let re = '';
  let max = 0;
  for (const ch of secret) {
    const s = spellingsOf(ch);
    re += s.re;
    max += s.max;
  }
  return { re, max };
}

/** Shorter anchors would match too often to be worth the windows: the whole text is searched instead. */
const MIN_ANCHOR = 3;

/**
 * What every spelling without `%` or `\` holds as it is: a part of the secret's longest run without a space or `+`.
 * `indexOf` is fast while the first character is rare in the text (it scans for that character first), so the part
 * starts at the rarest character that leaves at least MIN_ANCHOR characters: hex digits and JSON punctuation fill
 * answers (txids, hashes), lower-case letters their field names.
 */
function anchorOf(secret: string): string {
  let run = '';
  for (const r of secret.split(/[ +]/)) if (r.length > run.length) run = r;
  const commonness = (c: string) => (/[0-9a-fA-F":,.{}[\]]/.test(c) ? 2 : /[a-z]/.test(c) ? 1 : 0);
  let start = 0;
  for (let i = 1; i + MIN_ANCHOR <= run.length; i++) if (commonness(run[i]!) < commonness(run[start]!)) start = i;
  return run.slice(start);
}

interface Compiled {
  /** Every spelling of every secret, in any text. */
  plain: RegExp;
  /** What every spelling holds: `%`, `\\`, or one of the anchors (empty when there is no secret). */
  needles: string[];
  /** Half the width of the window searched around a place where a spelling may be: the longest spelling. */
  reach: number;
  /** Some anchor is too short to search for: the whole text is searched instead. */
  whole: boolean;
}

const compiled = new WeakMap<readonly string[], Compiled>();

function compile(secrets: readonly string[]): Compiled {
  let c = compiled.get(secrets);
  if (c) return c;
  // Longer secrets first: where one secret holds another, the longer one is replaced whole.
  const list = [...new Set(secrets.filter((s) => s))].sort((a, b) => b.length - a.length);
  const plain = list.map(patternOf);
  const anchors = list.map(anchorOf);
  c = {
    // With no secret it matches everywhere, but holdsSecret says no first and nothing is replaced.
    plain: new RegExp(plain.map((p) => p.re).join('|'), 'g'),
    needles: list.length ? ['%', '\\', ...anchors] : [],
    reach: Math.max(0, ...plain.map((p) => p.max)),
    whole: anchors.some((a) => a.length < MIN_ANCHOR),
  };
  compiled.set(secrets, c);
  return c;
}

function test(c: Compiled, text: string): boolean {
  c.plain.lastIndex = 0;
  return c.plain.test(text);
}

/**
 * Whether `text` holds one of the secrets in some spelling. Exact, and cheap when it holds none: a few `indexOf`
 * scans for the characters every spelling needs (`%` or `\`, else the secret's longest run without a space or `+`),
 * and the full pattern only in a window around each place found. It decides from the secrets, not from whether the
 * text has an escape in it.
 */
export function holdsSecret(text: string, secrets: readonly string[]): boolean {
  return holds(compile(secrets), text);
}

function holds(c: Compiled, text: string): boolean {
  if (c.needles.length === 0 || typeof text !== 'string' || text.length === 0) return false;
  if (c.whole) return test(c, text);
  // Every spelling holds a `%` or a `\`, or else its anchor as it is: only the windows around those are searched.
  let places: number[] | undefined;
  const budget = (text.length / (2 * c.reach)) | 0;
  for (const needle of c.needles) {
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
      (places ??= []).push(at);
      if (places.length > budget) return test(c, text); // so many places that one search of the whole text is cheaper
    }
  }
  if (places === undefined) return false;
  places.sort((a, b) => a - b);
  let from = -1;
  let to = -1;
  for (const p of places) {
    if (p - c.reach <= to) {
      to = p + c.reach;
      continue;
    }
    if (to >= 0 && test(c, text.slice(from, to))) return true;
    from = Math.max(0, p - c.reach);
    to = p + c.reach;
  }
  return test(c, text.slice(from, to));
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
