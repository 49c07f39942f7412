import { STATUS_CODES } from 'node:http';
import { type AnySurface, documentedErrors, type LoadedFixture } from '@gw/contract';
import type { Answer } from './http-util.js';
import { REFUSAL_ANSWERS } from './refusal-answers.js';
import { rateLimited } from './simulate.js';

/** The request header a developer chooses an answer with (as Prism reads it): `Prefer: code=404` or `Prefer: example=<case>`. */
export const PREFER_HEADER = 'prefer';

export interface Preference {
  code?: string;
  example?: string;
}

/** The `code` and `example` preferences (RFC 7240: comma-separated, values optionally quoted; others are ignored). */
export function parsePrefer(value: string | undefined): Preference | undefined {
  if (!value) return undefined;
  const out: Preference = {};
  for (const part of value.split(/[,;]/)) {
    const m = /^\s*([A-Za-z-]+)\s*=\s*"?([^"]*)"?\s*$/.exec(part);
    if (!m) continue;
    const key = m[1]!.toLowerCase();
    if (key === 'code' || key === 'example') out[key] = m[2]!.trim();
  }
  return out.code === undefined && out.example === undefined ? undefined : out;
}

/** Seed texts for the answers chosen by status (seed 000 §Errors; seed 002 §Errors), else the HTTP reason phrase. */
const STATUS_TEXT: Record<number, string> = { 400: 'Invalid request parameters', 404: 'not found', 500: 'internal error' };
const RPC_TEXT: Record<string, string> = {
  '-32700': 'Parse error',
  '-32600': 'Invalid Request',
  '-32601': 'Method not found',
  '-32602': 'Invalid params',
  '-32603': 'Internal error',
};
/** What -32000 means on each JSON-RPC surface (seed 002 §Errors, §Bitcoin mempool, §Ethereum mempool, §Forex). */
const SERVER_ERROR: Record<string, string> = {
  jsonrpc: 'Rate limit exceeded. Try again in 45 seconds.',
  mempool: 'not found: txid not in the mempool',
  'eth-mempool': 'not found: transaction not resident',
  forex: 'cannot price the pair',
};

const refuse = (error: string): Answer => ({ status: 400, source: 'computed', body: { error: `prefer: ${error}` } });

/**
 * The answer a `Prefer` header chooses, or undefined to answer normally (`code=200`, or no `code`/`example`):
 * - `example=<case>`: the recorded exchange of this operation with that case name (any parameters);
 * - `code=<status>`: a status the operation documents (a `default` failure stands for any 4xx/5xx), in the seed's
 *   shape for the surface; for JSON-RPC, a documented error code (`code=-32602`) or HTTP refusal (`code=401`).
 * Anything not documented is refused with HTTP 400 naming what is. `rpc`: the JSON-RPC call, for its method and id.
 */
export function preferredAnswer(
  pref: Preference,
  s: AnySurface,
  operation: string | undefined,
  rpc: { method: string; id: unknown } | undefined,
  fixtures: LoadedFixture[],
): Answer | undefined {
  const op = s.kind === 'rpc' ? rpc?.method : operation;
  if (!op) return refuse('a JSON-RPC batch or an unreadable body cannot choose one answer: send one call');
  if (pref.example !== undefined) {
    const mine = fixtures.filter((f) => f.surface === s.surface.name && f.operation === op && f.response);
    const f = mine.find((x) => x.case === pref.example);
    if (!f)
      return refuse(
        `example=${pref.example}: ${op} has no recorded case of that name${mine.length ? `; recorded: ${mine.map((x) => x.case).join(', ')}` : ''}`,
      );
    const r = f.response!;
    const body = s.kind === 'rpc' && r.body && typeof r.body === 'object' && !Array.isArray(r.body) ? { ...(r.body as object), id: rpc!.id } : r.body;
    return { status: r.status, source: 'recorded', headers: r.headers ?? {}, body };
  }
  const code = pref.code!;
  if (code === '200') return undefined;
  const documented = documentedErrors[s.surface.name]?.[op] ?? [];
  const statuses = documented.filter((d) => d.kind === 'status').map((d) => d.key);
  const rpcCodes = documented.filter((d) => d.kind === 'rpc').map((d) => d.key);
  const list = () => `documented: 200${[...statuses, ...rpcCodes].map((k) => `, ${k}`).join('')}`;
  if (s.kind === 'rpc' && rpcCodes.includes(code)) {
    const message = code === '-32000' ? (SERVER_ERROR[s.surface.name] ?? 'Server error') : (RPC_TEXT[code] ?? 'Server error');
    if (code === '-32000' && s.surface.name === 'jsonrpc') return rateLimited(s, undefined, Buffer.from(JSON.stringify({ id: rpc!.id })));
    return { status: 200, source: 'computed', body: { jsonrpc: '2.0', error: { code: Number(code), message }, id: rpc!.id ?? null } };
  }
  const status = /^[1-5][0-9]{2}$/.test(code) ? Number(code) : undefined;
  if (status === undefined || status < 400 || !(statuses.includes(code) || statuses.includes('default') || (status === 429 && rpcCodes.includes('-32000'))))
    return refuse(`code=${code} is not documented for ${op} (${list()})`);
  if (status === 429) return rateLimited(s, operation, Buffer.from(JSON.stringify({ id: rpc?.id ?? null })));
  const refusal = REFUSAL_ANSWERS[status];
  if (refusal) return { status, source: 'computed', body: refusal.body };
  const text = STATUS_TEXT[status] ?? (STATUS_CODES[status] ?? 'error').toLowerCase();
  const envelope = s.kind === 'rest' ? s.operations[op]?.meta.envelope : 'none';
  const body = envelope === 'rest' ? { statusCode: status, error: text } : envelope === 'opi' ? { error: text, result: null } : { error: text };
  return { status, source: 'computed', body };
}
