// Reviewable generated code (issue 24 item 3): adding an operation to a spec changes the files of that operation
// (its validator module, the module of its new named schema) and the indexes, and no other validator module. The data-API spec (with the shared components) is copied to a
// temporary root, generated, given one more operation (answering with an existing named schema and taking a new
// request schema), generated again; the test lists what changed.
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';
import { parse, stringify } from 'yaml';
import { generate } from '../src/index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const tmp = mkdtempSync(join(tmpdir(), 'gw-stable-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
const snapshot = () =>
  new Map(walk(join(tmp, 'packages')).map((f) => [relative(join(tmp, 'packages'), f), createHash('sha256').update(readFileSync(f)).digest('hex')]));

test('adding an operation changes only its own files and the indexes', { timeout: 240_000 }, async () => {
  cpSync(join(root, 'specs/components'), join(tmp, 'specs/components'), { recursive: true });
  mkdirSync(join(tmp, 'specs/openapi'), { recursive: true });
  const file = join(tmp, 'specs/openapi/data-api.yaml');
  cpSync(join(root, 'specs/openapi/data-api.yaml'), file);
  for (const pkg of ['data-api', 'runtime', 'contract']) mkdirSync(join(tmp, 'packages', pkg), { recursive: true });

  await generate(tmp, { proto: false });
  const before = snapshot();

  const doc = parse(readFileSync(file, 'utf8'));
  doc.components.schemas.GetPoolNeighboursRequest = {
    type: 'object',
    additionalProperties: false,
    required: ['poolId'],
    properties: { poolId: { $ref: '#/components/schemas/IdObject' }, limit: { type: 'integer', minimum: 1 } },
  };
  doc.paths['/get-pool-neighbours'] = {
    post: {
      operationId: 'get-pool-neighbours',
      summary: 'Pools next to one pool (a test operation).',
      requestBody: { required: true, content: { 'application/json': { schema: { $ref: '#/components/schemas/GetPoolNeighboursRequest' } } } },
      responses: {
        '200': { description: 'ok', content: { 'application/json': { schema: { $ref: '#/components/schemas/GetPoolDetailsResponse' } } } },
        '401': { $ref: '#/components/responses/Unauthorized' },
        default: { $ref: '#/components/responses/Failure' },
      },
    },
  };
  writeFileSync(file, stringify(doc));
  await generate(tmp, { proto: false });
  const after = snapshot();

  const changed = [...after].filter(([f, h]) => before.get(f) !== h).map(([f]) => f);
  const removed = [...before.keys()].filter((f) => !after.has(f));
  console.log(`changed or added after adding get-pool-neighbours:\n  ${changed.sort().join('\n  ')}`);
  const gen = 'data-api/src/gen/data-api';
  expect(removed).toEqual([]);
  expect(changed.sort()).toEqual(
    [
      'contract/src/gen/errors.ts', // the documented errors of every operation: an index
      `${gen}/calls.ts`,
      `${gen}/client.ts`,
      `${gen}/meta.ts`,
      `${gen}/operations.ts`,
      `${gen}/spec.json`,
      `${gen}/types.ts`,
      `${gen}/validators/getPoolNeighbours.d.ts`,
      `${gen}/validators/getPoolNeighbours.js`,
      `${gen}/validators/schemas/GetPoolNeighboursRequest.js`, // its new named schema
    ].sort(),
  );
});
