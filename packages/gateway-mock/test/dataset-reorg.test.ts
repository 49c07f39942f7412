import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { behavioursFrom, syntheticHash, validateReorgDataset } from '../src/behaviours/index.js';
import type { ReorgDataset } from '../src/behaviours/datasets.js';
import { fixturesDir } from '@gw/fixtures';

const d = JSON.parse(readFileSync(join(fixturesDir, 'mainnet/reorg/_dataset.json'), 'utf8')) as ReorgDataset;
const b = behavioursFrom({ reorg: d }).reorg!;
const at = (n: number | string, m: string, p: unknown[] = []) => b(m, p, { n: String(n) }) as any;

describe('reorg helper behaviour', () => {
  it('dataset is well-formed', () => {
    expect(validateReorgDataset(d)).toEqual([]);
    expect(validateReorgDataset({ ...d, hashes: { ...d.hashes, '5': syntheticHash(5) } }).join()).toMatch(/synthetic/);
  });
  it('synthetic hash: 48 f then h as 16 zero-padded lowercase hex digits', () => {
    expect(syntheticHash(880001)).toBe('ffffffffffffffffffffffffffffffffffffffffffffffff00000000000d6d81');
    expect(syntheticHash(880001)).toHaveLength(64);
  });
  it('getblockcount is N whatever the tip, N = 0 accepted', () => {
    expect(at(961500, 'getblockcount').result).toBe(961500);
    expect(at(0, 'getblockcount').result).toBe(0);
    expect(at(d.tip + 50, 'getblockcount').result).toBe(d.tip + 50);
  });
  it('getblockhash: synthetic above N, real at or below; getbestblockhash is the real hash at N', () => {
    expect(at(961500, 'getblockhash', [961501]).result).toBe(syntheticHash(961501));
    expect(at(961500, 'getblockhash', [961500]).result).toBe(d.hashes['961500']);
    expect(at(961500, 'getbestblockhash').result).toBe(d.hashes['961500']);
    expect(at(0, 'getblockhash', [0]).result).toBe('000000000019d6689c085ae165831e934ff763ae46a2a6c172b3f1b60a8ce26f');
    expect(at(0, 'getblockhash', [1]).result).toBe(syntheticHash(1));
  });
  it('other methods pass through (no computed answer); a bad N is invalid params', () => {
    expect(at(5, 'getblock', ['00'])).toBeUndefined();
    expect(at('abc', 'getblockcount').error.code).toBe(-32602);
  });
});
