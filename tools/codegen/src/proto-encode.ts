// Specialised protobuf encoders (issue 25): for each message of a .proto file whose fields are all plain proto3
// scalars the view requests use (uint32, uint64, bool, string, bytes; implicit or explicit presence) or such
// messages, a function that writes EXACTLY the bytes protobuf-es v2 `toBinary(schema, create(schema, init))`
// writes, without `create()` and the reflection-driven writer.
//
// The fast path takes only plainly typed input: numbers for 32-bit fields, bigints for 64-bit ones, booleans,
// strings, Uint8Array, plain objects with no key the message lacks and no `$unknown` fields. Anything else (a
// string for a uint64, a number for a 64-bit field, null, a foreign `$typeName`) goes through toBinary itself,
// so every input gives the same bytes or the same error as protobuf-es. Messages with other field kinds (enums,
// oneofs, repeated, maps, signed or fixed integers, floats), proto2/editions files, messages from other files
// and recursive messages are REFUSED (named with the reason in the generated header) and always use toBinary.
// The output is deterministic (messages in declaration order, fields by number as toBinary writes them).
import { type DescField, type DescFile, type DescMessage, ScalarType } from '@bufbuild/protobuf';

/** Protobuf packages that get specialised encoders (the BTC/USD view requests). */
export const ENCODER_PACKAGES: readonly string[] = ['alspo.cryptoswap.v1'];

const EDITION_PROTO3 = 999;
/** DescField.presence: explicit (written whenever set) or implicit (written when not the zero value). */
const EXPLICIT = 1;
const IMPLICIT = 2;

export interface EncoderPlan {
  supported: DescMessage[];
  refused: Array<{ typeName: string; reason: string }>;
}

const SCALARS: Partial<Record<ScalarType, { wire: number; check: string; zero: string; write: string }>> = {
  [ScalarType.UINT32]: { wire: 0, check: "typeof v === 'number' && v >= 0 && v <= 4294967295 && v % 1 === 0", zero: '0', write: 'varint(w, v)' },
  [ScalarType.UINT64]: { wire: 0, check: "typeof v === 'bigint' && v >= 0n && v <= 18446744073709551615n", zero: '0n', write: 'varint64(w, v)' },
  [ScalarType.BOOL]: { wire: 0, check: "typeof v === 'boolean'", zero: 'false', write: 'w.push(v ? 1 : 0)' },
  [ScalarType.STRING]: { wire: 2, check: "typeof v === 'string'", zero: "''", write: 'lengthDelimited(w, utf8.encode(v))' },
  [ScalarType.BYTES]: { wire: 2, check: 'v instanceof Uint8Array', zero: '', write: 'lengthDelimited(w, v)' },
};

function fieldRefusal(f: DescField, file: DescFile): string | undefined {
  if (f.oneof) return `field ${f.name} is in a oneof`;
  if (f.fieldKind === 'scalar') {
    if (!SCALARS[f.scalar]) return `field ${f.name} has scalar type ${ScalarType[f.scalar]}`;
    if (f.getDefaultValue() !== undefined) return `field ${f.name} has a default value`;
    if (f.longAsString) return `field ${f.name} uses jstype=JS_STRING`;
    if (f.presence !== EXPLICIT && f.presence !== IMPLICIT) return `field ${f.name} is required`;
    return undefined;
  }
  if (f.fieldKind === 'message') {
    if (f.delimitedEncoding) return `field ${f.name} uses the delimited (group) encoding`;
    if (f.message.file !== file) return `field ${f.name} has a message type from another file (${f.message.typeName})`;
    return undefined;
  }
  return `field ${f.name} is a ${f.fieldKind}`;
}

