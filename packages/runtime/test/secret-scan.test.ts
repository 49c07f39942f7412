// The scan behind holdsSecret looks at only a few places of a text (secret-scan.ts); it must say what the full
// pattern over the whole text says, for every text. Texts here are made of spellings of the secret whole and cut
// short, escapes of its characters with the wrong continuation, and noise of hex, escapes and percent signs.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdsSecret } from '../src/redact.js';
import { compile, holds, test as fullPattern } from '../src/secret-scan.js';

const CHARS = [...'0123456789abcdefABC-_ + /"%~.é😀\t\n'];
const secretArb = fc.array(fc.constantFrom(...CHARS), { minLength: 3, maxLength: 12 }).map((cs) => cs.join(''));

const hex = (n: number, width: number, upper: boolean) => {
  const h = n.toString(16).padStart(width, '0');
  return upper ? h.toUpperCase() : h;
};
/** JSON's two-character escapes of the characters above: the letter after the backslash. */
const SHORT: Record<string, string> = { '/': '/', '"': '"', '\t': 't', '\n': 'n' };
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
      return Object.hasOwn(SHORT, ch) ? `${bs}${SHORT[ch]}` : ch;
    default:
      return ch === ' ' ? '+' : ch === '+' ? ' ' : [...new TextEncoder().encode(ch)].map((b) => `${bs}u0025${hex(b, 2, upper)}`).join('');
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
  fc.constantFrom('\\u0061', '\\\\u0030', '\\"', '\\/', '\\n', '\\t', '\\r', '%41', '%2541', '\\u0025', '":"', '\\', '%', ' ', '+'),
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

  it('finds every secret in JSON.stringify of any text that holds it (a tab and a newline written as \\t and \\n)', () => {
    fc.assert(
      fc.property(secretArb, fc.string(), fc.string(), (secret, before, after) => {
        const text = JSON.stringify({ echo: `${before}${secret}${after}` });
        expect(holdsSecret(text, [secret]), text).toBe(true);
      }),
      { numRuns: 500 },
    );
    expect(holdsSecret(JSON.stringify({ echo: 'key\twith-a-tab' }), ['key\twith-a-tab'])).toBe(true);
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

  it('reads a space and a plus either way after an escape', () => {
    expect(holdsSecret(`${'0'.repeat(500)} ab\\u0063+de ${'1'.repeat(500)}`, ['abc de'])).toBe(true);
    expect(holdsSecret(`${'0'.repeat(500)} ab\\u0063 de ${'1'.repeat(500)}`, ['abc+de'])).toBe(true);
    expect(holdsSecret(`${'0'.repeat(500)} ab\\u0063-de ${'1'.repeat(500)}`, ['abc+de'])).toBe(false);
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
