import { readFileSync } from 'node:fs';
import type { Indexer } from './anchors.js';
import { COVERED, type WorldForexFile } from './forex.js';

/**
 * The world file (`--world FILE`, option `world`): the shape of the simulated world; the seed (`--world-seed N`)
 * fills in every value (reserves, supplies, addresses, txids, amounts). Format `gw-world/1`, see README.md here.
 */
export interface WorldFile {
  format: 'gw-world/1';
  /** Lowest possible chain tip; the seed adds 0..99. */
  tip: number;
  /** Unix seconds of the tip block; blocks are 600 s apart. */
  time: number;
  /** The AMM factory the REST pool routes answer for (`block:tx`). */
  factory: string;
  /** Pools (`block:tx` ids; token0 < token1 by (block, tx)) and how many swaps each has had. */
  pools: Array<{ id: string; token0: string; token1: string; name: string; swaps: number }>;
  /** alkane id → number of holders. */
  holders: Record<string, number>;
  /** Resident transactions at start: Bitcoin mempool and Ethereum mempool. */
  mempool: number;
  eth_mempool: number;
  /** With a live stream: every this many `add` frames, a block mines the oldest resident transactions. */
  block_every: number;
  /** BRC-20 ticker -> number of holders (OPI holders and balances). */
  brc20?: Record<string, number>;
  /** How many blocks each indexer trails the chain tip (default 0 each). */
  indexers?: Partial<Record<Indexer, number>>;
  /** Covered currencies without a quote, and the staleness threshold (default: NGN `no_quotes`, 3600 s). */
  forex?: WorldForexFile;
}

/** The built-in world (used when only a seed is given). */
export const DEFAULT_WORLD: WorldFile = {
  format: 'gw-world/1',
  tip: 961500,
  time: 1795311000,
  factory: '4:65522',
  pools: [
    { id: '4:1778', token0: '4:1776', token1: '32:0', name: 'frUSD / frBTC', swaps: 6 },
    { id: '2:77087', token0: '2:0', token1: '32:0', name: 'DIESEL / frBTC', swaps: 3 },
  ],
  holders: { '2:0': 5, '32:0': 4 },
  mempool: 12,
  eth_mempool: 8,
  block_every: 10,
  brc20: { ordi: 5, sats: 4 },
  // The heights of the embedded fixture set at the lowest tip: OPI 921004 and the BTC/USD index 921010 trail the
  // chain (961500), Espo and the BRC20 module by a block or two; the seed moves them all up by the same 0..99.
  indexers: { opi: 40496, btcusd: 40490, espo: 1, brc20: 2 },
  forex: { missing: { NGN: 'no_quotes' }, stale_after: 3600 },
};

const ALKANE = /^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$/;
const isUint = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;

/** Problems with a world file (empty = sound). */
export function validateWorldFile(d: unknown): string[] {
  if (!d || typeof d !== 'object' || Array.isArray(d)) return ['the world file must be a JSON object'];
  const w = d as Record<string, unknown>;
  const out: string[] = [];
  if (w.format !== 'gw-world/1') out.push('format must be "gw-world/1"');
  for (const k of ['tip', 'time', 'mempool', 'eth_mempool']) if (!isUint(w[k])) out.push(`${k} must be a non-negative integer`);
  if (!isUint(w.block_every) || w.block_every === 0) out.push('block_every must be a positive integer');
  if (typeof w.factory !== 'string' || !ALKANE.test(w.factory)) out.push('factory must be an alkane id block:tx');
  if (!Array.isArray(w.pools)) out.push('pools must be an array');
  else
    w.pools.forEach((p: Record<string, unknown>, i) => {
      for (const k of ['id', 'token0', 'token1']) if (typeof p?.[k] !== 'string' || !ALKANE.test(p[k] as string)) out.push(`pools[${i}].${k} must be block:tx`);
      if (typeof p?.name !== 'string') out.push(`pools[${i}].name must be a string`);
      if (!isUint(p?.swaps)) out.push(`pools[${i}].swaps must be a non-negative integer`);
    });
  if (!w.holders || typeof w.holders !== 'object') out.push('holders must be an object: alkane id -> count');
  else for (const [id, n] of Object.entries(w.holders)) if (!ALKANE.test(id) || !isUint(n)) out.push(`holders.${id} must be block:tx -> count`);
  if (w.brc20 !== undefined) {
    if (!w.brc20 || typeof w.brc20 !== 'object') out.push('brc20 must be an object: ticker -> count');
    else for (const [t, n] of Object.entries(w.brc20)) if (!/^\S{1,16}$/.test(t) || !isUint(n)) out.push(`brc20.${t} must be ticker -> count`);
  }
  if (w.indexers !== undefined) {
    const ix = w.indexers as Record<string, unknown>;
    for (const [k, n] of Object.entries(ix ?? {}))
      if (!['opi', 'espo', 'btcusd', 'brc20'].includes(k) || !isUint(n)) out.push(`indexers.${k}: one of opi, espo, btcusd, brc20 -> blocks behind the tip`);
  }
  if (w.forex !== undefined) {
    const f = (w.forex ?? {}) as Record<string, unknown>;
    const missing = (f.missing ?? {}) as Record<string, unknown>;
    for (const [c, why] of Object.entries(missing))
      if (!COVERED.includes(c) || c === 'USD' || typeof why !== 'string') out.push(`forex.missing.${c} must be a covered currency other than USD -> reason`);
    if (f.stale_after !== undefined && !isUint(f.stale_after)) out.push('forex.stale_after must be a non-negative integer (seconds)');
  }
  return out;
}

/** Reads and checks a world file; the error names the file and what to fix. */
export function loadWorldFile(path: string): WorldFile {
  let data: unknown;
  try {
    data = JSON.parse(readFileSync(path, 'utf8'));
  } catch (e) {
    throw new Error(
      `world file ${path}: ${(e as Error).message} (expected JSON in the gw-world/1 format, see packages/gateway-mock/src/behaviours/world/README.md)`,
    );
  }
  const problems = validateWorldFile(data);
  if (problems.length) throw new Error(`world file ${path}: ${problems.slice(0, 5).join('; ')}`);
  return data as WorldFile;
}
