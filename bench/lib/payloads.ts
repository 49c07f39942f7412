// Benchmark payloads that look like real answers (issue 25 item 3), made the same way on every run:
// - hex (txids, wtxids, transaction ids): SHA-256 of a label and an index, so every digit is uniformly one of the 16
//   (real txids are hashes; a counter padded with zeros is mostly digits, which a regular expression checks faster);
// - numbers and amounts from a seeded generator (mulberry32): vsizes, fees, amounts of every length from 1 to 19 digits;
// - addresses: `bc1p` and 58 characters of the bech32 alphabet (the length of a taproot address);
// - shapes and the other fields from the recorded fixtures (mempool_snapshot page-2, get-pool-swap-history count-50,
//   forex_rates usd-all); `withEscapes` writes some strings with JSON escapes (the same values once parsed).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const fixture = (p: string) => JSON.parse(readFileSync(join(root, 'conformance/fixtures/mainnet', p), 'utf8')).response.body;

/** 64 hex digits: SHA-256 of `label:i`. */
export const hex64 = (label: string, i: number) => createHash('sha256').update(`${label}:${i}`).digest('hex');

/** A seeded generator of numbers in [0, 1) (mulberry32). */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';

/** A mempool_snapshot result of `n` entries shaped like the recorded page. */
export function mempoolSnapshot(n: number) {
  const page = fixture('mempool/mempool_snapshot/page-2.json').result;
  const r = random(1);
  const entries = Array.from({ length: n }, (_, i) => {
    const vsize = 110 + Math.floor(r() * 5000);
    const feerate = 1 + Math.floor(r() * 80);
    return {
      txid: hex64('txid', i),
      wtxid: hex64('wtxid', i),
      vsize,
      weight: vsize * 4 - Math.floor(r() * 4),
      fee: vsize * feerate,
      feerate,
      first_seen: 1_795_391_023_207 + i * 137,
      seq: 100_000 + i,
      origin: 'p2p',
      provisional: r() < 0.01,
      rbf: r() < 0.3,
    };
  });
  return { ...page, seq: 100_000 + n, count: n, entries };
}

/** A get-pool-swap-history answer (data-API envelope) of `n` records shaped like the recorded one. */
export function swapHistory(n: number) {
  const hist = fixture('data-api/get-pool-swap-history/count-50.json');
  const swap0 = hist.data.swaps[0];
  const r = random(3);
  const amount = () => String(1 + Math.floor(r() * 9)) + Array.from({ length: Math.floor(r() * 18) }, () => Math.floor(r() * 10)).join('');
  const address = () => `bc1p${Array.from({ length: 58 }, () => BECH32[Math.floor(r() * 32)]).join('')}`;
  const swaps = Array.from({ length: n }, (_, i) => {
    const seller = address();
    return {
      ...swap0,
      transactionId: hex64('swap', i),
      address: seller,
      timestamp: new Date(Date.UTC(2026, 10, 21) - i * 37_000).toISOString().replace('.000Z', 'Z'),
      poolTxId: String(Math.floor(r() * 100_000)),
      soldAmount: amount(),
      boughtAmount: amount(),
      sellerAddress: seller,
    };
  });
  return { ...hist, data: { ...hist.data, swaps, total: n, count: n } };
}

/** The recorded forex_rates result. */
export const forexRates = () => fixture('forex/forex_rates/usd-all.json').result;

/** The same JSON with every 50th 64-hex string's first digit written as a `\u00XX` escape (parses to the same value). */
export function withEscapes(text: string): string {
  let i = 0;
  return text.replace(/"([0-9a-f])([0-9a-f]{63})"/g, (m, first: string, rest: string) =>
    i++ % 50 === 0 ? `"\\u00${first.charCodeAt(0).toString(16)}${rest}"` : m,
  );
}
