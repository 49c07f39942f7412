// frUSD deposit views at /v4/{apiKey}/ethereum/frusd (seed 002 §Endpoints; messages observed.md §8:
// no .proto is published, so these are decoded with the protobuf wire reader, field by field).
//   frusddepositsbyrecipient: DepositsByRecipientRequest{bytes recipient_script = 1}
//                             -> DepositsResponse{repeated Deposit deposits = 1}
//   Deposit{uint64 payment_id = 1; bytes fr_amount = 2 (big-endian uint256, 8 decimals);
//           uint64 block_number = 3; bytes tx_hash = 4 (32 bytes); bool confirmed = 5}
//   frusdindexheight (request 0x) -> IndexHeightResponse{uint64 height = 1}
// A bare script instead of the request message answers `0x`, which decodes to NO deposits: it looks
// like "no deposits", so always send the wrapped message (encodeDepositsByRecipientRequest).
import type { Gateway, RpcCallOptions } from '@gw/runtime';
import { BinaryReader, BinaryWriter, WireType } from '@bufbuild/protobuf/wire';
import { createFrusdClient } from '../gen/frusd/client.js';
import { ViewDecodeError } from './errors.js';
import { fromHex0x, toHex0x } from './hex.js';

export interface FrusdDeposit {
  paymentId: bigint;
  /** fr_amount as an integer in frUSD base units (8 decimals). */
  frAmount: bigint;
  blockNumber: bigint;
  /** `0x` + 32-byte hash. */
  txHash: string;
  confirmed: boolean;
}

export function encodeDepositsByRecipientRequest(recipientScript: Uint8Array): string {
  return toHex0x(new BinaryWriter().tag(1, WireType.LengthDelimited).bytes(recipientScript).finish());
}

function beUint(b: Uint8Array): bigint {
  let x = 0n;
  for (const v of b) x = (x << 8n) | BigInt(v);
  return x;
}

function decodeDeposit(bytes: Uint8Array): FrusdDeposit {
  const r = new BinaryReader(bytes);
  const d: FrusdDeposit = { paymentId: 0n, frAmount: 0n, blockNumber: 0n, txHash: '0x', confirmed: false };
  while (r.pos < r.len) {
    const [no, wt] = r.tag();
    if (no === 1 && wt === WireType.Varint) d.paymentId = r.uint64() as bigint;
    else if (no === 2 && wt === WireType.LengthDelimited) {
      const b = r.bytes();
      if (b.length > 32) throw new ViewDecodeError('frusddepositsbyrecipient', `fr_amount has ${b.length} bytes (uint256 is at most 32)`);
      d.frAmount = beUint(b);
    } else if (no === 3 && wt === WireType.Varint) d.blockNumber = r.uint64() as bigint;
    else if (no === 4 && wt === WireType.LengthDelimited) d.txHash = toHex0x(r.bytes());
    else if (no === 5 && wt === WireType.Varint) d.confirmed = r.bool();
    else r.skip(wt, no);
  }
  return d;
}

/** Decodes a frusddepositsbyrecipient result (`0x` = no deposits). */
export function decodeDepositsResponse(resultHex: string): FrusdDeposit[] {
  const bytes = fromHex0x(resultHex, 'frusddepositsbyrecipient');
  const out: FrusdDeposit[] = [];
  try {
    const r = new BinaryReader(bytes);
    while (r.pos < r.len) {
      const [no, wt] = r.tag();
      if (no === 1 && wt === WireType.LengthDelimited) out.push(decodeDeposit(r.bytes()));
      else r.skip(wt, no);
    }
  } catch (e) {
    if (e instanceof ViewDecodeError) throw e;
    throw new ViewDecodeError('frusddepositsbyrecipient', `result is not a DepositsResponse: ${(e as Error).message}`);
  }
  return out;
}

/** Decodes a frusdindexheight result; undefined when the answer is `0x`. */
export function decodeFrusdIndexHeight(resultHex: string): bigint | undefined {
  const bytes = fromHex0x(resultHex, 'frusdindexheight');
  let h: bigint | undefined;
  try {
    const r = new BinaryReader(bytes);
    while (r.pos < r.len) {
      const [no, wt] = r.tag();
      if (no === 1 && wt === WireType.Varint) h = r.uint64() as bigint;
      else r.skip(wt, no);
    }
  } catch (e) {
    throw new ViewDecodeError('frusdindexheight', `result is not an IndexHeightResponse: ${(e as Error).message}`);
  }
  return h;
}

/** The two observed frUSD views over the generated `createFrusdClient`. */
export function createFrusdViews(gw: Gateway) {
  const client = createFrusdClient(gw);
  return {
    async depositsByRecipient(recipientScript: Uint8Array, opts?: RpcCallOptions): Promise<FrusdDeposit[]> {
      const reply = await client.metashrewView(['frusddepositsbyrecipient', encodeDepositsByRecipientRequest(recipientScript), 'latest'], opts);
      return decodeDepositsResponse(reply.data);
    },
    async indexHeight(opts?: RpcCallOptions): Promise<bigint | undefined> {
      const reply = await client.metashrewView(['frusdindexheight', '0x', 'latest'], opts);
      return decodeFrusdIndexHeight(reply.data);
    },
  };
}
