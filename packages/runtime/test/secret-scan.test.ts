// The scan behind holdsSecret looks at only a few places of a text (secret-scan.ts); it must say what the full
// pattern over the whole text says, for every text. Texts here are made of spellings of the secret whole and cut
// short, escapes of its characters with the wrong continuation, and noise of hex, escapes and percent signs.
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdsSecret } from '../src/redact.js';
import { CHUNK } from '../src/sampled-search.js';
import { compile, holds, test as fullPattern } from '../src/secret-scan.js';
import { hexText } from './hex-text.js';

const CHARS = [...'0123456789abcdefABC-_ + /"%~.é😀'];
const secretArb = fc.array(fc.constantFrom(...CHARS), { minLength: 3, maxLength: 12 }).map((cs) => cs.join(''));

const hex = (n: number, width: number, upper: boolean) => {
  const h = n.toString(16).padStart(width, '0');
  return upper ? h.toUpperCase() : h;
};
/** One character as a server or serializer may spell it. */
const spellChar = (ch: string, how: number, upper: boolean, slashes: number): string => {
  const bs = '\\'.repeat(slashes);
  switch (how) {
    case 0:
      return ch;
    case 1:
      return [...new TextEncoder().encode(ch)].map((b) => `%${hex(b, 2, upper)}`).join('');
    case 2:
      return Array.from({ length: ch.length }, (_, i) => `${bs}u${hex(ch.charCodeAt(i), 4, upper)}`).join(''); // per UTF-16 unit
    case 3:
      return ch === '/' || ch === '"' ? `${bs}${ch}` : ch;
    default:
      // `%` JSON-escaped, and encoded again (`%25`) in upper case: up to 13 units a byte, the longest spelling.
      return ch === ' ' ? '+' : ch === '+' ? ' ' : [...new TextEncoder().encode(ch)].map((b) => `${bs}u0025${upper ? '25' : ''}${hex(b, 2, upper)}`).join('');
  }
};
const spellingArb = (secret: string) =>
  fc
    .tuple(
      fc.array(fc.tuple(fc.integer({ min: 0, max: 4 }), fc.boolean(), fc.integer({ min: 1, max: 4 })), {
        minLength: [...secret].length,
        maxLength: [...secret].length,
      }),
      fc.oneof(fc.constant([...secret].length), fc.integer({ min: 0, max: [...secret].length })),
    )
    .map(([hows, cut]) =>
      [...secret]
        .slice(0, cut)
        .map((ch, i) => spellChar(ch, hows[i]![0], hows[i]![1], hows[i]![2]))
        .join(''),
    );
const noiseArb = fc.oneof(
  fc.stringMatching(/^[0-9a-f]{1,16}$/),
  fc.constantFrom('\\u0061', '\\\\u0030', '\\"', '\\/', '\\n', '%41', '%2541', '\\u0025', '":"', '\\', '%', ' ', '+'),
  fc.integer({ min: 0, max: 0xffff }).map((u) => `\\u${hex(u, 4, false)}`),
);

