// Table tests of the AsyncAPI emitter (tools/codegen/src/asyncapi.ts): [name, given spec fragment, expected output].
// Each row is one stream document; the expected text is exactly the part of `frames.ts` after the surface constant
// (frame types, client/server frame names, each frame's direction and address), then the table of `frame-table.ts`
// (each frame with its validator), and the validators it plans.
import { describe, expect, test } from 'vitest';
import { frameTableModule, framesModule, planAsyncApi } from '../src/asyncapi.js';
import { schemasDoc, typesFor } from '../src/types.js';
import { between, DOC_ID, fragment } from './fragments.js';

type Obj = Record<string, unknown>;
const R = (pointer: string) => ({ $ref: `${DOC_ID}#${pointer}` });
const payload = (properties: Obj, required: string[] = []) => ({ payload: { type: 'object', properties, required } });

function emit(given: Obj) {
  const spec = fragment('asyncapi', given);
  const { frames, validators, typeSchemas } = planAsyncApi(spec, spec.doc, DOC_ID);
  const meta = between(framesModule(spec, frames), '/** Every frame by name', '} as const satisfies Record<keyof Frames, FrameMeta>;');
  const table = between(frameTableModule(spec, frames), 'export const frames', '} satisfies Record<keyof Frames, FrameEntry>;');
  return { frames: `${meta}\n\n${table}`, validators, typeSchemas };
}

const table: Array<[string, Obj, { frames: string; validators: unknown[]; typeSchemas: Obj }]> = [
  [
    'send and receive messages of one channel, inline',
    {
      channels: {
        mempool: {
          address: '/v4/{apiKey}/stream',
          messages: {
            subscribe: { 'x-gw-direction': 'send', ...payload({ op: { const: 'subscribe' } }, ['op']) },
            add: { 'x-gw-direction': 'receive', ...payload({ seq: { type: 'integer' } }, ['seq']) },
          },
        },
      },
    },
    {
      frames: `/** Every frame by name: \`send\` = client to server, \`receive\` = server to client. */
export interface Frames {
  "subscribe": S["frame.subscribe"];
  "add": S["frame.add"];
}

export type ClientFrameName = "subscribe";
export type ServerFrameName = "add";
export type ClientFrame = Frames[ClientFrameName];
export type ServerFrame = Frames[ServerFrameName];

export interface FrameMeta {
  direction: 'send' | 'receive';
  channel: string;
  address: string;
}

export const frameMeta = {
  "subscribe": { direction: "send", channel: "mempool", address: "/v4/{apiKey}/stream" },
  "add": { direction: "receive", channel: "mempool", address: "/v4/{apiKey}/stream" },
} as const satisfies Record<keyof Frames, FrameMeta>;

export const frames = {
  "subscribe": { ...frameMeta["subscribe"], validate: V.frame__subscribe },
  "add": { ...frameMeta["add"], validate: V.frame__add },
} satisfies Record<keyof Frames, FrameEntry>;`,
      validators: [
        { name: 'frame__subscribe', schema: R('/channels/mempool/messages/subscribe/payload') },
        { name: 'frame__add', schema: R('/channels/mempool/messages/add/payload') },
      ],
      typeSchemas: {
        'frame.subscribe': { type: 'object', properties: { op: { const: 'subscribe' } }, required: ['op'] },
        'frame.add': { type: 'object', properties: { seq: { type: 'integer' } }, required: ['seq'] },
      },
    },
  ],
  [
    'receive only, messages and channel by $ref to components: no client frames',
    {
      channels: { ticks: { $ref: '#/components/channels/Ticks' } },
      components: {
        channels: { Ticks: { address: '/ticks', messages: { tick: { $ref: '#/components/messages/Tick' } } } },
        messages: { Tick: { 'x-gw-direction': 'receive', payload: { $ref: '#/components/schemas/Tick' } } },
        schemas: { Tick: { type: 'object', properties: { price: { type: ['string', 'null'] } } } },
      },
    },
    {
      frames: `/** Every frame by name: \`send\` = client to server, \`receive\` = server to client. */
export interface Frames {
  "tick": S["frame.tick"];
}

export type ClientFrameName = never;
export type ServerFrameName = "tick";
export type ClientFrame = Frames[ClientFrameName];
export type ServerFrame = Frames[ServerFrameName];

export interface FrameMeta {
  direction: 'send' | 'receive';
  channel: string;
  address: string;
}

export const frameMeta = {
  "tick": { direction: "receive", channel: "ticks", address: "/ticks" },
} as const satisfies Record<keyof Frames, FrameMeta>;

export const frames = {
  "tick": { ...frameMeta["tick"], validate: V.frame__tick },
} satisfies Record<keyof Frames, FrameEntry>;`,
      validators: [{ name: 'frame__tick', schema: R('/components/messages/Tick/payload') }],
      typeSchemas: { 'frame.tick': { $ref: '#/components/schemas/Tick' } },
    },
  ],
  [
    'a message without a payload: an open frame',
    { channels: { c: { address: '/c', messages: { hello: { 'x-gw-direction': 'receive' } } } } },
    {
      frames: `/** Every frame by name: \`send\` = client to server, \`receive\` = server to client. */
export interface Frames {
  "hello": S["frame.hello"];
}

export type ClientFrameName = never;
export type ServerFrameName = "hello";
export type ClientFrame = Frames[ClientFrameName];
export type ServerFrame = Frames[ServerFrameName];

export interface FrameMeta {
  direction: 'send' | 'receive';
  channel: string;
  address: string;
}

export const frameMeta = {
  "hello": { direction: "receive", channel: "c", address: "/c" },
} as const satisfies Record<keyof Frames, FrameMeta>;

export const frames = {
  "hello": { ...frameMeta["hello"], validate: V.frame__hello },
} satisfies Record<keyof Frames, FrameEntry>;`,
      validators: [{ name: 'frame__hello', schema: {} }],
      typeSchemas: { 'frame.hello': {} },
    },
  ],
];

