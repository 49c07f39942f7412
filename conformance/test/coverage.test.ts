import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadFixtures, surfaces } from '@gw/contract';
import { NETWORKS } from '@gw/runtime';
import { caseFileName } from '../src/index.js';
import { CASES, FIXTURES } from './helpers.js';

const operations = surfaces.flatMap((s) =>
  s.kind === 'stream'
    ? [{ surface: s.surface.name, operation: 'stream', networks: s.surface.networks as readonly string[], stream: true }]
    : Object.entries(s.kind === 'rest' ? s.operations : s.methods).map(([operation, e]) => ({
        surface: s.surface.name,
        operation,
        networks: (e.meta.networks ?? s.surface.networks) as readonly string[],
        stream: false,
      })),
);

describe('every operation named in the specs is covered', () => {
  it('has a conformance case file', () => {
    const missing = operations.filter((o) => !o.stream && !existsSync(join(CASES, o.surface, `${caseFileName(o.operation)}.ts`)));
    expect(missing.map((o) => `${o.surface}/${o.operation}`)).toEqual([]);
  });

  it.each([...NETWORKS])('has at least one fixture on %s where it exists', (network) => {
    const fixtures = loadFixtures(FIXTURES, network);
    const missing = operations
      .filter((o) => o.networks.includes(network))
      .filter((o) => !fixtures.some((f) => f.surface === o.surface && f.operation === o.operation));
    expect(missing.map((o) => `${o.surface}/${o.operation}`)).toEqual([]);
    expect(operations.length).toBeGreaterThan(130);
  });
});
