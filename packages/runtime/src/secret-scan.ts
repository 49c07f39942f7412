// Finding secrets in text: every spelling of each secret as one regular expression (compiled once per list of
// secrets), and a scan that runs it only around the places a spelling may be. redact.ts builds the redactor on it;
// `test` is exported for the property test that `holds` always agrees with it.

import { CHUNK, eachOccurrence, latin1Chunk, MIN_SAMPLED_PART, type Sampled, sampledOf } from './sampled-search.js';

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
  // JSON escapes each UTF-16 unit: a character beyond the BMP is two escapes (`\ud83d\ude00`), never one.
  alts.push(Array.from({ length: ch.length }, (_, i) => `${BACKSLASH}u${hexRe(ch.charCodeAt(i), 4)}`).join(''));
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
 * answers (txids, hashes), lower-case letters their field names. Where even the rarest is common and the run is long,
 * the whole run is searched by sampling the text instead (sampled-search.ts).
 */
function anchorOf(secret: string): { anchor: string; sampled: boolean } {
  let run = '';
  for (const r of secret.split(/[ +]/)) if (r.length > run.length) run = r;
  const commonness = (c: string) => (/[0-9a-fA-F":,.{}[\]]/.test(c) ? 2 : /[a-z]/.test(c) ? 1 : 0);
  let start = 0;
  for (let i = 1; i + MIN_ANCHOR <= run.length; i++) if (commonness(run[i]!) < commonness(run[start]!)) start = i;
  if (run.length >= MIN_SAMPLED_PART && commonness(run[start]!) > 0) return { anchor: run, sampled: true };
  return { anchor: run.slice(start), sampled: false };
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
  /** `%`, `\\` and the anchors searched with `indexOf`: each spelling holds one, or a sampled anchor (empty: no secret). */
  needles: string[];
  /** The anchors too common to search with `indexOf` (not in `needles`). */
  sampled: Sampled | undefined;
  /** `needles` and the sampled anchors: what is searched where the text is not sampled (one chunk or less, no Buffer). */
  everyNeedle: string[];
  /** The longest needle or sampled anchor less one: how far a search in one chunk of the text reads into the next. */
  overlap: number;
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
  const searched = anchors.filter((a) => !a.sampled).map((a) => a.anchor);
  const sampled = anchors.filter((a) => a.sampled).map((a) => a.anchor);
  return {
    list,
    escapesSpellOnly: !list.some((s) => s.includes('\\')),
    // With no secret it matches everywhere, but holdsSecret says no first and nothing is replaced.
    plain: new RegExp(plain.map((p) => p.re).join('|'), 'g'),
    needles: list.length ? ['%', '\\', ...searched] : [],
    sampled: sampled.length ? sampledOf(sampled) : undefined,
    everyNeedle: list.length ? ['%', '\\', ...searched, ...sampled] : [],
    overlap: Math.max(0, ...searched.map((a) => a.length - 1), ...sampled.map((a) => a.length - 1)),
    reach: Math.max(0, ...plain.map((p) => p.max)),
    whole: searched.some((a) => a.length < MIN_ANCHOR),
  };
}

/** The full pattern over the whole text: what `holds` must always agree with. */
export function test(c: Compiled, text: string): boolean {
  c.plain.lastIndex = 0;
  return c.plain.test(text);
}

/**
 * Whether `text` holds one of the secrets in some spelling. Exact, and cheap when it holds none: a few `indexOf`
 * scans for the characters every spelling needs (`%` or `\`, else the secret's longest run without a space or `+`;
 * a run made of characters that fill answers, such as a hex key's, is found by sampling the text instead), and the
 * full pattern only in a window around each place found. It decides from the secrets, not from whether the
 * text has an escape in it: an escape of a character no secret holds, or one not followed by the rest of a secret or
 * not preceded by its start as it is, is passed over.
 */
export function holds(c: Compiled, text: string): boolean {
  if (c.needles.length === 0 || typeof text !== 'string' || text.length === 0) return false;
  if (c.whole) return test(c, text);
  // Every spelling holds a `%` or a `\`, or else its anchor as it is: only the windows around those are searched.
  // Past `budget` places one search of the whole text is cheaper than the windows.
  const places: number[] = [];
  const budget = (text.length / (2 * c.reach)) | 0;
  const few = text.length <= CHUNK ? placesIn(c, text, text, 0, c.everyNeedle, places, budget, 0) >= 0 : placesByChunk(c, text, places, budget);
  if (!few) return test(c, text);
  if (places.length === 0) return false;
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
 * Adds to `places` where a spelling may be in a text longer than one chunk, a chunk at a time, every search in it
 * while it is in the CPU's cache: the text is read from memory once, not once per needle. False past `budget` places.
 */
function placesByChunk(c: Compiled, text: string, places: number[], budget: number): boolean {
  const chunk = c.sampled ? latin1Chunk() : undefined;
  const needles = chunk ? c.needles : c.everyNeedle;
  let resume = 0; // where the search for `\` goes on: after the last run of backslashes
  for (let start = 0; start < text.length; start += CHUNK) {
    const piece = text.slice(start, start + CHUNK + c.overlap);
    resume = placesIn(c, text, piece, start, needles, places, budget, resume);
    if (resume < 0 || (chunk && !eachOccurrence(c.sampled!, chunk, text, piece, start, places, budget))) return false;
  }
  return true;
}

/**
 * Adds to `places` where a needle starts in `piece` (the text from `start`, perhaps past CHUNK characters) within its
 * first CHUNK characters; a run of backslashes counts only where its escape may spell a secret, and the search for `\`
 * starts at `resume`. Where that search goes on in the next chunk, or -1 when there are more places than `budget`.
 */
function placesIn(c: Compiled, text: string, piece: string, start: number, needles: string[], places: number[], budget: number, resume: number): number {
  for (const needle of needles) {
    const from = needle === '\\' ? Math.max(0, resume - start) : 0;
    for (let i = piece.indexOf(needle, from); i !== -1 && i < CHUNK; i = piece.indexOf(needle, i + 1)) {
      if (needle === '\\' && c.escapesSpellOnly) {
        let end = start + i + 1;
        while (text.charCodeAt(end) === BACKSLASH_SIGN) end++;
        resume = end;
        const spells = escapeMaySpell(c.list, text, start + i, end);
        i = end - 1 - start; // the rest of the run is the same escape
        if (!spells) continue;
      }
      if (places.push(start + i) > budget) return -1;
    }
  }
  return resume;
}

/**
 * Whether the JSON escape whose backslashes run from `first` to `at` may be part of a spelling of a secret (none
 * holding a backslash): it escapes `%` (a percent-encoded byte follows), or a UTF-16 unit of a secret that the text
 * after the escape goes on spelling (as it is, up to the next `%` or `\`, which the full pattern then decides) and the
 * text before it spells as it is.
 */
function escapeMaySpell(secrets: readonly string[], text: string, first: number, at: number): boolean {
  let unit = text.charCodeAt(at);
  let next = at + 1;
  if (unit === U) {
    unit = 0;
    for (const end = next + 4; next < end; next++) {
      const digit = hexDigit(text.charCodeAt(next)); // NaN past the end
      if (!(digit >= 0)) return false;
      unit = unit * 16 + digit;
    }
  } else if (unit !== QUOTE && unit !== SLASH) return false;
  if (unit === PERCENT_SIGN) return true;
  for (const s of secrets)
    for (let i = 0; i < s.length; i++) if (s.charCodeAt(i) === unit && goesOnSpelling(s, i + 1, text, next) && endsSpelling(s, i, text, first)) return true;
  return false;
}

/** Whether `text` from `at` may spell `secret` from unit `i` on: equal units (a space and `+` either way) up to a `%` or `\`. */
function goesOnSpelling(secret: string, i: number, text: string, at: number): boolean {
  for (; i < secret.length; i++, at++) {
    const t = text.charCodeAt(at); // NaN past the end
    if (t === PERCENT_SIGN || t === BACKSLASH_SIGN) return true;
    const s = secret.charCodeAt(i);
    if (t !== s && !((t === SPACE || t === PLUS) && (s === SPACE || s === PLUS))) return false;
  }
  return true;
}

/**
 * Whether `text` before `at` spells `secret`'s units before `i` as they are (a space and `+` either way). Where it
 * holds a `%` or an escape instead, the window around that one is searched: the first `%` or escape of a spelling is
 * always a place (a `%` is; an escape then has only units as they are before it).
 */
function endsSpelling(secret: string, i: number, text: string, at: number): boolean {
  for (let k = i - 1, j = at - 1; k >= 0; k--, j--) {
    const t = text.charCodeAt(j); // NaN before the start
    const s = secret.charCodeAt(k);
    if (t !== s && !((t === SPACE || t === PLUS) && (s === SPACE || s === PLUS))) return false;
  }
  return true;
}

/** The value of a hex digit's code, -1 for any other. */
const hexDigit = (code: number) => (code >= 48 && code <= 57 ? code - 48 : code >= 97 && code <= 102 ? code - 87 : code >= 65 && code <= 70 ? code - 55 : -1);
const [U, QUOTE, SLASH, PERCENT_SIGN, BACKSLASH_SIGN, SPACE, PLUS] = [...'u"/%\\ +'].map((c) => c.charCodeAt(0));
