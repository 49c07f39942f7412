import { redact } from '@gw/runtime';
import { type LoadedFixture, usesAdminKey, usesInvalidKey } from '@gw/contract';
import { sendRaw } from './replay.js';
import { describeNetworkError, type Target } from './target.js';

export type Preflight = { ok: true; probe: string } | { ok: false; kind: 'unreachable' | 'unauthorised'; message: string };

/**
 * One request before the cases: tells an unreachable gateway (with the transport's cause) from one that refuses
 * the key (HTTP 401/403). The probe is the first keyed exchange that expects a success (else the keyless health route).
 */
export async function preflight(t: Target, fixtures: LoadedFixture[], keyEnv: string): Promise<Preflight> {
  const keyed = fixtures.find(
    (f) =>
      !f.invalidRequest &&
      !f.frames &&
      (f.auth === 'path' || f.auth === 'header') &&
      (f.response?.status ?? 0) < 300 &&
      !usesAdminKey(f.request) &&
      !usesInvalidKey(f.request),
  );
  const probe: LoadedFixture = keyed ?? ({ request: { method: 'GET', path: '/v4/api/health' } } as LoadedFixture);
  const host = new URL(t.baseUrl).host;
  const what = `${probe.request.method} ${redact(probe.request.path, [t.apiKey ?? ''].filter(Boolean), '{apiKey}')}`;
  let res: Response;
  try {
    res = await sendRaw(t, probe, Math.min(t.timeoutMs, 15_000));
    await res.arrayBuffer().catch(() => undefined);
  } catch (e) {
    return { ok: false, kind: 'unreachable', message: `preflight: cannot reach ${host}: ${describeNetworkError(e).cause} (probe ${what})` };
  }
  // Only a keyed probe can tell that the key is refused; the keyless health route says only that the host answers.
  if (keyed && (res.status === 401 || res.status === 403)) {
    return {
      ok: false,
      kind: 'unauthorised',
      message: `preflight: ${host} refused the key in ${keyEnv} with HTTP ${res.status} (probe ${what}): unauthorised, check the key and its network`,
    };
  }
  return { ok: true, probe: what };
}
