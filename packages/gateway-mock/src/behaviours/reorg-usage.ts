import type { HttpBehaviour } from './http.js';

/** Seed 002 §Reorg helper: "`GET` on the same path returns a short plain-text usage document". Its wording is ours. */
export function reorgUsage(n: string): string {
  return [
    `reorg helper: a fake bitcoind that makes an indexer roll back to height ${n}.`,
    '',
    `POST this path with JSON-RPC 2.0 (answers look like {result, error: null, id, jsonrpc: "2.0"}):`,
    `  getblockcount     -> ${n}, whatever the real tip`,
    `  getblockhash(h)   -> h > ${n}: "f" x 48 then h as 16-digit zero-padded hex; h <= ${n}: the real hash`,
    `  getbestblockhash  -> the real hash at ${n}`,
    '  any other method  -> passed through to the live chain',
    '',
    'Raise your indexer reorg depth above tip minus N (default 100), then point it back at a normal node.',
    '',
  ].join('\n');
}

/** gateway-ops `reorg-usage` (GET /v4/<API_KEY>/reorg/<N>). */
export const reorgUsageBehaviour: HttpBehaviour = ({ operation, pathParams, valid }) =>
  operation === 'reorg-usage' && valid && pathParams.n !== undefined
    ? { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: reorgUsage(pathParams.n) }
    : undefined;
