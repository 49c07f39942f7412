// The one redactor. A secret (API key, admin key, alias) is found in every spelling a server, a URL or a serializer
// may give it: as it is, percent-encoded (upper- or lower-case hex, every character or only some, encoded twice),
// with `+` for a space (and a space for `+`), JSON-escaped (`\u00XX`, `\/`, `\"`, `\\`), and any mix of these,
// character by character. Compiled once per list of secrets (cached by the list's identity).

export interface Redactor {
  readonly secrets: readonly string[];
  /**
   * Whether `text` holds a secret in some spelling. Exact, and cheap when it holds none: a few `indexOf` scans for
   * the characters every spelling needs (`%` or `\`, else the secret's longest run without a space or `+`), and the
   * full pattern only in a window around each place found.
   */
  holds(text: string): boolean;
  /** `text` with every spelling of every secret replaced by `placeholder`; `text` itself when it holds none. */
  text(text: string, placeholder?: string): string;
  /**
   * An answer's text as the client may show it: JSON stays the same JSON with only its strings changed (a spelling
   * that lies outside a string or across an escape is redacted in the parsed value instead); other text as `text()`.
   */
  answer(text: string, placeholder?: string): string;
  /** A JSON-like value with every string (and key) redacted; the same value, not a copy, when none holds a secret. Iterative. */
  value<T>(value: T, placeholder?: string): T;
  /**
   * An error as it may be shown: message, stack, enumerable fields and the `cause` chain redacted in place; a thrown
   * value that is not an Error (a WebSocket ErrorEvent, whose `target` holds the keyed URL) becomes an Error with its
   * redacted message and nothing else.
   */
  error<E>(error: E, placeholder?: string): E | Error;
}

const DEFAULT_PLACEHOLDER = '***';

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
/** A hex digit in either case. */
const hexDigit = (d: string) => (/[a-f]/i.test(d) ? `[${d.toLowerCase()}${d.toUpperCase()}]` : d);
const hexRe = (n: number, width: number) => [...n.toString(16).padStart(width, '0')].map(hexDigit).join('');
/**
 * A backslash in JSON text: one, or a run of up to four when the spelling sits in JSON text inside a JSON string
 * (each level doubles it).
 */
const BACKSLASH = '\\\\{1,4}';
/** `%`, itself possibly encoded again (`%25`) or JSON-escaped (`\u0025`). */
const PERCENT = `(?:%|${BACKSLASH}u0025)(?:25)?`;
/** JSON's two-character escapes: the character after the backslash. */
const SHORT_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', '\b': 'b', '\f': 'f', '\n': 'n', '\r': 'r', '\t': 't' };

/** The alternatives of one character (a code point) and the longest text they can match. */
function spellingsOf(ch: string, inJson: boolean): { re: string; max: number } {
  const alts: string[] = [];
  const cp = ch.codePointAt(0)!;
  // As it is: inside JSON text a quote, a backslash or a control character cannot stand raw in a string.
  if (!inJson || !(ch === '"' || ch === '\\' || cp < 0x20)) alts.push(escapeRe(ch));
  if (ch === ' ') alts.push('\\+');
  if (ch === '+') alts.push(' ');
  const bytes = new TextEncoder().encode(ch);
  alts.push([...bytes].map((b) => PERCENT + hexRe(b, 2)).join(''));
  alts.push([...ch].map((unit) => `${BACKSLASH}u${hexRe(unit.charCodeAt(0), 4)}`).join(''));
  const short = SHORT_ESCAPES[ch];
  if (short !== undefined) alts.push(BACKSLASH + escapeRe(short));
  // Longest match: 13 per percent-encoded byte (four backslashes, u0025, 25, two digits), 9 per JSON-escaped UTF-16 unit.
  return { re: `(?:${alts.join('|')})`, max: Math.max(13 * bytes.length, 9 * ch.length, 5) };
}

