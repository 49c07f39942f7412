import type { AnySurface } from '@gw/contract';

/**
 * Parameter normalisation the seeds define for matching: OPI tickers are case-insensitive
 * (seed 000 §OPI API), so the local gateway matches them lower-cased.
 */
export function normalizeParams(surface: string, params: unknown): unknown {
  if (surface !== 'opi' || !params || typeof params !== 'object') return params;
  const p = params as { query?: Record<string, string> };
  if (!p.query?.ticker) return params;
  return { ...p, query: { ...p.query, ticker: p.query.ticker.toLowerCase() } };
}

/**
 * What identifies a JSON-RPC request for matching: its params (left out = the empty object or array of the
 * method's structure) and the mount parameters, such as the reorg helper's N.
 */
export function rpcParams(s: AnySurface, method: string, params: unknown, mountParams: Record<string, string>): unknown {
  const structure = s.kind === 'rpc' ? s.methods[method]?.meta.paramStructure : undefined;
  const p = params ?? (structure === 'by-position' ? [] : structure === 'by-name' ? {} : null);
  return Object.keys(mountParams).length ? { mount: mountParams, params: p } : p;
}
