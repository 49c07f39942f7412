import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Per-network datasets behind the computed answers. They live next to the fixtures, as
 * `conformance/fixtures/<network>/<surface>/_dataset.json` (a leading `_` keeps the fixture loader and checker
 * away from them); each folder's README.md documents the format. `validate*` return a list of problems
 * (empty = sound) and are run by the tests.
 */

const HEX64 = /^[0-9a-f]{64}$/;
const DEC = /^(0|[1-9][0-9]*)(\.[0-9]+)?$/;
const ALKANE = /^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$/;
const isUint = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= 0;
const isObj = (v: unknown): v is Record<string, unknown> => !!v && typeof v === 'object' && !Array.isArray(v);

// --- mempool ---------------------------------------------------------------------------------------------
export interface MempoolDatasetEntry {
  txid: string;
  wtxid: string;
  vsize: number;
  weight: number;
  fee?: number;
  feerate?: number;
  first_seen: number;
  seq: number;
  origin: string;
  provisional: boolean;
  rbf: boolean;
  /** Raw transaction hex (served by mempool_raw and, with include_hex, as `hex`). */
  hex: string;
}
export interface MempoolDataset {
  format: 'gw-mempool-dataset/1';
  instance: string;
  /** The instance's current sequence number (>= every entry's seq). */
  seq: number;
  added_total: number;
  removed_total: number;
  subscribers: number;
  entries: MempoolDatasetEntry[];
}

export function validateMempoolDataset(d: unknown): string[] {
  const out: string[] = [];
  if (!isObj(d)) return ['dataset must be an object'];
  if (d.format !== 'gw-mempool-dataset/1') out.push('format must be gw-mempool-dataset/1');
  if (typeof d.instance !== 'string' || !d.instance) out.push('instance must be a non-empty string');
  for (const k of ['seq', 'added_total', 'removed_total', 'subscribers']) if (!isUint(d[k])) out.push(`${k} must be a non-negative integer`);
  if (!Array.isArray(d.entries)) return [...out, 'entries must be an array'];
  const seqs = new Set<number>();
  const txids = new Set<string>();
  for (const [i, e] of (d.entries as unknown[]).entries()) {
    const at = `entries[${i}]`;
    if (!isObj(e)) {
      out.push(`${at} must be an object`);
      continue;
    }
    if (typeof e.txid !== 'string' || !HEX64.test(e.txid)) out.push(`${at}.txid must be 64 lowercase hex`);
    else if (txids.has(e.txid)) out.push(`${at}.txid is repeated`);
    else txids.add(e.txid);
    if (typeof e.wtxid !== 'string' || !HEX64.test(e.wtxid)) out.push(`${at}.wtxid must be 64 lowercase hex`);
    for (const k of ['vsize', 'weight', 'first_seen', 'seq']) if (!isUint(e[k])) out.push(`${at}.${k} must be a non-negative integer`);
    if (isUint(e.vsize) && isUint(e.weight) && e.vsize !== Math.ceil(e.weight / 4)) out.push(`${at}.vsize must be ceil(weight / 4)`);
    if (isUint(e.seq)) {
      if (seqs.has(e.seq)) out.push(`${at}.seq ${e.seq} is reused`);
      seqs.add(e.seq);
      if (isUint(d.seq) && e.seq > d.seq) out.push(`${at}.seq is above the dataset seq`);
    }
    if ('fee' in e !== 'feerate' in e) out.push(`${at}: fee and feerate are both present or both absent`);
    if ('fee' in e && !isUint(e.fee)) out.push(`${at}.fee must be a non-negative integer`);
    if ('feerate' in e && (typeof e.feerate !== 'number' || e.feerate < 0)) out.push(`${at}.feerate must be a non-negative number`);
    if (typeof e.origin !== 'string') out.push(`${at}.origin must be a string`);
    if (typeof e.provisional !== 'boolean' || typeof e.rbf !== 'boolean') out.push(`${at}: provisional and rbf must be booleans`);
    if (typeof e.hex !== 'string' || !/^([0-9a-f]{2})+$/.test(e.hex)) out.push(`${at}.hex must be lowercase even-length hex`);
    else if (isUint(e.weight) && isUint(e.vsize) && (e.hex.length / 2 < e.vsize || e.hex.length / 2 > e.weight))
      out.push(`${at}.hex size must lie between vsize and weight`);
  }
  return out;
}

