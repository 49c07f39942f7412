import { API_KEY_HEADER, type AuthMode } from '@gw/runtime';
import type { RouteMatch } from '@gw/contract';
import { ADMIN_REQUIRED, INVALID_API_KEY } from './refusal-answers.js';

export interface AuthConfig {
  apiKey: string;
  adminKey?: string;
  /** Aliases configured "in the dashboard": they stand where a key would. */
  aliases: string[];
  /** Registered CORS origins. */
  origins: string[];
  /** Name of the API-key header (default `x-service-api-key`, the seeds' name); configuration, as in the clients. */
  apiKeyHeader?: string;
}

export type AuthOutcome = { ok: true; admin: boolean; mode: AuthMode; origin?: string } | { ok: false; status: 401 | 403; body: unknown };

const INVALID = { ok: false as const, ...INVALID_API_KEY };

/** The seeds' auth rules (docs/conventions.md §Auth semantics). */
export function authorize(
  cfg: AuthConfig,
  route: RouteMatch,
  headers: Record<string, string | string[] | undefined>,
  adminOnly: boolean,
  keyless = false,
): AuthOutcome {
  const modes = route.surface.surface.auth;
  const isKey = (k: string | undefined) => k !== undefined && (k === cfg.apiKey || (cfg.adminKey !== undefined && k === cfg.adminKey));
  const isAdmin = (k: string | undefined) => cfg.adminKey !== undefined && k === cfg.adminKey;
  let admin = false;
  let origin: string | undefined;
  let mode: 'path' | 'alias' | 'header' | 'cors' | 'none';
  if (route.mount === 'path') {
    const viaKey = modes.includes('path') && isKey(route.key);
    const viaAlias = modes.includes('alias') && route.key !== undefined && cfg.aliases.includes(route.key);
    if (!viaKey && !viaAlias) return INVALID;
    admin = isAdmin(route.key);
    mode = viaKey ? 'path' : 'alias';
  } else {
    const headerKey = headers[(cfg.apiKeyHeader ?? API_KEY_HEADER).toLowerCase()];
    const key = Array.isArray(headerKey) ? headerKey[0] : headerKey;
    const o = typeof headers.origin === 'string' ? headers.origin : undefined;
    if (modes.includes('header') && isKey(key)) {
      admin = isAdmin(key);
      mode = 'header';
    } else if (modes.includes('cors') && o !== undefined && cfg.origins.includes(o)) {
      origin = o;
      mode = 'cors';
    } else if (modes.includes('none') || keyless)
      mode = 'none'; // keyless: an operation with `security: []` (health)
    else return INVALID;
  }
  if (adminOnly && !admin) return { ok: false, ...ADMIN_REQUIRED };
  return { ok: true, admin, mode, ...(origin ? { origin } : {}) };
}