/** Which messages get an encoder: supported fields, and every message field's type supported too (not recursive). */
export function planEncoders(file: DescFile): EncoderPlan {
  const all: DescMessage[] = [];
  const walk = (ms: DescMessage[]) => {
    for (const m of ms) {
      all.push(m);
      walk(m.nestedMessages);
    }
  };
  walk(file.messages);
  const reasons = new Map<string, string>();
  if (file.edition !== EDITION_PROTO3) for (const m of all) reasons.set(m.typeName, `the file is not proto3 (edition ${file.edition})`);
  for (const m of all) {
    if (reasons.has(m.typeName)) continue;
    for (const f of m.fields) {
      const r = fieldRefusal(f, file);
      if (r) {
        reasons.set(m.typeName, r);
        break;
      }
    }
  }
  // A message is only as encodable as the messages it holds; a cycle is refused.
  const resolve = (m: DescMessage, seen: Set<string>): string | undefined => {
    if (reasons.has(m.typeName)) return reasons.get(m.typeName);
    if (seen.has(m.typeName)) return 'the message is recursive';
    seen.add(m.typeName);
    for (const f of m.fields) {
      if (f.fieldKind !== 'message') continue;
      const r = resolve(f.message, seen);
      if (r) return f.message.typeName === m.typeName || r === 'the message is recursive' ? r : `field ${f.name} holds ${f.message.typeName}, refused`;
    }
    seen.delete(m.typeName);
    return undefined;
  };
  const supported: DescMessage[] = [];
  const refused: EncoderPlan['refused'] = [];
  for (const m of all) {
    const r = resolve(m, new Set());
    if (r) refused.push({ typeName: m.typeName, reason: r });
    else supported.push(m);
  }
  return { supported, refused };
}

/** TypeScript name of a message type as protoc-gen-es exports it (nested: Parent_Child). */
const tsName = (m: DescMessage) => (m.file.proto.package ? m.typeName.slice(m.file.proto.package.length + 1) : m.typeName).split('.').join('_');

/** The varint bytes of a field's tag, as a literal list. */
function tagBytes(no: number, wire: number): string {
  let t = (no << 3) | wire;
  const out: number[] = [];
  while (t > 127) {
    out.push((t & 127) | 128);
    t >>>= 7;
  }
  out.push(t);
  return out.join(', ');
}

function emitField(f: DescField): string {
  const read = `const v = m.${f.localName};`;
  if (f.fieldKind === 'message') {
    return [
      `  {`,
      `    ${read}`,
      '    if (v !== undefined && v !== null) {',
      "      if (typeof v !== 'object' || Array.isArray(v)) return false;",
      '      const sub: number[] = [];',
      `      if (!enc_${tsName(f.message)}(sub, v as Init)) return false;`,
      `      w.push(${tagBytes(f.number, 2)});`,
      '      varint(w, sub.length);',
      '      for (const x of sub) w.push(x);',
      '    }',
      '  }',
    ].join('\n');
  }
  if (f.fieldKind !== 'scalar') throw new Error(`proto-encode: ${f.name} is not encodable`);
  const s = SCALARS[f.scalar]!;
  const present = f.presence === EXPLICIT ? 'true' : f.scalar === ScalarType.BYTES ? 'v.length !== 0' : f.scalar === ScalarType.BOOL ? 'v' : `v !== ${s.zero}`;
  return [
    '  {',
    `    ${read}`,
    '    if (v !== undefined) {',
    `      if (!(${s.check})) return false;`,
    `      if (${present}) {`,
    `        w.push(${tagBytes(f.number, s.wire)});`,
    `        ${s.write};`,
    '      }',
    '    }',
    '  }',
  ].join('\n');
}

function emitEncoder(m: DescMessage): string {
  const n = tsName(m);
  const known = ['$typeName', ...m.fields.map((f) => f.localName)].map((k) => JSON.stringify(k)).join(', ');
  const fields = [...m.fields].sort((a, b) => a.number - b.number);
  return [
    `const keys_${n} = new Set<string>([${known}]);`,
    `/** ${m.typeName}: false when the input is not plainly typed (the caller then uses toBinary). */`,
    `function enc_${n}(w: number[], m: Init): boolean {`,
    `  if (!plain(m, keys_${n}, ${JSON.stringify(m.typeName)})) return false;`,
    ...fields.map(emitField),
    '  return true;',
    '}',
  ].join('\n');
}

