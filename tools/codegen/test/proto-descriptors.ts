// Descriptor helpers for the protobuf emitter tests: a .proto file built in memory from message descriptors.
import { create, createFileRegistry, type DescFile, type MessageInitShape } from '@bufbuild/protobuf';
import { type DescriptorProtoSchema, type EnumDescriptorProtoSchema, FileDescriptorProtoSchema } from '@bufbuild/protobuf/wkt';

export type Msg = MessageInitShape<typeof DescriptorProtoSchema>;
export type Enum = MessageInitShape<typeof EnumDescriptorProtoSchema>;

// FieldDescriptorProto.Type / Label values.
export const T = { DOUBLE: 1, INT64: 3, UINT64: 4, INT32: 5, BOOL: 8, STRING: 9, GROUP: 10, MESSAGE: 11, BYTES: 12, UINT32: 13, ENUM: 14, SINT64: 18 } as const;
export const OPT = 1;
export const REP = 3;
export const field = (name: string, number: number, type: number, extra: Record<string, unknown> = {}) => ({
  name,
  number,
  type,
  label: OPT,
  jsonName: name.replace(/_(\w)/g, (_, c: string) => c.toUpperCase()),
  ...extra,
});

export function fileOf(syntax: string, messages: Msg[], enums: Enum[] = []): DescFile {
  const proto = create(FileDescriptorProtoSchema, { name: 't/v1/t.proto', package: 't.v1', syntax, messageType: messages, enumType: enums });
  const reg = createFileRegistry(proto, () => undefined);
  const file = reg.getFile('t/v1/t.proto');
  if (!file) throw new Error('no file');
  return file;
}
