import type { SpecFile } from './load.js';
import { HEADER, ident, ptr, q, surfaceLiteral } from './emit.js';
import { at, deref } from './refs.js';
import type { ValidatorPlan } from './validators.js';

type Obj = Record<string, unknown>;

export interface FramePlan {
  name: string;
  direction: 'send' | 'receive';
  channel: string;
  address: string;
  validator: string;
  typeName: string;
}

/** Every message of every channel becomes a frame with a validator and a type. */
export function planAsyncApi(spec: SpecFile, doc: Obj, docId: string) {
  const frames: FramePlan[] = [];
  const validators: ValidatorPlan[] = [];
  const typeSchemas: Record<string, unknown> = {};
  const channels = (doc.channels ?? {}) as Record<string, Obj>;
  for (const [channel, rawCh] of Object.entries(channels)) {
    const { node: ch } = deref(doc, rawCh, ptr('channels', channel));
    for (const [name, rawMsg] of Object.entries((ch.messages ?? {}) as Obj)) {
      const { node: msg, pointer } = deref(doc, rawMsg, ptr('channels', channel, 'messages', name));
      const direction = msg['x-gw-direction'];
      if (direction !== 'send' && direction !== 'receive') throw new Error(`${spec.file}: message ${name} needs x-gw-direction: send|receive`);
      const validator = ident('frame', name);
      const payloadPtr = `${pointer}/payload`;
      const payload = at(doc, payloadPtr);
      // A message without a payload is an open frame: a $ref to the missing payload would not compile.
      validators.push({ name: validator, schema: payload === undefined ? {} : { $ref: `${docId}${payloadPtr}` } });
      const typeName = `frame.${name}`;
      typeSchemas[typeName] = structuredClone(payload ?? {});
      frames.push({ name, direction, channel, address: String(ch.address ?? ''), validator, typeName });
    }
  }
  return { frames, validators, typeSchemas };
}

/**
 * `frames.ts`: the frame types, the surface and each frame's direction, channel and address. It loads no validator,
 * so the package root can export it.
 */
export function framesModule(spec: SpecFile, frames: FramePlan[]): string {
  const lines = [
    HEADER(spec.file),
    "import type { SurfaceMeta } from '@gw/runtime';",
    "import type { components } from './types.js';",
    '',
    surfaceLiteral(spec),
    '',
    "type S = components['schemas'];",
    '',
    '/** Every frame by name: `send` = client to server, `receive` = server to client. */',
    'export interface Frames {',
    ...frames.map((f) => `  ${q(f.name)}: S[${q(f.typeName)}];`),
    '}',
    '',
    `export type ClientFrameName = ${
      frames
        .filter((f) => f.direction === 'send')
        .map((f) => q(f.name))
        .join(' | ') || 'never'
    };`,
    `export type ServerFrameName = ${
      frames
        .filter((f) => f.direction === 'receive')
        .map((f) => q(f.name))
        .join(' | ') || 'never'
    };`,
    'export type ClientFrame = Frames[ClientFrameName];',
    'export type ServerFrame = Frames[ServerFrameName];',
    '',
    "export interface FrameMeta {\n  direction: 'send' | 'receive';\n  channel: string;\n  address: string;\n}",
    '',
    'export const frameMeta = {',
    ...frames.map((f) => `  ${q(f.name)}: { direction: ${q(f.direction)}, channel: ${q(f.channel)}, address: ${q(f.address)} },`),
    '} as const satisfies Record<keyof Frames, FrameMeta>;',
  ];
  return `${lines.join('\n')}\n`;
}

/** `frame-table.ts`: every frame with its validator (exported at `@gw/<package>/frames`, not from the root). */
export function frameTableModule(spec: SpecFile, frames: FramePlan[]): string {
  const lines = [
    HEADER(spec.file),
    "import type { Validator } from '@gw/runtime';",
    "import { type FrameMeta, type Frames, frameMeta } from './frames.js';",
    "import * as V from './validators/frames.js';",
    '',
    'export interface FrameEntry extends FrameMeta {\n  validate: Validator;\n}',
    '',
    'export const frames = {',
    ...frames.map((f) => `  ${q(f.name)}: { ...frameMeta[${q(f.name)}], validate: V.${f.validator} },`),
    '} satisfies Record<keyof Frames, FrameEntry>;',
  ];
  return `${lines.join('\n')}\n`;
}
