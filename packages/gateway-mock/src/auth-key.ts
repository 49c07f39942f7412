import { API_KEY_HEADER } from '@gw/runtime';
import type { RouteMatch } from '@gw/contract';
import type { AuthOutcome } from './auth.js';

/** The key (or alias) an authorized request was made with, or undefined for keyless ones (CORS, open mounts). */
export function keyOf(
  mode: Extract<AuthOutcome, { ok: true }>['mode'],
  route: RouteMatch,
  headers: Record<string, string | string[] | undefined>,
  apiKeyHeader = API_KEY_HEADER,
): string | undefined {
  if (mode === 'path' || mode === 'alias') return route.key;
  if (mode !== 'header') return undefined;
  const h = headers[apiKeyHeader.toLowerCase()];
  return Array.isArray(h) ? h[0] : h;
}
