// Specialised protobuf decoders (issue 15): for each message of a .proto file, a decoder function that gives
// EXACTLY the object protobuf-es v2 `fromBinary` gives (same `$typeName`, same members in the same order, zero
// values of implicit-presence fields, bigint for 64-bit integers, `{case, value}` oneofs, packed and unpacked
// repeated scalars, merged repeated occurrences of a singular message field, unknown fields kept in `$unknown`
// with the same `{no, wireType, data}` records, the same errors on malformed input), without the per-field
// closure dispatch, tag arrays and per-message `create()` of the reflection-driven reader.
//
// Driven by the protobuf-es descriptors: `buf build` writes an image (FileDescriptorSet) of specs/proto, and
// `createFileRegistry` turns it into the same DescFile/DescMessage objects protoc-gen-es generates from.
// Anything the emitter does not handle is REFUSED per message (with the reason, in the generated file's
// header) and that message decodes through `fromBinary` instead: proto2/editions files (defaults and presence
// need protobuf-es' prototype chain), maps, groups (delimited encoding), closed enums, jstype=JS_STRING, google.protobuf
// well-known types used as fields (wrappers and Struct have a different local form), messages from other
// files, recursive messages, and every message that contains a refused one.
// The output is deterministic (no timestamps; messages in declaration order).
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { createFileRegistry, type DescField, type DescFile, type DescMessage, fromBinary, ScalarType } from '@bufbuild/protobuf';
import { FileDescriptorSetSchema } from '@bufbuild/protobuf/wkt';
import { protoOutputs } from './proto-map.js';
import { ENCODER_PACKAGES, emitEncoders } from './proto-encode.js';

const run = promisify(execFile);

/** Protobuf packages that get specialised decoders (the BTC/USD views; issue 15). */
export const DECODER_PACKAGES: readonly string[] = ['alspo.cryptoswap.v1'];

// google.protobuf.Edition values (descriptor.proto).
const EDITION_PROTO3 = 999;
// fromBinary's default recursion limit (makeReadContext).
const RECURSION_LIMIT = 100;

export interface Refusal {
  typeName: string;
  reason: string;
}

export interface DecoderPlan {
  /** Messages with a generated decoder, in declaration order (nested after their parent). */
  supported: DescMessage[];
  /** Messages left to `fromBinary`, with the reason. */
  refused: Refusal[];
}

/** All messages of a file, parents before their nested messages, in declaration order. */
function allMessages(file: DescFile): DescMessage[] {
  const out: DescMessage[] = [];
  const walk = (ms: DescMessage[]) => {
    for (const m of ms) {
      out.push(m);
      walk(m.nestedMessages);
    }
  };
  walk(file.messages);
  return out;
}

/** Why a field cannot be decoded by generated code (undefined: it can, provided its message type can). */
function fieldRefusal(f: DescField, file: DescFile): string | undefined {
  if ((f.fieldKind === 'scalar' || f.fieldKind === 'enum') && f.getDefaultValue() !== undefined) return `field ${f.name} has a default value`;
  const kindOfScalar = (scalar: ScalarType, longAsString: boolean) =>
    longAsString && [ScalarType.INT64, ScalarType.UINT64, ScalarType.FIXED64, ScalarType.SFIXED64, ScalarType.SINT64].includes(scalar)
      ? `field ${f.name} uses jstype=JS_STRING`
      : undefined;
  const messageRefusal = (m: DescMessage, delimited: boolean) => {
    if (delimited) return `field ${f.name} uses the delimited (group) encoding`;
    if (m.file !== file) return `field ${f.name} has a message type from another file (${m.typeName})`;
    if (m.typeName.startsWith('google.protobuf.')) return `field ${f.name} is a well-known type (${m.typeName})`;
    return undefined;
  };
  switch (f.fieldKind) {
    case 'scalar':
      return kindOfScalar(f.scalar, f.longAsString);
    case 'enum':
      return f.enum.open ? undefined : `field ${f.name} is a closed enum`;
    case 'message':
      return messageRefusal(f.message, f.delimitedEncoding);
    case 'list':
      if (f.listKind === 'scalar') return kindOfScalar(f.scalar, f.longAsString);
      if (f.listKind === 'enum') return f.enum.open ? undefined : `field ${f.name} is a closed enum`;
      return messageRefusal(f.message, f.delimitedEncoding);
    case 'map':
      return `field ${f.name} is a map`;
  }
}