describe('AsyncAPI emitter: one stream per row', () => {
  test.each(table)('%s', (_name, given, expected) => {
    const out = emit(given);
    expect(out.frames).toBe(expected.frames);
    expect(out.validators).toEqual(expected.validators);
    expect(out.typeSchemas).toEqual(expected.typeSchemas);
  });
});

const refused: Array<[string, Obj, string]> = [
  [
    'a message without x-gw-direction',
    { channels: { c: { messages: { m: { payload: {} } } } } },
    'specs/asyncapi/t.yaml: message m needs x-gw-direction: send|receive',
  ],
  [
    'x-gw-direction other than send|receive',
    { channels: { c: { messages: { m: { 'x-gw-direction': 'both' } } } } },
    'specs/asyncapi/t.yaml: message m needs x-gw-direction: send|receive',
  ],
];

describe('AsyncAPI emitter: what it refuses', () => {
  test.each(refused)('%s', (_name, given, message) => {
    const spec = fragment('asyncapi', given);
    expect(() => planAsyncApi(spec, spec.doc, DOC_ID)).toThrow(message);
  });
});

describe('AsyncAPI emitter: frame types', () => {
  test('payloads typed beside the components (nullable, closed, open, $ref)', async () => {
    const spec = fragment('asyncapi', {
      channels: {
        c: {
          address: '/c',
          messages: {
            add: {
              'x-gw-direction': 'receive',
              payload: {
                type: 'object',
                properties: { seq: { type: 'integer' }, fee: { $ref: '#/components/schemas/Fee' } },
                required: ['seq'],
                additionalProperties: false,
              },
            },
            hello: { 'x-gw-direction': 'receive', payload: { type: 'object', properties: { instance: { type: ['string', 'null'] } } } },
          },
        },
      },
      components: { schemas: { Fee: { type: 'string', pattern: '^[0-9]+$' } } },
    });
    const { typeSchemas } = planAsyncApi(spec, spec.doc, DOC_ID);
    const types = await typesFor(schemasDoc('t', { ...((spec.doc.components as Obj).schemas as Obj), ...typeSchemas }));
    expect(between(types, '    schemas: {', '    };')).toBe(`    schemas: {
        Fee: string;
        "frame.add": {
            seq: number;
            fee?: components["schemas"]["Fee"];
        };
        "frame.hello": {
            instance?: string | null;
        };
    };`);
  });
});