// --- forex -----------------------------------------------------------------------------------------------
export interface ForexDataset {
  format: 'gw-forex-dataset/1';
  default_base: string;
  /** The covered set, in the seed's order. */
  currencies: string[];
  /** Amount of each priced currency per 1 USD, decimal strings (USD itself is "1"). */
  usd_rates: Record<string, string>;
  /** Age of each priced non-USD rate in seconds. */
  age_seconds: Record<string, number>;
  /** Covered currencies that cannot be priced now → reason. */
  missing: Record<string, string>;
  as_of: string;
  as_of_unix: number;
  stale: boolean;
}

export function validateForexDataset(d: unknown): string[] {
  const out: string[] = [];
  if (!isObj(d)) return ['dataset must be an object'];
  if (d.format !== 'gw-forex-dataset/1') out.push('format must be gw-forex-dataset/1');
  if (!Array.isArray(d.currencies) || !d.currencies.every((c) => typeof c === 'string' && /^[A-Z]{3}$/.test(c)))
    return [...out, 'currencies must be an array of 3-letter codes'];
  if (!isObj(d.usd_rates) || !isObj(d.age_seconds) || !isObj(d.missing)) return [...out, 'usd_rates, age_seconds and missing must be objects'];
  if (d.usd_rates.USD !== '1') out.push('usd_rates.USD must be "1"');
  if (!(d.currencies as string[]).includes(String(d.default_base)) || !(String(d.default_base) in d.usd_rates))
    out.push('default_base must be a priced covered currency');
  for (const c of d.currencies as string[]) {
    const priced = c in d.usd_rates;
    const missing = c in d.missing;
    if (priced === missing) out.push(`${c} must be either priced (usd_rates) or missing, not ${priced ? 'both' : 'neither'}`);
    if (priced && (typeof d.usd_rates[c] !== 'string' || !DEC.test(d.usd_rates[c] as string) || /^0(\.0+)?$/.test(d.usd_rates[c] as string)))
      out.push(`usd_rates.${c} must be a positive decimal string`);
    if (priced && c !== 'USD' && !isUint(d.age_seconds[c])) out.push(`age_seconds.${c} must be a non-negative integer`);
  }
  for (const c of [...Object.keys(d.usd_rates), ...Object.keys(d.missing), ...Object.keys(d.age_seconds)])
    if (!(d.currencies as string[]).includes(c)) out.push(`${c} is not in currencies`);
  if ('USD' in d.age_seconds) out.push('USD (the reference) has no age entry');
  if (typeof d.as_of !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/.test(d.as_of)) out.push('as_of must be ISO 8601 UTC (YYYY-MM-DDTHH:MM:SSZ)');
  else if (Date.parse(d.as_of) / 1000 !== d.as_of_unix) out.push('as_of_unix must equal as_of');
  if (typeof d.stale !== 'boolean') out.push('stale must be a boolean');
  return out;
}

// --- reorg -----------------------------------------------------------------------------------------------
export interface ReorgDataset {
  format: 'gw-reorg-dataset/1';
  /** Height of the (authored) real chain tip. */
  tip: number;
  /** height → real chain hash, for the heights the local gateway knows. */
  hashes: Record<string, string>;
}

