import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { AuthMode, Network } from '@gw/runtime';

/** Where a fixture came from. Authored data is never presented as recorded. */
export type Provenance = { kind: 'authored'; from: string; date: string } | { kind: 'recorded'; target: string; date: string };

export interface FixtureRequest {
  method: 'GET' | 'POST';
  /** Real gateway path with `{apiKey}` / `{adminKey}` placeholders, e.g. `/v4/{apiKey}/get-bitcoin-price`. */
  path: string;
  query?: Record<string, string>;
  headers?: Record<string, string>;
  body?: unknown;
  /** Client frames sent on a stream, in order. */
  send?: unknown[];
}

export interface FixtureResponse {
  status: number;
  headers?: Record<string, string>;
  body: unknown;
}

export interface Fixture {
  provenance: Provenance;
  network: Network;
  surface: string;
  operation: string;
  case: string;
  compare: 'exact' | 'schema';
  auth: AuthMode;
  /** The request deliberately breaks the spec, to pin down the gateway's documented answer to it. */
  invalidRequest?: boolean;
  request: FixtureRequest;
  response?: FixtureResponse;
  /** Server frames of a stream, in order. */
  frames?: unknown[];
  note?: string;
}

export interface LoadedFixture extends Fixture {
  /** Path relative to the fixtures root, e.g. mainnet/forex/forex_rates/all.json */
  file: string;
}

function walk(dir: string): string[] {
  let out: string[] = [];
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return out;
  }
  for (const n of names) {
    const p = join(dir, n);
    if (statSync(p).isDirectory()) {
      if (n !== 'node_modules') out = out.concat(walk(p));
    } else if (n.endsWith('.json') && !n.startsWith('_') && n !== 'package.json') out.push(p);
  }
  return out;
}

/** Loads every fixture under `root` (optionally one network's folder); `_*.json` and package.json are not fixtures. Parse errors name the file. */
export function loadFixtures(root: string, network?: Network): LoadedFixture[] {
  const base = network ? join(root, network) : root;
  return walk(base).map((p) => {
    const file = relative(root, p).split(sep).join('/');
    let parsed: Fixture;
    try {
      parsed = JSON.parse(readFileSync(p, 'utf8')) as Fixture;
    } catch (e) {
      throw new Error(`${file}: not valid JSON: ${(e as Error).message}`);
    }
    return { ...parsed, file };
  });
}