/** Decides, per message, generated decoder or `fromBinary`. */
export function planDecoders(file: DescFile): DecoderPlan {
  const messages = allMessages(file);
  const verdict = new Map<string, string | null>(); // null: supported
  const visiting = new Set<string>();
  const depth = new Map<string, number>();
  const check = (m: DescMessage): string | null => {
    const known = verdict.get(m.typeName);
    if (known !== undefined) return known;
    if (visiting.has(m.typeName)) return 'recursive message';
    if (m.file.edition !== EDITION_PROTO3) return 'not a proto3 file (defaults and presence need the prototype chain)';
    visiting.add(m.typeName);
    let reason: string | null = null;
    let d = 1;
    for (const f of m.fields) {
      const r = fieldRefusal(f, file);
      if (r !== undefined) {
        reason = r;
        break;
      }
      const child = f.fieldKind === 'message' || (f.fieldKind === 'list' && f.listKind === 'message') ? f.message : undefined;
      if (child) {
        const cr = check(child);
        if (cr !== null) {
          reason = cr === 'recursive message' ? 'recursive message' : `field ${f.name}: ${child.typeName} is refused (${cr})`;
          break;
        }
        d = Math.max(d, 1 + (depth.get(child.typeName) ?? 1));
      }
    }
    visiting.delete(m.typeName);
    if (reason === null && d >= RECURSION_LIMIT) reason = `nesting depth ${d} reaches the recursion limit`;
    verdict.set(m.typeName, reason);
    depth.set(m.typeName, d);
    return reason;
  };
  const supported: DescMessage[] = [];
  const refused: Refusal[] = [];
  for (const m of messages) {
    const r = check(m);
    if (r === null) supported.push(m);
    else refused.push({ typeName: m.typeName, reason: r });
  }
  return { supported, refused };
}

/** TypeScript name of a message type as protoc-gen-es exports it (nested: Parent_Child). */
function tsName(m: DescMessage): string {
  const pkg = m.file.proto.package;
  const rel = pkg ? m.typeName.slice(pkg.length + 1) : m.typeName;
  return rel.split('.').join('_');
}

const SCALAR_READ: Record<ScalarType, (strict: boolean) => string> = {
  [ScalarType.STRING]: (strict) => `str(r, b, ${strict})`,
  [ScalarType.BOOL]: () => 'r.bool()',
  [ScalarType.DOUBLE]: () => 'r.double()',
  [ScalarType.FLOAT]: () => 'r.float()',
  [ScalarType.INT32]: () => 'r.int32()',
  [ScalarType.UINT32]: () => 'r.uint32()',
  [ScalarType.SINT32]: () => 'r.sint32()',
  [ScalarType.FIXED32]: () => 'r.fixed32()',
  [ScalarType.SFIXED32]: () => 'r.sfixed32()',
  [ScalarType.INT64]: () => 'r.int64()',
  [ScalarType.UINT64]: () => 'u64(r, b)',
  [ScalarType.SINT64]: () => 'r.sint64()',
  [ScalarType.FIXED64]: () => 'r.fixed64()',
  [ScalarType.SFIXED64]: () => 'r.sfixed64()',
  [ScalarType.BYTES]: () => 'r.bytes()',
};

function scalarZero(scalar: ScalarType): string {
  switch (scalar) {
    case ScalarType.STRING:
      return "''";
    case ScalarType.BOOL:
      return 'false';
    case ScalarType.BYTES:
      return 'EMPTY';
    case ScalarType.INT64:
    case ScalarType.UINT64:
    case ScalarType.SINT64:
    case ScalarType.FIXED64:
    case ScalarType.SFIXED64:
      return 'Z64';
    default:
      return '0';
  }
}

const IMPLICIT = 2; // FeatureSet.FieldPresence.IMPLICIT
const q = (s: string) => JSON.stringify(s);

