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
