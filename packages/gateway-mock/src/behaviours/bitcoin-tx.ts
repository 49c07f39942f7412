import { createHash } from 'node:crypto';

/** What the mempool needs of a raw Bitcoin transaction: its ids and sizes. */
export interface ParsedTx {
  /** Display-order hex (reversed double SHA-256 of the serialization without witness). */
  txid: string;
  wtxid: string;
  weight: number;
  vsize: number;
  hex: string;
}

const sha256d = (b: Uint8Array) => createHash('sha256').update(createHash('sha256').update(b).digest()).digest();
const display = (h: Buffer) => Buffer.from(h).reverse().toString('hex');

/**
 * Parses a serialized transaction (BIP 144 when it carries witness data) far enough to compute txid, wtxid and
 * weight. Throws a RangeError naming what is wrong; trailing bytes are an error.
 */
export function parseTx(bytes: Uint8Array): ParsedTx {
  let at = 0;
  const need = (n: number, what: string) => {
    if (at + n > bytes.length) throw new RangeError(`truncated transaction: ${what} at byte ${at}`);
  };
  const skip = (n: number, what: string) => {
    need(n, what);
    at += n;
  };
  const varint = (what: string): number => {
    need(1, what);
    const first = bytes[at++]!;
    if (first < 0xfd) return first;
    const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8;
    need(width, what);
    let n = 0;
    for (let i = width - 1; i >= 0; i--) n = n * 256 + bytes[at + i]!;
    at += width;
    if (!Number.isSafeInteger(n) || n > bytes.length) throw new RangeError(`implausible ${what} count ${n}`);
    return n;
  };
  skip(4, 'version');
  const segwit = bytes[at] === 0 && bytes[at + 1] === 1;
  if (segwit) at += 2;
  const bodyStart = at;
  const inputs = varint('input');
  if (inputs === 0) throw new RangeError('a transaction needs at least one input');
  for (let i = 0; i < inputs; i++) {
    skip(36, 'outpoint');
    skip(varint('script length'), 'script');
    skip(4, 'sequence');
  }
  const outputs = varint('output');
  for (let i = 0; i < outputs; i++) {
    skip(8, 'value');
    skip(varint('script length'), 'script');
  }
  const bodyEnd = at;
  if (segwit) for (let i = 0; i < inputs; i++) for (let n = varint('witness item'); n > 0; n--) skip(varint('witness length'), 'witness item');
  skip(4, 'locktime');
  if (at !== bytes.length) throw new RangeError(`${bytes.length - at} bytes after the locktime`);
  const stripped = segwit ? Buffer.concat([bytes.subarray(0, 4), bytes.subarray(bodyStart, bodyEnd), bytes.subarray(bytes.length - 4)]) : Buffer.from(bytes);
  const weight = stripped.length * 3 + bytes.length;
  return {
    txid: display(sha256d(stripped)),
    wtxid: display(sha256d(bytes)),
    weight,
    vsize: Math.ceil(weight / 4),
    hex: Buffer.from(bytes).toString('hex'),
  };
}
