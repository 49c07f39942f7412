import type { SpecFile } from './load.js';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { encodeToken } from './pointer.js';

export const HEADER = (source: string) => `// Generated from ${source} by tools/codegen. Do not edit: change the spec and run \`npm run generate\`.\n`;

export function writeFile(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text.endsWith('\n') ? text : `${text}\n`);
}

/** `get-bitcoin-price` → `getBitcoinPrice`; `esplora_address::utxo` → `esploraAddressUtxo`; `ammdata.get_candles` → `ammdataGetCandles`. */
export function camel(name: string): string {
  const parts = name.split(/[^A-Za-z0-9]+/).filter(Boolean);
  const out = parts.map((p, i) => (i === 0 ? p.charAt(0).toLowerCase() + p.slice(1) : p.charAt(0).toUpperCase() + p.slice(1))).join('');
  return /^[0-9]/.test(out) ? `_${out}` : out;
}

/** A safe export identifier for a validator. */
export function ident(...parts: string[]): string {
  return parts.join('__').replace(/[^A-Za-z0-9_]/g, '_');
}

export const ptr = (...segments: Array<string | number>) => `#/${segments.map(encodeToken).join('/')}`;

export const q = (s: string) => JSON.stringify(s);

/** The `surface` constant of a generated module, from the spec's `x-gw-surface` block. */
export function surfaceLiteral(spec: SpecFile): string {
  const s = spec.surface;
  const meta = {
    name: s.name,
    networks: s.networks,
    auth: s.auth,
    mounts: s.mounts,
    ...(spec.doc['x-gw-pass-through'] === true ? { passThrough: true } : {}),
    ...(spec.doc['x-gw-batch'] === true ? { batch: true } : {}),
    ...(typeof spec.doc['x-gw-rate-limit-code'] === 'number' ? { rateLimitCode: spec.doc['x-gw-rate-limit-code'] } : {}),
  };
  return `export const surface: SurfaceMeta = ${JSON.stringify(meta)};`;
}

/** The import of `drift.ts` in `meta.ts`, when a register entry applies to one of the operations. */
export const driftImport = (ops: string[], drift: (op: string) => string[]): string[] =>
  ops.some((op) => drift(op).length) ? ["import * as D from './drift.js';"] : [];

/** An operation's metadata literal with the register entries that apply to it and their matcher (`drift: {rules, explain}`). */
export const withDrift = (json: string, names: string[]): string =>
  names.length ? `${json.slice(0, -1)},"drift":{"rules":[${names.map((n) => `D.${n}`).join(',')}],"explain":D.explain}}` : json;

/**
 * The head of a table whose entries load their validators on first use (`operations.ts`, `methods.ts`): `load` is a
 * synchronous require of the ES module (Node ≥ 20.19, as the packages' engines say), `lazy` keeps what it made.
 */
export const LAZY_LOAD = [
  '// Each entry loads its validators on first use: a process that judges a few operations loads only theirs.',
  'const load = createRequire(import.meta.url);',
  'const lazy = <T>(make: () => T): (() => T) => {',
  '  let made: T | undefined;',
  '  return () => (made ??= make());',
  '};',
  '',
];
