// `block:tx` text <-> the generated AlkaneId message (block uint32, tx uint64 as bigint).
import { create, type MessageInitShape } from '@bufbuild/protobuf';
import { type AlkaneId, AlkaneIdSchema } from '../gen/proto/alspo/cryptoswap/v1/cryptoswap_pb.js';
import { ViewRequestError } from './errors.js';

const ID_RE = /^([0-9]+):([0-9]+)$/;
const U32 = 2n ** 32n - 1n;
const U64 = 2n ** 64n - 1n;

/** Parses `4:1778` into an AlkaneId; refuses anything else (naming `field`). */
export function parseAlkaneId(text: string, field = 'pool', view = 'alkane id'): AlkaneId {
  const m = typeof text === 'string' ? ID_RE.exec(text.trim()) : null;
  if (!m) throw new ViewRequestError(view, field, `expected block:tx (e.g. 4:1778), got ${JSON.stringify(text)}`);
  const block = BigInt(m[1]!);
  const tx = BigInt(m[2]!);
  if (block > U32) throw new ViewRequestError(view, field, `block ${block} exceeds uint32`);
  if (tx > U64) throw new ViewRequestError(view, field, `tx ${tx} exceeds uint64`);
  return create(AlkaneIdSchema, { block: Number(block), tx });
}

/** `block:tx` text of an AlkaneId (or `-` when absent). */
export function formatAlkaneId(id: MessageInitShape<typeof AlkaneIdSchema> | undefined): string {
  if (!id) return '-';
  return `${id.block ?? 0}:${id.tx ?? 0n}`;
}
