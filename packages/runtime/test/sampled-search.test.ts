// The sampled search reads one word in `step` of a Latin-1 copy of the text, a chunk at a time (sampled-search.ts):
// it must report every occurrence `indexOf` finds, wherever it lies against the words read and the chunks, in text
// of any characters. Where the platform has no Buffer (a browser) there is no chunk, and secret-scan.ts uses indexOf.
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { CHUNK, eachOccurrence, latin1Chunk, type Sampled, sampledOf } from '../src/sampled-search.js';
import { hexText } from './hex-text.js';

/** Each chunk of the text in turn, as secret-scan.ts reads it; false past `most` places. */
const each = (s: Sampled, text: string, places: number[], most = Number.POSITIVE_INFINITY) => {
  const chunk = latin1Chunk();
  if (!chunk) throw new Error('no Buffer');
  const longest = Math.max(...s.parts.map((p) => p.length));
  for (let start = 0; start < text.length; start += CHUNK)
    if (!eachOccurrence(s, chunk, text, text.slice(start, start + CHUNK + longest - 1), start, places, most)) return false;
  return true;
};
const occurrences = (parts: string[], text: string) => {
  const places: number[] = [];
  each(sampledOf(parts), text, places);
  return [...new Set(places)].sort((a, b) => a - b);
};
const byIndexOf = (parts: string[], text: string) => {
  const found = new Set<number>();
  for (const p of parts) for (let at = text.indexOf(p); at !== -1; at = text.indexOf(p, at + 1)) found.add(at);
  return [...found].sort((a, b) => a - b);
};

it('has no chunk to copy into without a Buffer (a browser)', () => {
  vi.stubGlobal('Buffer', undefined);
  expect(latin1Chunk()).toBeUndefined();
  vi.unstubAllGlobals();
  expect(latin1Chunk()).toBeDefined();
});

describe('eachOccurrence', () => {
  const key = '128df13c1e54ffaaafcc9d07ec7427d6';

  it('finds a part at every position around the chunk boundaries, the start and the end of the text', () => {
    const filler = hexText(3 * CHUNK, 7);
    const at = [0, 1, 2, 3, 4, 5, 6, 7, 8, 29, 30, 31];
    for (let i = CHUNK - key.length - 6; i <= CHUNK + 6; i++) at.push(i, 2 * CHUNK + i - CHUNK);
    for (let i = 0; i < 8; i++) at.push(filler.length - key.length - i);
    for (const p of at) {
      const text = filler.slice(0, p) + key + filler.slice(p + key.length);
      expect(occurrences([key], text), `at ${p}`).toEqual(byIndexOf([key], text));
      expect(occurrences([key], text)).toContain(p);
      // The text ending right after the part: its last word is cut short.
      expect(occurrences([key], text.slice(0, p + key.length)), `ending at ${p}`).toContain(p);
    }
  });

  it('finds the shortest part sampled (two words read apart) and parts of several lengths at once', () => {
    const parts = ['c0ffee12345', key, '9d07ec7427d6ab1'];
    const filler = hexText(2 * CHUNK + 13, 11);
    for (let p = CHUNK - 40; p < CHUNK + 4; p += 3) {
      const text = `${filler.slice(0, p)}${parts[0]}${filler.slice(p, p + 50)}${parts[2]}${filler.slice(p + 50)}${key}`;
      expect(occurrences(parts, text), `at ${p}`).toEqual(byIndexOf(parts, text));
    }
  });

  it('reads a character beyond Latin-1 by its low byte, and never reports what the text does not hold', () => {
    // U+0131 and U+0161 have the low bytes of `1` and `a`: the copy holds the key's bytes where the text does not.
    const lookalike = key.replace(/1/g, '\u0131').replace(/a/g, '\u0161');
    const text = `${hexText(CHUNK, 3)}\u20ac${lookalike}${hexText(100, 4)}"\u00e9${key}"${hexText(CHUNK, 5)}`;
    expect(occurrences([key], text)).toEqual([text.indexOf(key)]);
    expect(occurrences([lookalike], text)).toEqual([text.indexOf(lookalike)]);
  });

  it("copies with the Buffer's write(…, 'latin1'), a polyfill's too", () => {
    // As the npm buffer package writes Latin-1: each unit's low byte.
    const polyfill = {
      allocUnsafeSlow: (size: number) => {
        const bytes = new Uint8Array(size);
        const write = (text: string, offset: number, length: number) => {
          for (let i = 0; i < length; i++) bytes[offset + i] = text.charCodeAt(i) & 0xff;
          return length;
        };
        return Object.assign(bytes, { write });
      },
    };
    const text = `${hexText(CHUNK - 40, 12)}${key}${hexText(CHUNK / 2, 13)}${key}${hexText(CHUNK, 14)}`;
    vi.stubGlobal('Buffer', polyfill); // only while it searches: vitest itself uses Buffer
    let found: number[];
    try {
      found = occurrences([key], text);
    } finally {
      vi.unstubAllGlobals();
    }
    expect(found).toEqual([CHUNK - 40, CHUNK + CHUNK / 2 - 8]);
  });

  it('stops past the most places asked for', () => {
    const text = `${key}${hexText(CHUNK, 9)}${key}${hexText(CHUNK, 10)}${key}`;
    const places: number[] = [];
    expect(each(sampledOf([key]), text, places, 1)).toBe(false);
    expect(places).toHaveLength(2); // the first occurrence may be added once for each word read in it
    const all: number[] = [];
    expect(each(sampledOf([key]), text, all, 10)).toBe(true);
    expect([...new Set(all)]).toEqual([0, CHUNK + key.length, 2 * CHUNK + 2 * key.length]);
  });

  it('agrees with indexOf on long texts with parts placed anywhere', () => {
    const partArb = fc.oneof(fc.stringMatching(/^[0-9a-f]{11,40}$/), fc.stringMatching(/^[0-9a-zA-Z"\-_.~:é😀]{11,24}$/u));
    const caseArb = fc.record({
      parts: fc.array(partArb, { minLength: 1, maxLength: 3 }),
      length: fc.integer({ min: 4, max: 2 * CHUNK + 100 }),
      seed: fc.integer(),
      placed: fc.array(fc.tuple(fc.nat(), fc.nat(), fc.nat({ max: 3 })), { maxLength: 6 }),
    });
    const property = fc.property(caseArb, ({ parts, length, seed, placed }) => {
      let text = hexText(length, seed);
      // Each placed part whole or cut short (a near miss).
      for (const [which, where, cut] of placed) {
        const part = parts[which % parts.length]!;
        const at = where % text.length;
        text = text.slice(0, at) + part.slice(0, part.length - cut) + text.slice(at);
      }
      expect(occurrences(parts, text)).toEqual(byIndexOf(parts, text));
    });
    fc.assert(property, { numRuns: 200 });
  });
});
