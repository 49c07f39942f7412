// The schema core is direction-aware: the same edit breaks a request or a response, not both.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specDiff } from '../src/diff/index.js';
import { createRepo, type TempRepo } from './helpers/git-repo.js';

const rpc = (params: string, result: string): string => `openrpc: 1.3.2
info: { title: t, version: 1.0.0 }
x-gw-surface: { name: t, package: t }
methods:
  - name: m
    paramStructure: by-name
    params:
      - name: p
        schema: ${params}
    result:
      name: r
      schema: ${result}
`;

describe('schema direction', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = createRepo({
      'specs/openrpc/t.yaml': rpc(
        '{ type: object, properties: { a: { type: string }, n: { type: number } }, required: [a] }',
        '{ type: object, properties: { a: { type: string }, n: { type: number }, e: { enum: [x, y] } }, required: [a] }',
      ),
    });
    repo.commit('base');
  });
  afterAll(() => repo.cleanup());

  const ids = async (): Promise<string[]> =>
    (await specDiff({ repoRoot: repo.root, base: 'main' })).changes.map((c) => `${c.severity} ${c.id} ${c.context ?? ''}`).sort();

  it('narrowing breaks the request and not the response', async () => {
    // Same edits on both sides: n becomes integer, e loses y, a property removed.
    repo.write({
      'specs/openrpc/t.yaml': rpc(
        '{ type: object, properties: { a: { type: string }, n: { type: integer } }, required: [a] }',
        '{ type: object, properties: { a: { type: string }, n: { type: integer }, e: { enum: [x] } } }',
      ),
    });
    expect(await ids()).toEqual(
      [
        'breaking schema.type.narrowed m param p',
        'non-breaking schema.type.narrowed m result',
        'non-breaking schema.enum.value-removed m result',
        'breaking schema.required.removed m result',
      ].sort(),
    );
  });

  it('widening breaks the response and not the request', async () => {
    repo.write({
      'specs/openrpc/t.yaml': rpc(
        '{ type: object, properties: { a: { type: [string, "null"] } }, required: [a] }',
        '{ type: object, properties: { a: { type: [string, "null"] }, n: { type: number }, e: { enum: [x, y, z] } }, required: [a] }',
      ),
    });
    expect(await ids()).toEqual(
      [
        'breaking schema.type.widened m result',
        'non-breaking schema.type.widened m param p',
        'non-breaking schema.property.removed m param p',
        'non-breaking schema.enum.value-added m result',
      ].sort(),
    );
  });
});
