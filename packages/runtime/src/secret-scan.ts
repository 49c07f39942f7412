// Finding secrets in text: every spelling of each secret as one regular expression (compiled once per list of
// secrets), and a scan that runs it only around the places a spelling may be. redact.ts builds the redactor on it;
// `test` is exported for the property test that `holds` always agrees with it.

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
/**
 * JSON's two-character escapes: the character, and the letter after the backslash. A serializer writes a tab, a newline
 * and the other three this way (JSON.stringify does), not as `\u00XX`: a key may hold a tab (a header value may).
 */
const SHORT_ESCAPES: Record<string, string> = { '"': '"', '\\': '\\', '/': '/', '\b': 'b', '\f': 'f', '\n': 'n', '\r': 'r', '\t': 't' };
/** The character a short escape stands for, by the letter after its backslash. */
const SHORT_UNESCAPED: Record<string, string> = Object.fromEntries(Object.entries(SHORT_ESCAPES).map(([ch, letter]) => [letter, ch]));

/** The alternatives of one character (a code point) and the longest text they can match. */
function spellingsOf(ch: string): { re: string; max: number } {
  const alts = [escapeRe(ch)];
  if (ch === ' ') alts.push('\\+');
  if (ch === '+') alts.push(' ');
  const bytes = new TextEncoder().encode(ch);
  alts.push([...bytes].map((b) => PERCENT + hexRe(b, 2)).join(''));
  // JSON escapes each UTF-16 unit: a character beyond the BMP is two escapes (`\ud83d\ude00`), never one.
  alts.push(Array.from({ length: ch.length }, (_, i) => `${BACKSLASH}u${hexRe(ch.charCodeAt(i), 4)}`).join(''));
  const short = Object.hasOwn(SHORT_ESCAPES, ch) ? SHORT_ESCAPES[ch] : undefined;
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

export interface Compiled {
  /** Every spelling of every secret, in any text. */
  plain: RegExp;
  /** The secrets, longest first; none holds a backslash when `escapesSpellOnly` is set. */
  list: string[];
  /**
   * No secret holds a backslash: a run of backslashes can then only be part of a spelling as the start of a JSON
   * escape of one of the secrets' characters (`\uXXXX`, `\/`, `\"`), followed by the spelling of the rest.
   */
  escapesSpellOnly: boolean;
  /** What every spelling holds: `%`, `\\`, or one of the anchors (empty when there is no secret). */
  needles: string[];
  /** Half the width of the window searched around a place where a spelling may be: the longest spelling. */
  reach: number;
  /** Some anchor is too short to search for: the whole text is searched instead. */
  whole: boolean;
}

const compiled = new WeakMap<readonly string[], Compiled>();
/** Also by content: a gateway made per request, with the same key, compiles it once. Cleared when it grows. */
const byContent = new Map<string, Compiled>();
const MAX_BY_CONTENT = 256;

export function compile(secrets: readonly string[]): Compiled {
  let c = compiled.get(secrets);
  if (c) return c;
  const content = JSON.stringify(secrets);
  c = byContent.get(content);
  if (!c) {
    c = compileNew(secrets);
    if (byContent.size >= MAX_BY_CONTENT) byContent.clear();
    byContent.set(content, c);
  }
  compiled.set(secrets, c);
  return c;
}

function compileNew(secrets: readonly string[]): Compiled {
  // Longer secrets first: where one secret holds another, the longer one is replaced whole.
  const list = [...new Set(secrets.filter((s) => s))].sort((a, b) => b.length - a.length);
  const plain = list.map(patternOf);
  const anchors = list.map(anchorOf);
  return {
    list,
    escapesSpellOnly: !list.some((s) => s.includes('\\')),
    // With no secret it matches everywhere, but holdsSecret says no first and nothing is replaced.
    plain: new RegExp(plain.map((p) => p.re).join('|'), 'g'),
    needles: list.length ? ['%', '\\', ...anchors] : [],
    reach: Math.max(0, ...plain.map((p) => p.max)),
    whole: anchors.some((a) => a.length < MIN_ANCHOR),
  };
}

/** The full pattern over the whole text: what `holds` must always agree with. */
export function test(c: Compiled, text: string): boolean {
  c.plain.lastIndex = 0;
  return c.plain.test(text);
}

/**
 * Whether `text` holds one of the secrets in some spelling. Exact, and cheap when it holds none: a few `indexOf`
 * scans for the characters every spelling needs (`%` or `\`, else the secret's longest run without a space or `+`),
 * and the full pattern only in a window around each place found. It decides from the secrets, not from whether the
 * text has an escape in it: an escape of a character no secret holds, or one not followed by the rest of a secret,
 * is passed over.
 */
export function holds(c: Compiled, text: string): boolean {
  if (c.needles.length === 0 || typeof text !== 'string' || text.length === 0) return false;
  if (c.whole) return test(c, text);
  // Every spelling holds a `%` or a `\`, or else its anchor as it is: only the windows around those are searched.
  let places: number[] | undefined;
  const budget = (text.length / (2 * c.reach)) | 0;
  for (const needle of c.needles) {
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
      if (needle === '\\' && c.escapesSpellOnly) {
        let end = at + 1;
        while (text[end] === '\\') end++;
        const spells = escapeMaySpell(c.list, text, end);
        at = end - 1; // the rest of the run is the same escape
        if (!spells) continue;
      }
      (places ??= []).push(at);
      if (places.length > budget) return test(c, text); // so many places that one search of the whole text is cheaper
    }
  }
  if (places === undefined) return false;
  places.sort((a, b) => a - b);
  let from = -1;
  let to = -1;
  for (const p of places) {
    if (to >= 0 && p - c.reach <= to) {
      to = p + c.reach;
      continue;
    }
    if (to >= 0 && test(c, text.slice(from, to))) return true;
    from = Math.max(0, p - c.reach);
    to = p + c.reach;
  }
  return test(c, text.slice(from, to));
}

/**
 * Whether the JSON escape whose backslashes end at `at` may be part of a spelling of a secret (none holding a
 * backslash): it escapes `%` (a percent-encoded byte follows), or a UTF-16 unit of a secret that the text after the
 * escape goes on spelling (as it is, up to the next `%` or `\`, which the full pattern then decides).
 */
function escapeMaySpell(secrets: readonly string[], text: string, at: number): boolean {
  const letter = text[at];
  let next = at + 1;
  let unit: string;
  if (letter === 'u') {
    const digits = text.slice(next, (next += 4));
    if (!/^[\da-fA-F]{4}$/.test(digits)) return false;
    unit = String.fromCharCode(Number.parseInt(digits, 16));
  } else if (letter !== undefined && Object.hasOwn(SHORT_UNESCAPED, letter)) unit = SHORT_UNESCAPED[letter]!;
  else return false;
  if (unit === '%') return true;
  for (const s of secrets) for (let i = s.indexOf(unit); i !== -1; i = s.indexOf(unit, i + 1)) if (goesOnSpelling(s, i + 1, text, next)) return true;
  return false;
}

/** Whether `text` from `at` may spell `secret` from unit `i` on: equal units (a space and `+` either way) up to a `%` or `\`. */
function goesOnSpelling(secret: string, i: number, text: string, at: number): boolean {
  for (; i < secret.length; i++, at++) {
    const t = text[at];
    if (t === '%' || t === '\\') return true;
    if (t !== secret[i] && !(SPACE_OR_PLUS.includes(t!) && SPACE_OR_PLUS.includes(secret[i]!))) return false; // undefined past the end
  }
  return true;
}

const SPACE_OR_PLUS = ' +';
