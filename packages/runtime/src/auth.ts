/** The gateway's authentication modes (seed 000 §Authentication). */
export const AUTH_MODES = ['path', 'header', 'cors', 'alias', 'none'] as const;
export type AuthMode = (typeof AUTH_MODES)[number];

export type Auth =
  | { mode: 'path'; apiKey: string }
  | { mode: 'header'; apiKey: string }
  /** Browsers send Origin themselves; outside a browser it may be set for testing. */
  | { mode: 'cors'; origin?: string }
  | { mode: 'alias'; alias: string }
  | { mode: 'none' };

export const API_KEY_HEADER = 'x-service-api-key';

/**
 * Secrets an auth value carries: they are redacted from every message, log, report and recording. An alias is one:
 * it stands in for the key and carries its own permissions (seed 000 §Authentication).
 */
export function secretsOf(auth: Auth): string[] {
  if (auth.mode === 'path' || auth.mode === 'header') return auth.apiKey ? [auth.apiKey] : [];
  if (auth.mode === 'alias') return auth.alias ? [auth.alias] : [];
  return [];
}
