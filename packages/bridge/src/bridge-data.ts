// BridgeData protobuf (frusd.bridge.BridgeData) via the generated @bufbuild/protobuf v2 code.
// proto3 omits action = 0 (DIRECT_TRANSFER) on the wire: a P2WPKH-only payload starts 0x1216.
import { create, toBinary } from '@bufbuild/protobuf';
import { BridgeDataSchema, BtcConversionSchema } from './gen/proto/frusd/bridge/v1/bridge_pb.js';

/** BridgeData.action 0, the only value the seed shows ("always"). */
export const ACTION_DIRECT_TRANSFER = 0;

export interface BridgeDataFields {
  recipientScript: Uint8Array;
  recipientProtostone?: Uint8Array | undefined;
  btcConversion?: { convertBps: number; btcDestination: Uint8Array; maxSlippageBps: number } | undefined;
}

/** Serialises already-validated fields. Validation lives in deposit.ts. */
export function encodeBridgeData(fields: BridgeDataFields): Uint8Array {
  const msg = create(BridgeDataSchema, {
    action: ACTION_DIRECT_TRANSFER,
    recipientScript: fields.recipientScript,
    recipientProtostone: fields.recipientProtostone,
    btcConversion: fields.btcConversion ? create(BtcConversionSchema, fields.btcConversion) : undefined,
  });
  return toBinary(BridgeDataSchema, msg);
}