const HELPERS = `type Init = Record<string, unknown>;
const utf8 = new TextEncoder();

/** An object with only these keys, its \`$typeName\` (if any) this message's, and no unknown fields to carry. */
function plain(m: Init, keys: ReadonlySet<string>, typeName: string): boolean {
  for (const k in m) {
    if (keys.has(k)) continue;
    if (k === '$unknown' && (m.$unknown === undefined || (Array.isArray(m.$unknown) && m.$unknown.length === 0))) continue;
    return false;
  }
  return m.$typeName === undefined || m.$typeName === typeName;
}

/** A varint of a non-negative integer below 2^53. */
function varint(w: number[], n: number): void {
  while (n > 127) {
    w.push((n % 128) | 128);
    n = Math.floor(n / 128);
  }
  w.push(n);
}

/** A varint of a uint64. */
function varint64(w: number[], v: bigint): void {
  if (v <= 9007199254740991n) return varint(w, Number(v));
  while (v > 127n) {
    w.push(Number(v & 127n) | 128);
    v >>= 7n;
  }
  w.push(Number(v));
}

function lengthDelimited(w: number[], bytes: Uint8Array): void {
  varint(w, bytes.length);
  for (const b of bytes) w.push(b);
}`;

export function emitEncoders(file: DescFile): string {
  const plan = planEncoders(file);
  const out: string[] = [];
  out.push(`// @generated by @gw/codegen proto-encode from ${file.name}.proto: DO NOT EDIT (tools/codegen/src/proto-encode.ts).`);
  out.push('// Specialised encoders: for plainly typed input, exactly the bytes of protobuf-es `toBinary(schema, create(schema, init))`;');
  out.push('// any other input goes through toBinary itself.');
  if (plan.refused.length === 0) out.push('// Every message of the file has a generated encoder.');
  else {
    out.push('// Left to toBinary (refused by the emitter):');
    for (const r of plan.refused) out.push(`//   ${r.typeName}: ${r.reason}`);
  }
  out.push('/* eslint-disable */');
  out.push('');
  out.push("import { create, type DescMessage, type MessageInitShape, type MessageShape, toBinary } from '@bufbuild/protobuf';");
  out.push(HELPERS);
  for (const m of plan.supported) {
    out.push('');
    out.push(emitEncoder(m));
  }
  out.push('');
  out.push('/** Generated encoders by message type name (undefined: the input was not plainly typed). */');
  out.push('export const encoders: { readonly [typeName: string]: ((init: Init) => Uint8Array | undefined) | undefined } = {');
  for (const m of plan.supported) {
    out.push(`  ${JSON.stringify(m.typeName)}: (init: Init) => {`);
    out.push('    const w: number[] = [];');
    out.push(`    return enc_${tsName(m)}(w, init) ? Uint8Array.from(w) : undefined;`);
    out.push('  },');
  }
  out.push('};');
  out.push('');
  out.push('/** `toBinary(schema, create(schema, init))` through the generated encoder when there is one and the input is plain. */');
  out.push('export function encode<Desc extends DescMessage>(schema: Desc, init?: MessageInitShape<Desc> | MessageShape<Desc>): Uint8Array {');
  out.push('  const fast = encoders[schema.typeName];');
  out.push(
    "  const bytes = fast !== undefined && init !== null && typeof init === 'object' ? fast(init as Init) : init === undefined ? fast?.({}) : undefined;",
  );
  out.push('  return bytes ?? toBinary(schema, create(schema, init as MessageInitShape<Desc>));');
  out.push('}');
  out.push('');
  return out.join('\n');
}