/** The zero message literal `create(schema)` builds: `$typeName`, then the members in declaration order. */
function emitCreate(m: DescMessage): string {
  const props = [`$typeName: ${q(m.typeName)}`];
  for (const member of m.members) {
    if (member.kind === 'oneof') {
      props.push(`${member.localName}: { case: undefined }`);
      continue;
    }
    switch (member.fieldKind) {
      case 'message':
        break; // absent from a zero message
      case 'list':
        props.push(`${member.localName}: []`);
        break;
      case 'map':
        throw new Error(`unreachable: map field ${member.name}`);
      case 'scalar':
        if (member.presence === IMPLICIT) props.push(`${member.localName}: ${scalarZero(member.scalar)}`);
        break;
      case 'enum':
        if (member.presence === IMPLICIT) props.push(`${member.localName}: ${member.enum.values[0]!.number}`);
        break;
    }
  }
  return `const new_${tsName(m)} = (): pb.${tsName(m)} => ({ ${props.join(', ')} }) as pb.${tsName(m)};`;
}

function emitFieldCase(f: DescField): string {
  const local = f.localName;
  const oneof = f.oneof?.localName;
  const set = (expr: string) => (oneof ? `m.${oneof} = { case: ${q(local)}, value: ${expr} };` : `m.${local} = ${expr};`);
  switch (f.fieldKind) {
    case 'scalar':
      return set(SCALAR_READ[f.scalar](f.utf8Validation));
    case 'enum':
      return set('r.int32()');
    case 'message': {
      const n = tsName(f.message);
      if (oneof) {
        return `{ const o = m.${oneof}; m.${oneof} = { case: ${q(local)}, value: read_${n}(r, b, end(r), o.case === ${q(local)} ? o.value : new_${n}(), d + 1) }; }`;
      }
      return `m.${local} = read_${n}(r, b, end(r), m.${local} ?? new_${n}(), d + 1);`;
    }
    case 'list': {
      if (f.listKind === 'message') {
        const n = tsName(f.message);
        return `m.${local}.push(read_${n}(r, b, end(r), new_${n}(), d + 1));`;
      }
      const read = f.listKind === 'enum' ? 'r.int32()' : SCALAR_READ[f.scalar](f.utf8Validation);
      const packable = f.listKind === 'enum' || (f.scalar !== ScalarType.STRING && f.scalar !== ScalarType.BYTES);
      if (!packable) return `m.${local}.push(${read});`;
      return `if ((t & 7) === 2) { const e = end(r); while (r.pos < e) m.${local}.push(${read}); } else m.${local}.push(${read});`;
    }
    case 'map':
      throw new Error(`unreachable: map field ${f.name}`);
  }
}

function emitReader(m: DescMessage): string {
  const n = tsName(m);
  const cases = m.fields.map((f) => `      case ${f.number}:\n        ${emitFieldCase(f)}\n        break;`);
  return [
    `function read_${n}(r: BinaryReader, b: Uint8Array, e: number, m: pb.${n}, d: number): pb.${n} {`,
    '  let u = m.$unknown;',
    '  while (r.pos < e) {',
    '    const t = tag(r, b);',
    '    switch (t >>> 3) {',
    ...cases,
    '      default:',
    '        u = unknown(r, t, u, d);',
    '    }',
    '  }',
    '  if (u !== undefined && u.length > 0) m.$unknown = u;',
    '  return m;',
    '}',
  ].join('\n');
}

