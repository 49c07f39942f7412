import { redact } from '@gw/runtime';
import type { LoadedFixture } from '@gw/gateway-mock';
import { describeNetworkError, type Target } from './target.js';

export type Preflight = { ok: true; probe: string } | { ok: false; kind: 'unreachable' | 'unauthorised'; message: string };

/**
 * One request before the cases: tells an unreachable gateway (with the transport's cause) from one that refuses
 * the key (HTTP 401/403). The probe is the first keyed exchange of the run that expects a success (else health).
 */
export async function preflight(t: Target, fixtures: LoadedFixture[], keyEnv: string): Promise<Preflight> {
  const keyed = fixtures.find((f) => !f.invalidRequest && !f.frames && (f.auth === 'path' || f.auth === 'header') && (f.response?.status ?? 0) < 300 && !f.request.path.includes('{adminKey}') && !f.request.path.includes('{invalidKey}'));
  const fill = (x: string) => x.replace('{apiKey}', encodeURIComponent(t.apiKey ?? ''));
  const url = new URL(t.baseUrl + (keyed ? fill(keyed.request.path) : '/v4/api/health'));
  for (const [k, v] of Object.entries(keyed?.request.query ?? {})) url.searchParams.set(k, v);
  const headers = Object.fromEntries(Object.entries(keyed?.request.headers ?? {}).map(([k, v]) => [k, fill(v)]));
  const body = keyed?.request.body;
  const probe = `${keyed?.request.method ?? 'GET'} ${redact(url.pathname, [t.apiKey ?? ''].filter(Boolean), '{apiKey}')}`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: keyed?.request.method ?? 'GET',
      headers: { ...(body !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
      ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
      signal: AbortSignal.timeout(Math.min(t.timeoutMs, 15_000)),
    });
    await res.arrayBuffer().catch(() => undefined);
  } catch (e) {
    const { cause } = describeNetworkError(e);
    return { ok: false, kind: 'unreachable', message: `preflight: cannot reach ${url.host}: ${cause} (probe ${probe})` };
  }
  // Only a keyed probe can tell that the key is refused; the keyless health route says only that the host answers.
  if (keyed && (res.status === 401 || res.status === 403)) {
    return { ok: false, kind: 'unauthorised', message: `preflight: ${url.host} refused the key in ${keyEnv} with HTTP ${res.status} (probe ${probe}): unauthorised, check the key and its network` };
  }
  return { ok: true, probe };
}
