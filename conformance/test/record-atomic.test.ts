// Issue 13 item 6: a recording is written to a temp file beside the fixture and renamed into place, so a crash
// between the write and the rename leaves no half-written fixture (the temp name is not a `.json` fixture name).
import type * as fs from 'node:fs';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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

const { writeAtomically } = await import('../src/record.js');

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
