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
  /** The JSON body; with `bodyEncoding: 'base64'`, the bytes of a binary body (its type in `headers['content-type']`). */
  body?: unknown;
  bodyEncoding?: 'base64';
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

/** File and folder name of an operation: `::` and `.` are not friendly in paths (`esplora_address::utxo` → `esplora_address__utxo`). */
export const caseFileName = (operation: string) => operation.replace(/::/g, '__').replace(/[./]/g, '_');

/** Where a fixture lives under its root: `<network>/<surface>/<operation>/<case>.json`. */
export const fixturePath = (f: Pick<Fixture, 'network' | 'surface' | 'operation' | 'case'>) =>
  `${f.network}/${f.surface}/${caseFileName(f.operation)}/${f.case}.json`;

/** The body a fixture's request sends: JSON as it is, a base64 body as its bytes. */
export function requestBodyOf(r: FixtureRequest): unknown {
  return r.bodyEncoding === 'base64' && typeof r.body === 'string' ? new Uint8Array(Buffer.from(r.body, 'base64')) : r.body;
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

/** A fixture's answer as it goes over the wire: a string body is the text sent (text/plain unless the headers say otherwise). */
export function fixtureAnswer(r: FixtureResponse): { status: number; headers: Record<string, string>; text: string } {
  const headers = Object.fromEntries(Object.entries(r.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]));
  if (typeof r.body === 'string') return { status: r.status, headers: { 'content-type': 'text/plain; charset=utf-8', ...headers }, text: r.body };
  return { status: r.status, headers: { 'content-type': 'application/json', ...headers }, text: r.body === undefined ? '' : JSON.stringify(r.body) };
}

const keyPlaceholder = (r: FixtureRequest, placeholder: string) => r.path.includes(placeholder) || Object.values(r.headers ?? {}).includes(placeholder);

/** Sent with a key no gateway accepts (`{invalidKey}` in the path or the key header): the gateway's own auth answers it 401, it is never replayed as recorded. */
export const usesInvalidKey = (r: FixtureRequest) => keyPlaceholder(r, '{invalidKey}');

/** Sent with the admin-flagged key (`{adminKey}` in the path or the key header). */
export const usesAdminKey = (r: FixtureRequest) => keyPlaceholder(r, '{adminKey}');
