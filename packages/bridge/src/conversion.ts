// BridgeData.btc_conversion (field 4), encoded only with sub-field numbers the caller has verified.
// The seed names the sub-fields (convert_bps, btc_destination, max_slippage_bps) but not their numbers,
// and no .proto is published (observed.md §9). A wrong number still succeeds on Ethereum and the
// coordinator pays the operator's fallback recipient instead of the depositor, silently (seed 001 Arm B
// rule 1). So there is no default layout: without one, a conversion is refused.
import { BinaryWriter, WireType } from '@bufbuild/protobuf/wire';
import { BridgeInputError } from './errors.js';

/** Protobuf field numbers of the three BtcConversion sub-fields, as verified by the caller. */
export interface ConversionLayout {
  convertBps: number;
  btcDestination: number;
  maxSlippageBps: number;
}

/** The conversion as encoded. `maxSlippageBps` undefined = field left unset. */
export interface BtcConversionFields {
  convertBps: number;
  btcDestination: Uint8Array;
  maxSlippageBps?: number | undefined;
}

/** The wire (proto) names of the layout's keys, as the CLI spells them. */
export const CONVERSION_LAYOUT_KEYS = { convert_bps: 'convertBps', btc_destination: 'btcDestination', max_slippage_bps: 'maxSlippageBps' } as const;

/** A conversion asked for without a verified layout. Nothing was built. */
export class ConversionLayoutRequired extends BridgeInputError {
  override readonly name: string = 'ConversionLayoutRequired';
  constructor() {
    super(
      'conversionLayout',
      'a BTC conversion is refused by default: the field numbers of frusd.bridge.BridgeData.btc_conversion ' +
        '(convert_bps, btc_destination, max_slippage_bps) are not published, and a wrong guess makes the ' +
        "coordinator pay the operator's fallback recipient instead of you, silently. Either deposit without a " +
        "conversion, or verify the layout against the bridge operator's decoder and pass it explicitly: " +
        'conversionLayout { convertBps: N, btcDestination: N, maxSlippageBps: N } ' +
        '(CLI: --conversion-layout convert_bps=N,btc_destination=N,max_slippage_bps=N)',
    );
  }
}

const MAX_FIELD = 2 ** 29 - 1;
const isFieldNumber = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_FIELD && !(n >= 19000 && n <= 19999);

/** Checks a layout: three distinct valid protobuf field numbers. Throws BridgeInputError otherwise. */
export function checkConversionLayout(layout: ConversionLayout, field = 'conversionLayout'): ConversionLayout {
  const names = ['convertBps', 'btcDestination', 'maxSlippageBps'] as const;
  for (const k of names) {
    if (!isFieldNumber(layout?.[k])) {
      throw new BridgeInputError(`${field}.${k}`, `must be a protobuf field number (1..${MAX_FIELD}, not 19000..19999), got ${JSON.stringify(layout?.[k])}`);
    }
  }
  if (new Set(names.map((k) => layout[k])).size !== names.length) {
    throw new BridgeInputError(field, `field numbers must be distinct, got ${JSON.stringify(layout)}`);
  }
  return { convertBps: layout.convertBps, btcDestination: layout.btcDestination, maxSlippageBps: layout.maxSlippageBps };
}

/** Parses `convert_bps=1,btc_destination=2,max_slippage_bps=3` (all three keys, each once). */
export function parseConversionLayout(text: string, field = 'conversionLayout'): ConversionLayout {
  const out: Partial<Record<keyof ConversionLayout, number>> = {};
  for (const part of text.split(',')) {
    const m = /^\s*([a-z_]+)\s*=\s*([0-9]+)\s*$/.exec(part);
    const key = m ? CONVERSION_LAYOUT_KEYS[m[1] as keyof typeof CONVERSION_LAYOUT_KEYS] : undefined;
    if (!m || !key) throw new BridgeInputError(field, `expected convert_bps=N,btc_destination=N,max_slippage_bps=N, got ${JSON.stringify(text)}`);
    if (out[key] !== undefined) throw new BridgeInputError(field, `${m[1]} given twice`);
    out[key] = Number(m[2]);
  }
  const missing = Object.entries(CONVERSION_LAYOUT_KEYS)
    .filter(([, k]) => out[k] === undefined)
    .map(([wire]) => wire);
  if (missing.length) throw new BridgeInputError(field, `missing ${missing.join(', ')}: name all three verified field numbers`);
  return checkConversionLayout(out as ConversionLayout, field);
}

/** Serialises the BtcConversion sub-message with the layout's field numbers (proto3: unset fields omitted). */
export function encodeBtcConversion(c: BtcConversionFields, layout: ConversionLayout): Uint8Array {
  const entries: { no: number; write: (w: BinaryWriter) => void }[] = [
    { no: layout.convertBps, write: (w) => w.tag(layout.convertBps, WireType.Varint).uint32(c.convertBps) },
    { no: layout.btcDestination, write: (w) => w.tag(layout.btcDestination, WireType.LengthDelimited).bytes(c.btcDestination) },
  ];
  const slippage = c.maxSlippageBps;
  if (slippage !== undefined) entries.push({ no: layout.maxSlippageBps, write: (w) => w.tag(layout.maxSlippageBps, WireType.Varint).uint32(slippage) });
  const w = new BinaryWriter();
  for (const e of entries.sort((a, b) => a.no - b.no)) e.write(w); // field-number order, as protobuf encoders write
  return w.finish();
}
