// Node only, imported as `@gw/bridge/journal` (the package root stays browser-safe).
// Durable local intent journal (seed 001 §Arm C rule 4: "A bridge trade is finished only when both
// chains settle; persist submitted txids, intents and expected outcomes to avoid duplicate
// submission").
//
// Format: JSON lines, one record per line, appended with O_APPEND and fsync'd before the call
// returns — so a prepared deposit/burn is on disk BEFORE it is shown to the user. Default file
// `~/.gw/intents.jsonl` (override with the `path` option or GW_INTENT_JOURNAL). The directory is
// created 0700 and the file 0600.
//
// Records:
//   {kind: "intent", id, type, createdAt, inputs, expected, repeat}   prepared intent
//   {kind: "txid", id, chain, step, txid, at}                          a txid once known (attachTxid)
// `id` = sha256 of the canonical JSON of {type, inputs} (sorted keys, bigint as decimal string):
// preparing the same canonical inputs again yields the same id, is appended again with `repeat`
// > 0 and is reported as a DUPLICATE (the caller warns: it may already have been submitted).
//
// Never writes keys: any input or expected-outcome field whose NAME looks like a secret
// (private key, mnemonic, seed, secret, password, api key) is refused before anything is written.
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { homedir } from 'node:os';
import { dirname, join } from 'node:path';
import { toHex, utf8 } from './bytes.js';
import { BridgeInputError } from './errors.js';
import { sha256 } from './hash.js';

export type IntentType = 'deposit' | 'burn';
export type Json = string | number | boolean | null | Json[] | { [k: string]: Json };

export interface IntentRecord {
  kind: 'intent';
  id: string;
  type: IntentType;
  createdAt: string;
  inputs: Json;
  expected: Json;
  /** 0 the first time these canonical inputs were prepared; n for the n-th repeat. */
  repeat: number;
}

export interface TxidRecord {
  kind: 'txid';
  id: string;
  chain: 'ethereum' | 'bitcoin';
  /** Which call the txid belongs to, e.g. `approve`, `depositAndBridge`, `burn`. */
  step: string;
  txid: string;
  at: string;
}

export type JournalRecord = IntentRecord | TxidRecord;

export interface JournalOptions {
  /** Journal file; default GW_INTENT_JOURNAL or ~/.gw/intents.jsonl. */
  path?: string;
  env?: Record<string, string | undefined>;
  now?: () => Date;
}

export interface RecordedIntent {
  record: IntentRecord;
  path: string;
  /** true when the same canonical intent was already in the journal. */
  duplicate: boolean;
  /** Earlier records of the same intent (oldest first) and txids attached to them. */
  previous: IntentRecord[];
  txids: TxidRecord[];
  /** Human warning when duplicate. */
  warning: string | undefined;
}

export class JournalError extends Error {
  override readonly name = 'JournalError';
}

const SECRET_NAME = /(priv(ate)?_?key|mnemonic|seed_?phrase|^seed$|secret|password|passphrase|api_?key|keystore)/i;

export function defaultJournalPath(env: Record<string, string | undefined> = process.env): string {
  return env.GW_INTENT_JOURNAL || join(homedir(), '.gw', 'intents.jsonl');
}

const pathOf = (o: JournalOptions) => o.path ?? defaultJournalPath(o.env);

/** Plain JSON of a value: bigint -> decimal string, Uint8Array -> 0x hex, undefined dropped; refuses secret-looking names. */
export function toJournalJson(value: unknown, at = '$'): Json {
  if (value === null) return null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new JournalError(`${at}: non-finite number`);
    return value;
  }
  if (value instanceof Uint8Array) return `0x${toHex(value)}`;
  if (Array.isArray(value)) return value.map((v, i) => toJournalJson(v, `${at}[${i}]`));
  if (typeof value === 'object') {
    const out: Record<string, Json> = {};
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      if (SECRET_NAME.test(k)) throw new JournalError(`${at}.${k}: refusing to journal a secret-looking field (keys are never written)`);
      if (v === undefined) continue;
      out[k] = toJournalJson(v, `${at}.${k}`);
    }
    return out;
  }
  throw new JournalError(`${at}: cannot journal a ${typeof value}`);
}

