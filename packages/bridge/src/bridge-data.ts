// BridgeData protobuf (frusd.bridge.BridgeData): fields 1..3 via the generated @bufbuild/protobuf v2 code;
// field 4 (btc_conversion) via conversion.ts with caller-verified sub-field numbers.
// proto3 omits action = 0 (DIRECT_TRANSFER) on the wire: a P2WPKH-only payload starts 0x1216.
import { create, toBinary } from '@bufbuild/protobuf';
import { BinaryWriter, WireType } from '@bufbuild/protobuf/wire';
import { concatBytes } from './bytes.js';
import { type BtcConversionFields, type ConversionLayout, encodeBtcConversion } from './conversion.js';
import { BridgeDataSchema } from './gen/proto/frusd/bridge/v1/bridge_pb.js';

/** BridgeData.action 0, the only value the seed shows ("always"). */
export const ACTION_DIRECT_TRANSFER = 0;
/** BridgeData field number of btc_conversion (seed 001 Arm B table). */
export const BTC_CONVERSION_FIELD = 4;

export interface BridgeDataFields {
  recipientScript: Uint8Array;
  recipientProtostone?: Uint8Array | undefined;
  /** The conversion and the sub-field layout the caller verified. */
  btcConversion?: { fields: BtcConversionFields; layout: ConversionLayout } | undefined;
}

/** Serialises already-validated fields. Validation lives in deposit.ts. */
export function encodeBridgeData(fields: BridgeDataFields): Uint8Array {
  const base = toBinary(
    BridgeDataSchema,
    create(BridgeDataSchema, { action: ACTION_DIRECT_TRANSFER, recipientScript: fields.recipientScript, recipientProtostone: fields.recipientProtostone }),
  );
  if (!fields.btcConversion) return base;
  // Field 4 is the highest number, so appending it keeps field-number order.
  const sub = encodeBtcConversion(fields.btcConversion.fields, fields.btcConversion.layout);
  return concatBytes(base, new BinaryWriter().tag(BTC_CONVERSION_FIELD, WireType.LengthDelimited).bytes(sub).finish());
}
