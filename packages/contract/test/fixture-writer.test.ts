// The one fixture writer (issue 19 item 2, issue 22 item 4): atomic (issue 13 item 6: a temp file beside the
// fixture, renamed into place; the temp name is not a `.json` fixture name), key-redacted, spec operations only,
// binary bodies as base64 with their content type.
import type * as fs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Fixture } from '../src/fixture.js';
import { describe, expect, it, vi } from 'vitest';

const failRename = vi.hoisted(() => ({ on: false }));
vi.mock('node:fs', async (original) => {
  const real = await original<typeof import('node:fs')>();
  return {
    ...real,
    renameSync: (a: fs.PathLike, b: fs.PathLike) => {
      if (failRename.on) throw new Error('simulated crash between write and rename');
      return real.renameSync(a, b);
    },
  };
});

const { FixtureWriteRefused, recordedRequest, writeAtomically, writeFixture } = await import('../src/fixture-writer.js');
const { loadFixtures, requestBodyOf } = await import('../src/fixture.js');

describe('recordings are written atomically', () => {
  it('a failure between write and rename leaves the old fixture whole and no temp file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-record-atomic-'));
    const file = join(dir, 'keyed.json');
    writeFileSync(file, '{"old":true}\n');
    failRename.on = true;
    expect(() => writeAtomically(file, '{"new":true}\n')).toThrow(/simulated crash/);
    failRename.on = false;
    expect(readFileSync(file, 'utf8')).toBe('{"old":true}\n');
    expect(readdirSync(dir)).toEqual(['keyed.json']);
  });

  it('a temp file left by a killed process is not a fixture name; a normal write replaces the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-record-atomic-'));
    const file = join(dir, 'keyed.json');
    writeAtomically(file, '{"new":true}\n');
    expect(readFileSync(file, 'utf8')).toBe('{"new":true}\n');
    expect(readdirSync(dir)).toEqual(['keyed.json']);
    expect(`.keyed.json.${process.pid}.tmp`.endsWith('.json')).toBe(false);
  });
});

const KEY = 'k+y/with&specials=0123';
const base = (over: Partial<Fixture> = {}): Fixture => ({
  provenance: { kind: 'recorded', target: '127.0.0.1:1', date: '2026-11-24' },
  network: 'mainnet',
  surface: 'data-api',
  operation: 'get-bitcoin-price',
  case: 'proxied-1',
  compare: 'schema',
  auth: 'path',
  request: { method: 'POST', path: `/v4/${KEY}/get-bitcoin-price`, body: {} },
  response: { status: 200, headers: {}, body: { statusCode: 200, data: { echoed: encodeURIComponent(KEY) } } },
  ...over,
});

describe('writeFixture', () => {
  it('replaces the key in every spelling the redactor knows, at the fixture path of its operation', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-writer-'));
    const file = writeFixture(dir, base(), [KEY]);
    expect(file).toBe(join(dir, 'mainnet/data-api/get-bitcoin-price/proxied-1.json'));
    const text = readFileSync(file, 'utf8');
    expect(text).not.toContain(KEY);
    expect(text).not.toContain(encodeURIComponent(KEY));
    expect(JSON.parse(text).request.path).toBe('/v4/{apiKey}/get-bitcoin-price');
    expect(JSON.parse(text).response.body.data.echoed).toBe('{apiKey}');
  });

  it('writes nothing for what is not an operation of the spec', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-writer-'));
    expect(() => writeFixture(dir, base({ surface: 'btcusd', operation: 'eth_call' }), [KEY])).toThrow(FixtureWriteRefused);
    expect(() => writeFixture(dir, base({ surface: 'no-such-surface' }), [KEY])).toThrow(FixtureWriteRefused);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('keeps a binary body byte for byte: base64 with its content type, read back as the same bytes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-writer-'));
    const bytes = new Uint8Array([0, 1, 2, 250, 255, 10, 13]);
    const request = recordedRequest({ method: 'POST', path: '/v4/{apiKey}/mempool/observe', body: bytes });
    writeFixture(dir, base({ surface: 'gateway-ops', operation: 'mempool-observe', request }), [KEY]);
    const [loaded] = loadFixtures(dir);
    expect(loaded!.request).toMatchObject({ bodyEncoding: 'base64', headers: { 'content-type': 'application/octet-stream' } });
    expect(requestBodyOf(loaded!.request)).toEqual(bytes);
  });
});