/** Canonical JSON text: keys sorted at every level. */
export function canonicalJson(v: Json): string {
  if (v === null || typeof v !== 'object') return JSON.stringify(v);
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  return `{${Object.keys(v)
    .sort()
    .map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, Json>)[k]!)}`)
    .join(',')}}`;
}

/** The intent id: sha256 of the canonical {type, inputs}. */
export function intentId(type: IntentType, inputs: unknown): string {
  return toHex(sha256(utf8(canonicalJson({ type, inputs: toJournalJson(inputs) }))));
}

/** Appends one line and fsyncs the file before returning. */
function appendDurable(path: string, record: JournalRecord): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const fd = openSync(path, 'a', 0o600);
  try {
    writeSync(fd, `${JSON.stringify(record)}\n`);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
}

/** Every record; a torn last line (a crash mid-append) is ignored, any other bad line is an error. */
export function readJournal(opts: JournalOptions = {}): JournalRecord[] {
  const path = pathOf(opts);
  if (!existsSync(path)) return [];
  const lines = readFileSync(path, 'utf8').split('\n');
  const out: JournalRecord[] = [];
  lines.forEach((line, i) => {
    if (line.trim() === '') return;
    try {
      out.push(JSON.parse(line) as JournalRecord);
    } catch {
      const last = i === lines.length - 1 || lines.slice(i + 1).every((l) => l.trim() === '');
      if (!last) throw new JournalError(`${path}:${i + 1}: not a JSON record`);
    }
  });
  return out;
}

/**
 * Writes a prepared intent (fsync'd) and reports whether it is a duplicate. Call it BEFORE showing
 * the prepared calls: if it throws, show nothing.
 */
export function recordIntent(type: IntentType, inputs: unknown, expected: unknown, opts: JournalOptions = {}): RecordedIntent {
  const path = pathOf(opts);
  const inputsJson = toJournalJson(inputs, '$.inputs');
  const expectedJson = toJournalJson(expected, '$.expected');
  const id = intentId(type, inputs);
  const all = readJournal({ path });
  const previous = all.filter((r): r is IntentRecord => r.kind === 'intent' && r.id === id);
  const txids = all.filter((r): r is TxidRecord => r.kind === 'txid' && r.id === id);
  const record: IntentRecord = {
    kind: 'intent',
    id,
    type,
    createdAt: (opts.now ?? (() => new Date()))().toISOString(),
    inputs: inputsJson,
    expected: expectedJson,
    repeat: previous.length,
  };
  appendDurable(path, record);
  const duplicate = previous.length > 0;
  const warning = duplicate
    ? `duplicate ${type} intent ${id.slice(0, 16)}…: the same inputs were prepared ${previous.length} time(s) before (first ${previous[0]!.createdAt})` +
      (txids.length
        ? `; already submitted: ${txids.map((t) => `${t.step} ${t.txid}`).join(', ')}`
        : '; no txid attached yet — check both chains before submitting again')
    : undefined;
  return { record, path, duplicate, previous, txids, warning };
}

/** Attaches a txid to a journaled intent (fsync'd). Refuses an unknown intent id. */
export function attachTxid(id: string, txid: string, step: string, chain: TxidRecord['chain'], opts: JournalOptions = {}): TxidRecord {
  const path = pathOf(opts);
  if (!/^[0-9a-f]{64}$/.test(id)) throw new BridgeInputError('id', 'must be a 64-character intent id');
  const norm = txid.toLowerCase().replace(/^0x/, '');
  if (!/^[0-9a-f]{64}$/.test(norm)) throw new BridgeInputError('txid', 'must be 32 bytes of hex');
  if (!readJournal({ path }).some((r) => r.kind === 'intent' && r.id === id)) throw new JournalError(`no intent ${id} in ${path}`);
  const rec: TxidRecord = {
    kind: 'txid',
    id,
    chain,
    step,
    txid: chain === 'ethereum' ? `0x${norm}` : norm,
    at: (opts.now ?? (() => new Date()))().toISOString(),
  };
  appendDurable(path, rec);
  return rec;
}

/** The intent and the txids known for it. */
export function intentStatus(id: string, opts: JournalOptions = {}): { intents: IntentRecord[]; txids: TxidRecord[] } {
  const all = readJournal(opts);
  return {
    intents: all.filter((r): r is IntentRecord => r.kind === 'intent' && r.id === id),
    txids: all.filter((r): r is TxidRecord => r.kind === 'txid' && r.id === id),
  };
}