describe('holdsSecret: the few places it looks at decide what the whole pattern decides', () => {
  it('agrees with the full pattern on texts of spellings, cut spellings, escapes and noise', () => {
    fc.assert(
      fc.property(
        secretArb.chain((secret) => fc.tuple(fc.constant(secret), fc.array(fc.oneof(spellingArb(secret), noiseArb), { maxLength: 12 }))),
        ([secret, pieces]) => {
          const c = compile([secret]);
          const text = pieces.join('');
          expect(holds(c, text), JSON.stringify({ secret, text })).toBe(fullPattern(c, text));
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('finds a secret spelled with an escape in a long hex text, and passes over escapes that spell nothing', () => {
    const key = '3f9a0c7e51d2b8a4';
    const filler = Array.from({ length: 2000 }, (_, i) => `"${hex(i * 2654435761, 8, false)}\\u0061${hex(i, 6, false)}"`).join(',');
    expect(holdsSecret(filler, [key])).toBe(false);
    const spelled = `${key.slice(0, 5)}\\u00${hex(key.charCodeAt(5), 2, false)}${key.slice(6)}`;
    expect(holdsSecret(`${filler},"${spelled}",${filler}`, [key])).toBe(true);
    expect(holdsSecret(`${filler},"${spelled.slice(0, -1)}",${filler}`, [key])).toBe(false);
  });

  it('a character beyond the BMP is JSON-escaped as its two UTF-16 units, never as one (seed 1758754497)', () => {
    const key = 'k\u{1F600}-79';
    expect(holdsSecret(`x k\\ud83d\\ude00-79 y`, [key])).toBe(true);
    expect(holdsSecret(`x k\\uD83D\\uDE00-79 y`, [key])).toBe(true);
    expect(holdsSecret(`x k\\ud83d-79 y`, [key])).toBe(false);
    expect(fullPattern(compile([key]), `x k\\ud83d-79 y`)).toBe(false);
  });

  it('finds a spelling within its reach of the start of a long text (a message followed by a long stack)', () => {
    // The scan searches a window around each place a spelling may be; the first window, starting before the text,
    // was read from its last character on, so a key percent-encoded near the start of a long text went unredacted.
    const key = '  a a!`a';
    const text = `Error: failed at /v4/${encodeURIComponent(key)}/x${'\n    at fn (/work/file.ts:10:26)'.repeat(40)}`;
    expect(holdsSecret(text, [key])).toBe(true);
    expect(holdsSecret(`${'-'.repeat(90)}${text}`, [key])).toBe(true);
  });

  it('searches around the first escape or `%` of a spelling, and around a later escape only after the secret as it is', () => {
    const filler = '0'.repeat(500);
    for (const first of ['\\u0061', '%61', '\\\\\\\\u00252561', 'a']) expect(holdsSecret(`${filler}${first}\\u0062c${filler}`, ['abc']), first).toBe(true);
    expect(holdsSecret(`${filler}x\\u0062c${filler}`, ['abc'])).toBe(false);
    expect(holdsSecret(`${filler}\\u0078\\u0062c${filler}`, ['abc'])).toBe(false);
    expect(holdsSecret(`${filler}a+\\u0063 d${filler}`, ['a b+c d'])).toBe(false);
    expect(holdsSecret(`${filler}a+b \\u0063 d${filler}`, ['a b+c d'])).toBe(true);
  });

  it('reads a space and a plus either way after an escape', () => {
    expect(holdsSecret(`${'0'.repeat(500)} ab\\u0063+de ${'1'.repeat(500)}`, ['abc de'])).toBe(true);
    expect(holdsSecret(`${'0'.repeat(500)} ab\\u0063 de ${'1'.repeat(500)}`, ['abc+de'])).toBe(true);
    expect(holdsSecret(`${'0'.repeat(500)} ab\\u0063-de ${'1'.repeat(500)}`, ['abc+de'])).toBe(false);
  });
});

describe('holdsSecret on long texts, where a hex key is searched by sampling a copy of the text (sampled-search.ts)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });
  const key = '128df13c1e54ffaaafcc9d07ec7427d6';
  const txids = (n: number, seed: number) => Array.from({ length: n }, (_, i) => `"${hexText(64, seed + i)}"`).join(',');

  it('agrees with the full pattern on long hex texts holding spellings, cut spellings and noise anywhere', () => {
    const longSecretArb = fc.oneof(
      fc.stringMatching(/^[0-9a-f]{11,40}$/),
      fc.array(fc.constantFrom(...CHARS), { minLength: 11, maxLength: 16 }).map((cs) => cs.join('')),
    );
    const caseArb = longSecretArb.chain((secret) =>
      fc.record({
        secret: fc.constant(secret),
        length: fc.integer({ min: CHUNK - 2000, max: CHUNK + 2000 }), // one chunk (indexOf) or two (sampled)
        seed: fc.integer(),
        placed: fc.array(fc.tuple(fc.nat(), fc.oneof(spellingArb(secret), noiseArb)), { maxLength: 4 }),
      }),
    );
    const property = fc.property(caseArb, ({ secret, length, seed, placed }) => {
      let text = hexText(length, seed);
      for (const [where, piece] of placed) {
        const at = where % text.length;
        text = text.slice(0, at) + piece + text.slice(at);
      }
      const c = compile([secret]);
      expect(holds(c, text), JSON.stringify({ secret, length, seed, placed })).toBe(fullPattern(c, text));
    });
    fc.assert(property, { numRuns: 300 });
    vi.stubGlobal('Buffer', undefined); // a browser: the same answers by indexOf
    fc.assert(property, { numRuns: 50 });
  });

  it('finds a hex key inside a txid, at every position around a chunk boundary, and not one digit off', () => {
    const answer = txids(Math.ceil(CHUNK / 40), 1); // 66 characters a txid: more than one chunk
    expect(holdsSecret(answer, [key])).toBe(false);
    for (let at = CHUNK - 40; at <= CHUNK + 4; at++) {
      const inside = answer.slice(0, at) + key + answer.slice(at + key.length);
      expect(holdsSecret(inside, [key]), `at ${at}`).toBe(true);
      const changed = `${key.slice(0, 31)}${key[31] === '0' ? '1' : '0'}`;
      expect(holdsSecret(answer.slice(0, at) + changed + answer.slice(at + key.length), [key]), `one digit off at ${at}`).toBe(false);
    }
  });

  it('finds spellings across a chunk boundary: the anchor, an escape and a run of backslashes cut by it', () => {
    // holds reads the text a chunk at a time; each search in a chunk reads into the next by the longest needle.
    const filler = hexText(CHUNK + 200, 5);
    for (const secret of [key, 'bench-key-0001', 'x/y"z%w+v 0123']) {
      const c = compile([secret]);
      const spellings = [secret, ...[1, 2, 4].map((slashes) => spellChar(secret[0]!, 2, true, slashes) + secret.slice(1))];
      spellings.push(secret.slice(0, 5) + spellChar(secret[5]!, 1, false, 1) + secret.slice(6));
      spellings.push(secret.slice(0, 9) + spellChar(secret[9]!, 4, false, 3) + secret.slice(10));
      for (const spelled of spellings)
        for (let at = CHUNK - spelled.length - 2; at <= CHUNK + 2; at++) {
          const text = filler.slice(0, at) + spelled + filler.slice(at);
          expect(holds(c, text), JSON.stringify({ secret, spelled, at })).toBe(true);
          const cut = filler.slice(0, at) + spelled.slice(0, -1) + filler.slice(at);
          expect(holds(c, cut), JSON.stringify({ secret, cut: spelled.slice(0, -1), at })).toBe(fullPattern(c, cut));
        }
    }
  });

  it('finds a hex key split by an escape, percent-encoded, or in upper case through \\u escapes, in a long hex answer', () => {
    const answer = txids(Math.ceil(CHUNK / 40), 2); // more than one chunk
    const place = (s: string) => `${answer.slice(0, CHUNK - 9001)}${s}${answer.slice(CHUNK - 9001)}`;
    const escapeOf = (ch: string) => `\\u00${ch.charCodeAt(0).toString(16)}`;
    const upperEscapeOf = (ch: string) => `\\u00${ch.charCodeAt(0).toString(16).toUpperCase()}`;
    expect(holdsSecret(place(`${key.slice(0, 16)}${escapeOf(key[16]!)}${key.slice(17)}`), [key])).toBe(true);
    expect(holdsSecret(place(`${key.slice(0, 20)}%${key.charCodeAt(20).toString(16).toUpperCase()}${key.slice(21)}`), [key])).toBe(true);
    expect(holdsSecret(place([...key].map((ch) => `%${ch.charCodeAt(0).toString(16)}`).join('')), [key])).toBe(true);
    expect(holdsSecret(place([...key].map(upperEscapeOf).join('')), [key])).toBe(true);
    // The key's digits in upper case are another key: the spelling is exact, only the escapes' own digits fold case.
    expect(holdsSecret(place(key.toUpperCase()), [key])).toBe(false);
    // An escape followed by the rest of the key, but one digit short before it.
    expect(holdsSecret(place(`${key.slice(1, 16)}${escapeOf(key[16]!)}${key.slice(17)}`), [key])).toBe(false);
  });

  it('finds a hex key in a long text with characters beyond Latin-1 (copied by their low byte)', () => {
    const answer = `${txids(Math.ceil(CHUNK / 100), 3)}"\u20ac\u0131 caf\u00e9 \u{1F600}"`; // a two-byte string; two make a text of more than one chunk
    const text = `${answer}\u20ac${key}\u0131${answer}`;
    expect(holdsSecret(text, [key])).toBe(true);
    // U+0131 and U+0161 have the low bytes of `1` and `a`: the copy looks like the key where the text does not hold it.
    const lookalike = key.replace(/1/g, '\u0131').replace(/a/g, '\u0161');
    expect(holdsSecret(`${answer}${lookalike}${answer}`, [key])).toBe(false);
  });
});

describe('compile: once per list of secrets', () => {
  it('reuses what it compiled for an equal list (a gateway made per request), and not for another list', () => {
    const first = compile(['gwk-same-key-01', 'gwa-admin-02']);
    expect(compile(['gwk-same-key-01', 'gwa-admin-02'])).toBe(first);
    expect(compile(['gwk-same-key-01'])).not.toBe(first);
    expect(holds(compile(['gwk-same-key-01', 'gwa-admin-02']), 'x gwa-admin-02 y')).toBe(true);
  });
});
