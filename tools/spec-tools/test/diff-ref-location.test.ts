// A change reached through a `$ref` points at the line that was edited: a keyword beside the `$ref`, the `$ref`
// itself, or the shared schema when that is what changed (it pointed at the shared schema every time).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { specDiff } from '../src/diff/index.js';
import { LIST_API } from './helpers/fixtures.js';
import { createRepo, lineOf, type TempRepo } from './helpers/git-repo.js';

const FILE = 'specs/openapi/shop.yaml';
const BASE = LIST_API;

describe('spec diff locates a change through $refs at the edited line', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = createRepo({ [FILE]: BASE });
    repo.commit('base');
  });
  afterAll(() => repo.cleanup());

  const where = async (head: string) => {
    repo.write({ [FILE]: head });
    const report = await specDiff({ repoRoot: repo.root, base: 'main' });
    return report.changes.map((c) => [c.id, c.location.line, c.location.side]).sort();
  };

  it('a keyword written beside the $ref', async () => {
    const head = BASE.replace('default: 50', 'default: 25');
    expect(await where(head)).toEqual([['schema.default.changed', lineOf(head, 'default: 25'), 'head']]);
  });

  it('the $ref pointed at another schema', async () => {
    const head = BASE.replace("limit:\n          $ref: '#/components/schemas/Count'", "limit:\n          $ref: '#/components/schemas/Name'");
    const line = lineOf(head, "$ref: '#/components/schemas/Name'");
    expect(await where(head)).toEqual([
      ['schema.limit.relaxed', lineOf(BASE, "$ref: '#/components/schemas/Count'"), 'base'],
      ['schema.type.changed', line, 'head'],
    ]);
  });

  it('the shared schema itself', async () => {
    const head = BASE.replace('minimum: 0', 'minimum: 1');
    // Reached from both properties; one change, at the shared schema's edited line.
    expect(await where(head)).toEqual([['schema.limit.tightened', lineOf(head, 'minimum: 1'), 'head']]);
  });
});
