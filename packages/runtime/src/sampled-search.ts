// Finding long parts of secrets in long text by reading a few places of it. The text is copied a chunk at a time as
// Latin-1 bytes (each UTF-16 unit's low byte, one byte per unit), and one aligned 4-byte word in `step` is read: every
// occurrence of a part holds `step` whole aligned words in a row, so one of them is read; a word that may be one of a
// part's is checked against the text itself. Where a part's characters fill the text (a hex key in an answer of hex
// txids) `indexOf` skips only a few characters at a time; this reads about one word in seven for a 32-character part.

/**
 * Bytes copied at a time: a multiple of 4, small enough to stay in the CPU's cache while it is read. A text no longer
 * than this is searched with `indexOf`.
 */
export const CHUNK = 32768;
/** Parts shorter than this hold no two whole aligned words: `indexOf` searches them. */
export const MIN_SAMPLED_PART = 11;

const TABLE_BITS = 15;
const hash = (word: number) => Math.imul(word, 0x9e3779b1) >>> (32 - TABLE_BITS);

export interface Sampled {
  parts: string[];
  /** Words between two words read: the fewest whole aligned words any part holds. */
  step: number;
  /** Each 4-character window of each part: its word (low bytes, in the platform's byte order), offset and part. */
  grams: Array<{ word: number; offset: number; part: string }>;
  /** Which words may be one of `grams` (by hash); made on the first long text. */
  table?: Uint8Array;
}

export function sampledOf(parts: string[]): Sampled {
  const bytes = new Uint8Array(4);
  const word = new Uint32Array(bytes.buffer);
  const grams: Sampled['grams'] = [];
  for (const part of parts)
    for (let offset = 0; offset + 4 <= part.length; offset++) {
      for (let k = 0; k < 4; k++) bytes[k] = part.charCodeAt(offset + k) & 0xff;
      grams.push({ word: word[0]!, offset, part });
    }
  return { parts, step: Math.min(...parts.map((p) => (p.length - 3) >> 2)), grams };
}

interface Latin1Buffer extends Uint8Array {
  write(text: string, offset: number, length: number, encoding: 'latin1'): number;
}
type BufferClass = { allocUnsafeSlow(size: number): Latin1Buffer };
/** A chunk of text copied as Latin-1 bytes, and the same bytes as 4-byte words. */
export interface Latin1Chunk {
  from: BufferClass;
  /** Copies the first `length` characters of a text into `words`. */
  write: (text: string, length: number) => void;
  words: Uint32Array;
}
let scratch: Latin1Chunk | undefined;

/** A reusable chunk to copy text into, where the platform can write Latin-1 (Node's Buffer); none in a browser. */
export function latin1Chunk(): Latin1Chunk | undefined {
  const from = (globalThis as { Buffer?: BufferClass }).Buffer;
  if (typeof from?.allocUnsafeSlow !== 'function') return undefined;
  if (scratch?.from !== from) {
    const bytes = from.allocUnsafeSlow(CHUNK);
    const write: Latin1Chunk['write'] = (text, length) => bytes.write(text, 0, length, 'latin1');
    scratch = { from, write, words: new Uint32Array(bytes.buffer, bytes.byteOffset, CHUNK >> 2) };
  }
  return scratch;
}

/**
 * Adds to `places` the start of every occurrence of each part that starts in the CHUNK characters of `text` from
 * `start` (an occurrence may be added twice); false as soon as there are more than `most` places. `piece` is those
 * characters (a slice of `text`, perhaps longer). Chunks are read from their first word: the last word read in a chunk
 * is less than `step` words before the next chunk's first, so no `step` words in a row go unread.
 */
export function eachOccurrence(s: Sampled, chunk: Latin1Chunk, text: string, piece: string, start: number, places: number[], most: number): boolean {
  const length = Math.min(CHUNK, text.length - start);
  chunk.write(piece, length);
  const table = (s.table ??= tableOf(s));
  const { words } = chunk;
  const end = length >> 2; // whole words only
  for (let w = nextHit(table, words, 0, end, s.step); w !== -1; w = nextHit(table, words, w + s.step, end, s.step))
    if (!check(s, text, words[w]!, start + (w << 2), places, most)) return false;
  return true;
}

/** The first of the words `from`, `from + step`, … before `end` that may be one of a part's; -1 if none. */
function nextHit(table: Uint8Array, words: Uint32Array, from: number, end: number, step: number): number {
  let w = from;
  // Four reads, one test: the reads are independent, so the CPU overlaps them.
  for (const last = end - 3 * step; w < last; w += 4 * step)
    if ((table[hash(words[w]!)]! | table[hash(words[w + step]!)]! | table[hash(words[w + 2 * step]!)]! | table[hash(words[w + 3 * step]!)]!) !== 0) break;
  for (; w < end; w += step) if (table[hash(words[w]!)] !== 0) return w;
  return -1;
}

function tableOf(s: Sampled): Uint8Array {
  const table = new Uint8Array(1 << TABLE_BITS);
  for (const g of s.grams) table[hash(g.word)] = 1;
  return table;
}

/** Adds the occurrences that hold `word`, read at `at`, as one of their 4-character windows; false past `most`. */
function check(s: Sampled, text: string, word: number, at: number, places: number[], most: number): boolean {
  for (const g of s.grams) {
    if (g.word !== word) continue;
    const start = at - g.offset;
    if (start >= 0 && text.startsWith(g.part, start) && places.push(start) > most) return false;
  }
  return true;
}