function patternOf(secret: string, inJson: boolean): { re: string; max: number } {
  let re = '';
  let max = 0;
  for (const ch of secret) {
    const s = spellingsOf(ch, inJson);
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

class CompiledRedactor implements Redactor {
  private readonly plain: RegExp;
  private readonly json: RegExp;
  private readonly anchors: string[];
  /** Half the width of the window searched around a place where a spelling may be: the longest spelling. */
  private readonly reach: number;
  private readonly wholeText: boolean;

  constructor(readonly secrets: readonly string[]) {
    // Longer secrets first: where one secret holds another, the longer one is replaced whole.
    const list = [...new Set(secrets.filter((s) => typeof s === 'string' && s.length > 0))].sort((a, b) => b.length - a.length);
    const plain = list.map((s) => patternOf(s, false));
    this.plain = new RegExp(plain.map((p) => p.re).join('|') || '(?!)', 'g');
    this.json = new RegExp(list.map((s) => patternOf(s, true).re).join('|') || '(?!)', 'g');
    this.reach = Math.max(0, ...plain.map((p) => p.max));
    this.anchors = list.map(anchorOf);
    this.wholeText = this.anchors.some((a) => a.length < MIN_ANCHOR);
    this.secrets = list;
  }

  holds(text: string): boolean {
    if (this.secrets.length === 0 || text.length === 0) return false;
    if (this.wholeText) return this.test(text);
    // Every spelling holds a `%` or a `\`, or else its anchor as it is: only the windows around those are searched.
    const places: number[] = [];
    const budget = (text.length / (2 * this.reach)) | 0;
    for (const needle of ['%', '\\', ...this.anchors]) {
      for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
        places.push(at);
        if (places.length > budget) return this.test(text); // so many places that one search of the whole text is cheaper
      }
    }
    if (places.length === 0) return false;
    places.sort((a, b) => a - b);
    let from = -1;
    let to = -1;
    for (const p of places) {
      if (p - this.reach <= to) {
        to = p + this.reach;
        continue;
      }
      if (to >= 0 && this.test(text.slice(from, to))) return true;
      from = Math.max(0, p - this.reach);
      to = p + this.reach;
    }
    return this.test(text.slice(from, to));
  }

  private test(text: string): boolean {
    this.plain.lastIndex = 0;
    return this.plain.test(text);
  }

  text(text: string, placeholder = DEFAULT_PLACEHOLDER): string {
    if (typeof text !== 'string' || !this.holds(text)) return text;
    return text.replace(this.plain, placeholder);
  }

  answer(text: string, placeholder = DEFAULT_PLACEHOLDER): string {
    if (!this.holds(text)) return text;
    const inStrings = text.replace(this.json, placeholder);
    // A placeholder outside a string or inside an escape is not JSON: then the answer, if it is JSON, is redacted
    // value by value instead.
    if (parses(inStrings) && !this.holds(inStrings)) return inStrings;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return this.text(text, placeholder);
    }
    let viaValue: string;
    try {
      viaValue = JSON.stringify(this.value(value, placeholder));
    } catch {
      return this.text(text, placeholder); // too deep for JSON.stringify: as text
    }
    // A spelling outside every string (in a number): the text loses its JSON sooner than its secret.
    return this.holds(viaValue) ? this.text(viaValue, placeholder) : viaValue;
  }

  value<T>(value: T, placeholder = DEFAULT_PLACEHOLDER): T {
    if (this.secrets.length === 0) return value;
    if (typeof value === 'string') return this.text(value, placeholder) as T;
    if (!isContainer(value) || !this.anyHolds(value)) return value;
    const copies = new Map<object, object>();
    const copyOf = (src: object): object => {
      let dst = copies.get(src);
      if (!dst) {
        dst = Array.isArray(src) ? new Array(src.length) : {};
        copies.set(src, dst);
        work.push([src, dst]);
      }
      return dst;
    };
    const redactOne = (v: unknown): unknown => (typeof v === 'string' ? this.text(v, placeholder) : isContainer(v) ? copyOf(v) : v);
    const work: Array<[object, object]> = [];
    const root = copyOf(value);
    // An explicit stack: an answer nested thousands deep must not overflow the call stack.
    for (let next = work.pop(); next; next = work.pop()) {
      const [src, dst] = next;
      if (Array.isArray(src)) for (let i = 0; i < src.length; i++) (dst as unknown[])[i] = redactOne(src[i]);
      else
        for (const k of Object.keys(src))
          Object.defineProperty(dst, this.text(k, placeholder), {
            value: redactOne((src as Record<string, unknown>)[k]),
            enumerable: true,
            writable: true,
            configurable: true,
          });
    }
    return root as T;
  }

  /** Whether any string (or key) in a value holds a secret; iterative, each object visited once. */
  private anyHolds(value: object): boolean {
    const seen = new Set<object>([value]);
    const work: object[] = [value];
    for (let next = work.pop(); next; next = work.pop()) {
      const items = Array.isArray(next) ? next : Object.keys(next).flatMap((k) => [k, (next as Record<string, unknown>)[k]]);
      for (const v of items) {
        if (typeof v === 'string') {
          if (this.holds(v)) return true;
        } else if (isContainer(v) && !seen.has(v)) {
          seen.add(v);
          work.push(v);
        }
      }
    }
    return false;
  }

  error<E>(error: E, placeholder = DEFAULT_PLACEHOLDER): E | Error {
    if (this.secrets.length === 0) return error;
    return this.errorAt(error, placeholder, 0);
  }

  private errorAt<E>(error: E, placeholder: string, depth: number): E | Error {
    if (typeof error === 'string') return this.text(error, placeholder) as E;
    if (!(error instanceof Error)) {
      if (error === null || typeof error !== 'object') return error;
      // Not an Error (an ErrorEvent, a plain object): only its message survives, redacted.
      const e = error as { message?: unknown; type?: unknown; error?: unknown };
      const out = new Error(this.text(String(e.message ?? e.type ?? 'error'), placeholder));
      if (e.error !== undefined && depth < 8) setOwn(out, 'cause', this.errorAt(e.error, placeholder, depth + 1));
      return out;
    }
    setOwn(error, 'message', this.text(error.message, placeholder));
    if (typeof error.stack === 'string') setOwn(error, 'stack', this.text(error.stack, placeholder));
    for (const k of Object.keys(error)) {
      const v = (error as unknown as Record<string, unknown>)[k];
      if (k !== 'cause') setOwn(error, k, v instanceof Error && depth < 8 ? this.errorAt(v, placeholder, depth + 1) : this.value(v, placeholder));
    }
    const inner = (error as { errors?: unknown }).errors; // AggregateError
    if (Array.isArray(inner) && depth < 8)
      setOwn(
        error,
        'errors',
        inner.map((x) => this.errorAt(x, placeholder, depth + 1)),
      );
    if ('cause' in error && error.cause !== undefined)
      setOwn(error, 'cause', depth < 8 ? this.errorAt(error.cause, placeholder, depth + 1) : this.text(String(error.cause), placeholder));
    return error;
  }
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

function parses(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

const compiled = new WeakMap<readonly string[], Redactor>();

/** The redactor of a list of secrets, compiled once per list (keep the list to reuse it). */
export function redactorOf(secrets: readonly string[]): Redactor {
  let r = compiled.get(secrets);
  if (!r) compiled.set(secrets, (r = new CompiledRedactor(secrets)));
  return r;
}

/** Replaces every spelling of each secret in `text` by `placeholder`. Secrets shorter than 4 characters are still replaced. */
export function redact(text: string, secrets: readonly string[], placeholder = DEFAULT_PLACEHOLDER): string {
  return redactorOf(secrets).text(text, placeholder);
}

/** Redacts every string (and key) inside a JSON value; the value itself when nothing in it holds a secret. */
export function redactJson<T>(value: T, secrets: readonly string[], placeholder = DEFAULT_PLACEHOLDER): T {
  return redactorOf(secrets).value(value, placeholder);
}

/** Whether text holds one of the secrets in any spelling (see Redactor.holds). */
export function holdsSecret(text: string, secrets: readonly string[]): boolean {
  return redactorOf(secrets).holds(text);
}