// Helpers shared by every generated file: the same checks, errors and values as @bufbuild/protobuf 2.17's
// BinaryReader (tag(), varint64read + protoInt64.uDec, string()), inlined without allocations.
const HELPERS = `type Unknown = NonNullable<Message['$unknown']>;
type Reader = BinaryReader & { readonly len: number };
const EMPTY = new Uint8Array(0);
const Z64 = protoInt64.zero;
const BIG = protoInt64.supported;
let utf8: TextDecoder | undefined;
let utf8Strict: TextDecoder | undefined;

/** BinaryReader.tag(), returning the raw tag (field number << 3 | wire type). */
function tag(r: BinaryReader, b: Uint8Array): number {
  const p = r.pos;
  const t0 = b[p]!;
  if (t0 < 0x80 && p < (r as Reader).len) {
    r.pos = p + 1;
    if (t0 >>> 3 === 0 || (t0 & 7) > 5) throw new Error(\`illegal tag: field no \${t0 >>> 3} wire type \${t0 & 7}\`);
    return t0;
  }
  const t = r.uint32();
  const n = r.pos - p;
  if (n > 5 || (n === 5 && b[r.pos - 1]! > 0x0f)) throw new Error('illegal tag: varint overflows uint32');
  if (t >>> 3 <= 0 || (t & 7) > 5) throw new Error(\`illegal tag: field no \${t >>> 3} wire type \${t & 7}\`);
  return t;
}

/** Reads a length prefix; returns where the length-delimited value ends. */
function end(r: BinaryReader): number {
  const n = r.uint32();
  return r.pos + n;
}

/** Skips an unknown field and records it as fromBinary does (readUnknownFields: true). */
function unknown(r: BinaryReader, t: number, u: Unknown | undefined, d: number): Unknown {
  const no = t >>> 3;
  const wireType = t & 7;
  const data = r.skip(wireType, no, ${RECURSION_LIMIT} - d);
  const list = u ?? [];
  list.push({ no, wireType, data });
  return list;
}

function big(r: BinaryReader, p: number, lo: number, hi: number): bigint {
  r.pos = p;
  if (p > (r as Reader).len) throw new RangeError('premature EOF');
  const h = hi >>> 0;
  // Below 2^53 a double is exact; above, the DataView conversion protobuf-es uses.
  if (BIG && h <= 0x1fffff) return BigInt(h * 4294967296 + (lo >>> 0));
  return protoInt64.uDec(lo, hi) as bigint;
}

/** BinaryReader.uint64(): varint64read() + protoInt64.uDec(). */
function u64(r: BinaryReader, b: Uint8Array): bigint {
  let p = r.pos;
  let lo = 0;
  let hi = 0;
  for (let shift = 0; shift < 28; shift += 7) {
    const x = b[p++]!;
    lo |= (x & 0x7f) << shift;
    if ((x & 0x80) === 0) return big(r, p, lo, hi);
  }
  const middle = b[p++]!;
  lo |= (middle & 0x0f) << 28;
  hi = (middle & 0x70) >> 4;
  if ((middle & 0x80) === 0) return big(r, p, lo, hi);
  for (let shift = 3; shift <= 31; shift += 7) {
    const x = b[p++]!;
    hi |= (x & 0x7f) << shift;
    if ((x & 0x80) === 0) return big(r, p, lo, hi);
  }
  throw new Error('invalid varint');
}

/** BinaryReader.string(strict): ASCII without a decoder, anything else through TextDecoder (ignoreBOM; fatal when strict). */
/** Node's Buffer slices a byte range to a one-byte string natively (protobufjs reads strings the same way, utf8Slice). */
type NodeBuffer = Uint8Array & { latin1Slice(start: number, end: number): string };
const NodeBufferClass = (globalThis as unknown as { Buffer?: { from(a: ArrayBufferLike, offset: number, length: number): NodeBuffer; isBuffer(x: unknown): boolean } })
  .Buffer;
const isNodeBuffer = (b: Uint8Array): b is NodeBuffer => NodeBufferClass !== undefined && typeof (b as Partial<NodeBuffer>).latin1Slice === 'function';
/** The bytes as a Node Buffer view where there is one (no copy): strings are then sliced natively. */
const readable = (bytes: Uint8Array): Uint8Array =>
  NodeBufferClass === undefined || NodeBufferClass.isBuffer(bytes) ? bytes : NodeBufferClass.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);

function str(r: BinaryReader, b: Uint8Array, strict: boolean): string {
  const len = r.uint32();
  const start = r.pos;
  const stop = start + len;
  r.pos = stop;
  if (stop > (r as Reader).len) throw new RangeError('premature EOF');
  if (len <= 32) {
    for (let i = start; i < stop; i++) if (b[i]! > 0x7f) return utf(b.subarray(start, stop), strict);
    // ASCII: a Node Buffer slices it natively; elsewhere, from char codes.
    if (isNodeBuffer(b)) return b.latin1Slice(start, stop);
    return String.fromCharCode.apply(null, b.subarray(start, stop) as unknown as number[]);
  }
  return utf(b.subarray(start, stop), strict);
}

function utf(bytes: Uint8Array, strict: boolean): string {
  if (strict) {
    utf8Strict ??= new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    return utf8Strict.decode(bytes);
  }
  utf8 ??= new TextDecoder('utf-8', { ignoreBOM: true });
  return utf8.decode(bytes);
}`;