export function validateReorgDataset(d: unknown): string[] {
  const out: string[] = [];
  if (!isObj(d)) return ['dataset must be an object'];
  if (d.format !== 'gw-reorg-dataset/1') out.push('format must be gw-reorg-dataset/1');
  if (!isUint(d.tip)) out.push('tip must be a non-negative integer');
  if (!isObj(d.hashes)) return [...out, 'hashes must be an object'];
  if (!(String(d.tip) in d.hashes)) out.push('hashes must hold the tip');
  const seen = new Set<string>();
  for (const [h, hash] of Object.entries(d.hashes)) {
    if (!/^(0|[1-9][0-9]*)$/.test(h) || (isUint(d.tip) && Number(h) > d.tip)) out.push(`hashes key ${h} must be a height <= tip`);
    if (typeof hash !== 'string' || !HEX64.test(hash)) out.push(`hashes[${h}] must be 64 lowercase hex`);
    else if (/^f{48}/.test(hash)) out.push(`hashes[${h}] looks synthetic`);
    else if (seen.has(hash)) out.push(`hashes[${h}] is repeated`);
    else seen.add(hash as string);
  }
  return out;
}

// --- espo ------------------------------------------------------------------------------------------------
export interface EspoDataset {
  format: 'gw-espo-dataset/1';
  height: number;
  /** alkane id → holders, in the order served (largest first). */
  holders: Record<string, Array<{ address: string; amount: string }>>;
  /** alkane id → storage keys, in the order served. */
  keys: Record<string, Array<{ hex: string; utf8: string }>>;
  /** pool id → pool record. */
  pools: Record<string, { token0: string; token1: string; reserve0: string; reserve1: string; total_supply: string }>;
  /** pool id → timeframe → candles, newest first. */
  candles: Record<string, Record<string, Array<Record<string, unknown>>>>;
  /** pool id → trades, newest first. */
  trades: Record<string, Array<Record<string, unknown> & { timestamp: string; side: string; amount_in: string }>>;
}

