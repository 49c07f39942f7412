// The content hash `generate` records: equal while the specs are as generated, different after any edit of them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SPECS_HASH_FILE, specsChangedSinceGenerate, specsHashFile } from '../src/specs-hash.js';

const root = mkdtempSync(join(tmpdir(), 'gw-specs-hash-'));
const put = (path: string, text: string) => {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
};
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('specs hash', () => {
  it('tells whether the specs changed since the hash was recorded', () => {
    put('specs/openapi/a.yaml', 'openapi: 3.1.0\n');
    put('specs/proto/x/v1/x.proto', 'syntax = "proto3";\n');
    expect(specsChangedSinceGenerate(root), 'never generated').toBe(true);
    put(SPECS_HASH_FILE, specsHashFile(root));
    expect(specsChangedSinceGenerate(root)).toBe(false);
    put('specs/proto/x/v1/x.proto', 'syntax = "proto3";\n// edited\n');
    expect(specsChangedSinceGenerate(root), 'a file edited').toBe(true);
    put(SPECS_HASH_FILE, specsHashFile(root));
    put('specs/openrpc/b.yaml', 'openrpc: 1.3.2\n');
    expect(specsChangedSinceGenerate(root), 'a file added').toBe(true);
    put(SPECS_HASH_FILE, '{not json');
    expect(specsChangedSinceGenerate(root), 'an unreadable record').toBe(true);
  });
});