/** The generated module for one .proto file (imports its protoc-gen-es module `./<name>_pb.js`). */
export function emitDecoders(file: DescFile): string {
  const plan = planDecoders(file);
  const base = path.posix.basename(file.name);
  const out: string[] = [];
  out.push(`// @generated by @gw/codegen proto-decode from ${file.name}.proto: DO NOT EDIT (tools/codegen/src/proto-decode.ts).`);
  out.push('// Specialised decoders that give exactly what protobuf-es `fromBinary(schema, bytes)` gives (unknown fields kept).');
  if (plan.refused.length === 0) out.push('// Every message of the file has a generated decoder.');
  else {
    out.push('// Left to fromBinary (refused by the emitter):');
    for (const r of plan.refused) out.push(`//   ${r.typeName}: ${r.reason}`);
  }
  out.push('/* eslint-disable */');
  out.push('');
  out.push("import { type DescMessage, fromBinary, type Message, type MessageShape, protoInt64 } from '@bufbuild/protobuf';");
  out.push("import { BinaryReader } from '@bufbuild/protobuf/wire';");
  out.push(`import type * as pb from './${base}_pb.js';`);
  out.push('');
  out.push(HELPERS);
  for (const m of plan.supported) {
    out.push('');
    out.push(emitCreate(m));
    out.push('');
    out.push(emitReader(m));
  }
  out.push('');
  out.push('/** Generated decoders by message type name (messages refused by the emitter are absent). */');
  out.push('export const decoders: { readonly [typeName: string]: ((bytes: Uint8Array) => Message) | undefined } = {');
  for (const m of plan.supported) {
    const n = tsName(m);
    out.push(`  ${q(m.typeName)}: (bytes: Uint8Array): pb.${n} => read_${n}(new BinaryReader(bytes), readable(bytes), bytes.byteLength, new_${n}(), 1),`);
  }
  out.push('};');
  out.push('');
  out.push('/** `fromBinary(schema, bytes)` through the generated decoder when there is one. */');
  out.push('export function decode<Desc extends DescMessage>(schema: Desc, bytes: Uint8Array): MessageShape<Desc> {');
  out.push('  const fast = decoders[schema.typeName];');
  out.push('  return (fast !== undefined ? fast(bytes) : fromBinary(schema, bytes)) as MessageShape<Desc>;');
  out.push('}');
  out.push('');
  return out.join('\n');
}

/** `buf build` image of the module specs/proto, as a registry. */
async function buildRegistry(root: string, binDir: string) {
  const tmp = mkdtempSync(path.join(tmpdir(), 'gw-proto-image-'));
  try {
    const image = path.join(tmp, 'image.binpb');
    const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` };
    await run(path.join(binDir, 'buf'), ['build', '-o', image], { cwd: path.join(root, 'specs', 'proto'), env, maxBuffer: 16 * 1024 * 1024 });
    return createFileRegistry(fromBinary(FileDescriptorSetSchema, readFileSync(image)));
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * Writes `<name>_decode.ts` (and `<name>_encode.ts` for ENCODER_PACKAGES, proto-encode.ts) beside protoc-gen-es'
 * `<name>_pb.ts` for every file of DECODER_PACKAGES
 * (run after `buf generate`, whose `clean: true` empties the output folders). Returns the files written.
 */
export async function generateProtoDecoders(root: string, binDir: string, packages: readonly string[] = DECODER_PACKAGES): Promise<string[]> {
  const registry = await buildRegistry(root, binDir);
  const written: string[] = [];
  const outputs = protoOutputs(root);
  for (const file of registry.files) {
    if (!packages.includes(file.proto.package)) continue;
    const output = outputs.find((o) => o.types.includes(file.proto.package));
    if (!output) throw new Error(`proto-decode: no buf.gen.yaml output for package ${file.proto.package}`);
    const target = path.join(root, output.outDir, `${file.name}_decode.ts`);
    writeFileSync(target, emitDecoders(file));
    written.push(path.relative(root, target));
    if (ENCODER_PACKAGES.includes(file.proto.package)) {
      const encoders = path.join(root, output.outDir, `${file.name}_encode.ts`);
      writeFileSync(encoders, emitEncoders(file));
      written.push(path.relative(root, encoders));
    }
  }
  return written.sort();
}