export function validateEspoDataset(d: unknown): string[] {
  const out: string[] = [];
  if (!isObj(d)) return ['dataset must be an object'];
  if (d.format !== 'gw-espo-dataset/1') out.push('format must be gw-espo-dataset/1');
  if (!isUint(d.height)) out.push('height must be a non-negative integer');
  for (const k of ['holders', 'keys', 'pools', 'candles', 'trades']) if (!isObj(d[k])) return [...out, `${k} must be an object`];
  const ids = (o: unknown, what: string) =>
    Object.keys(o as object).forEach((id) => {
      if (!ALKANE.test(id)) out.push(`${what} key ${id} must be block:tx`);
    });
  for (const k of ['holders', 'keys', 'pools', 'candles', 'trades']) ids(d[k], k);
  for (const [id, list] of Object.entries(d.holders as object)) {
    if (!Array.isArray(list)) {
      out.push(`holders.${id} must be an array`);
      continue;
    }
    list.forEach((h, i) => {
      if (!isObj(h) || typeof h.address !== 'string' || typeof h.amount !== 'string' || !DEC.test(h.amount))
        out.push(`holders.${id}[${i}] must be {address, amount: decimal string}`);
    });
  }
  for (const [id, list] of Object.entries(d.keys as object)) {
    if (!Array.isArray(list)) {
      out.push(`keys.${id} must be an array`);
      continue;
    }
    list.forEach((k, i) => {
      if (!isObj(k) || typeof k.hex !== 'string' || !/^([0-9a-f]{2})+$/.test(k.hex) || typeof k.utf8 !== 'string')
        out.push(`keys.${id}[${i}] must be {hex, utf8}`);
    });
  }
  for (const [id, p] of Object.entries(d.pools as object)) {
    if (!isObj(p)) {
      out.push(`pools.${id} must be an object`);
      continue;
    }
    for (const k of ['token0', 'token1']) if (typeof p[k] !== 'string' || !ALKANE.test(p[k] as string)) out.push(`pools.${id}.${k} must be block:tx`);
    for (const k of ['reserve0', 'reserve1', 'total_supply'])
      if (typeof p[k] !== 'string' || !DEC.test(p[k] as string)) out.push(`pools.${id}.${k} must be a decimal string`);
  }
  for (const [id, byTf] of Object.entries(d.candles as object)) {
    if (!(id in (d.pools as object))) out.push(`candles.${id} is not a pool`);
    for (const [tf, list] of Object.entries(byTf as object)) {
      if (!['10m', '1h', '1d', '1w', '1M'].includes(tf)) out.push(`candles.${id}.${tf} is not a seed timeframe`);
      if (!Array.isArray(list)) {
        out.push(`candles.${id}.${tf} must be an array`);
        continue;
      }
      list.forEach((c, i) => {
        if (!isObj(c)) return out.push(`candles.${id}.${tf}[${i}] must be an object`);
        for (const k of ['open_time', 'close_time']) if (typeof c[k] !== 'string') out.push(`candles.${id}.${tf}[${i}].${k} must be a string`);
        for (const k of ['open', 'high', 'low', 'close', 'volume'])
          if (typeof c[k] !== 'string' || !DEC.test(c[k] as string)) out.push(`candles.${id}.${tf}[${i}].${k} must be a decimal string`);
        if (!isUint(c.trades)) out.push(`candles.${id}.${tf}[${i}].trades must be a non-negative integer`);
        const prev = list[i - 1] as Record<string, unknown> | undefined;
        if (prev && String(prev.open_time) <= String(c.open_time)) out.push(`candles.${id}.${tf} must be newest first`);
      });
    }
  }
  for (const [id, list] of Object.entries(d.trades as object)) {
    if (!(id in (d.pools as object))) out.push(`trades.${id} is not a pool`);
    if (!Array.isArray(list)) {
      out.push(`trades.${id} must be an array`);
      continue;
    }
    list.forEach((t, i) => {
      if (
        !isObj(t) ||
        typeof t.txid !== 'string' ||
        !HEX64.test(t.txid) ||
        !isUint(t.vout) ||
        typeof t.timestamp !== 'string' ||
        !isUint(t.block_height) ||
        (t.side !== 'buy' && t.side !== 'sell')
      )
        out.push(`trades.${id}[${i}] must be {txid, vout, timestamp, block_height, side: buy|sell, ...}`);
      else
        for (const k of ['amount_in', 'amount_out', 'price'])
          if (typeof t[k] !== 'string' || !DEC.test(t[k] as string)) out.push(`trades.${id}[${i}].${k} must be a decimal string`);
      const prev = list[i - 1] as Record<string, unknown> | undefined;
      if (prev && Number(prev.timestamp) < Number((t as Record<string, unknown>).timestamp)) out.push(`trades.${id} must be newest first`);
    });
  }
  return out;
}

// --- loading ---------------------------------------------------------------------------------------------
export interface Datasets {
  mempool?: MempoolDataset;
  forex?: ForexDataset;
  reorg?: ReorgDataset;
  espo?: EspoDataset;
}

const VALIDATORS: Record<keyof Datasets, (d: unknown) => string[]> = {
  mempool: validateMempoolDataset,
  forex: validateForexDataset,
  reorg: validateReorgDataset,
  espo: validateEspoDataset,
};

/** Reads `<root>/<network>/<surface>/_dataset.json` for each computed surface; a missing file leaves that surface uncomputed. */
export function loadDatasets(network: string, root: string): Datasets {
  const out: Datasets = {};
  for (const surface of Object.keys(VALIDATORS) as Array<keyof Datasets>) {
    const file = join(root, network, surface, '_dataset.json');
    if (!existsSync(file)) continue;
    const data = JSON.parse(readFileSync(file, 'utf8')) as unknown;
    const problems = VALIDATORS[surface](data);
    if (problems.length) throw new Error(`${file}: ${problems.slice(0, 5).join('; ')}`);
    (out as Record<string, unknown>)[surface] = data;
  }
  return out;
}
