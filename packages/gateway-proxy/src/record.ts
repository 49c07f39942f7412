import {
  type AnySurface,
  caseFileName,
  type Fixture,
  FixtureWriteRefused,
  KEPT_RESPONSE_HEADERS,
  recordedRequest,
  type RouteMatch,
  writeFixture,
} from '@gw/contract';
import { redact } from '@gw/runtime';
import type { Checked } from './check-http.js';

export interface Recording {
  network: string;
  surface: string;
  operation: string;
  auth: string;
  invalidRequest?: boolean;
  /** `body`: parsed JSON, or the bytes of a binary body (recorded as base64 with its content type). */
  request: { method: string; path: string; query?: Record<string, string>; headers?: Record<string, string>; body?: unknown; send?: unknown[] };
  response?: { status: number; headers: Record<string, string>; body: unknown };
  frames?: unknown[];
  /**
   * What the caller's key stands as in the recorded request: `{apiKey}` (default); `{invalidKey}` when the gateway
   * refused it (401 INVALID_API_KEY: replayed, a key no gateway accepts); `{adminKey}` when an admin operation was
   * answered (the key was admin-flagged).
   */
  keyAs?: '{apiKey}' | '{adminKey}' | '{invalidKey}';
}

/**
 * Writes what passed through as fixtures `<dir>/<network>/<surface>/<operation>/proxied-<n>.json` with the one
 * fixture writer of `@gw/contract` (atomic, key-redacted, spec operations only), provenance `recorded` with the
 * upstream host and today's date. A recording the writer refuses is counted, never written.
 */
export class Recorder {
  private readonly counts = new Map<string, number>();
  written = 0;
  refused = 0;

  constructor(
    private readonly dir: string,
    private readonly target: string,
    private readonly log: (line: string) => void = () => {},
    private readonly surfaces?: AnySurface[],
  ) {}

  write(r: Recording, secrets: string[]): string | undefined {
    const key = `${r.network}/${r.surface}/${caseFileName(r.operation)}`;
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    const live = secrets.filter((s) => s.length > 0);
    const keyAs = r.keyAs ?? '{apiKey}';
    // The caller's key in the request becomes its placeholder; the writer redacts every other place it appears.
    const headers = r.request.headers && Object.fromEntries(Object.entries(r.request.headers).map(([k, v]) => [k, redact(v, live, keyAs)]));
    const method = r.request.method as Fixture['request']['method'];
    const request = recordedRequest({ ...r.request, method, path: redact(r.request.path, live, keyAs), ...(headers ? { headers } : {}) });
    const response = r.response && {
      ...r.response,
      headers: Object.fromEntries(Object.entries(r.response.headers).filter(([k]) => KEPT_RESPONSE_HEADERS.test(k))),
    };
    const fixture = {
      provenance: { kind: 'recorded', target: this.target, date: new Date().toISOString().slice(0, 10) },
      network: r.network,
      surface: r.surface,
      operation: r.operation,
      case: `proxied-${n}`,
      compare: 'schema',
      auth: r.auth,
      ...(r.invalidRequest ? { invalidRequest: true } : {}),
      request,
      ...(response ? { response } : {}),
      ...(r.frames ? { frames: r.frames } : {}),
    } as Fixture;
    try {
      const file = writeFixture(this.dir, fixture, live, this.surfaces);
      this.written++;
      return file;
    } catch (e) {
      if (!(e instanceof FixtureWriteRefused)) throw e;
      this.refused++;
      this.log(`record: refused ${key}/proxied-${n}.json: ${e.message}`);
      return undefined;
    }
  }
}

/**
 * What one HTTP exchange the proxy saw is recorded as: a fixture per answered call of an operation of the spec whose
 * input a fixture can hold (never a call outside the spec, a notification, or a call whose body or envelope is broken).
 */
export function recordingsOf(
  network: string,
  route: RouteMatch,
  auth: string,
  request: { method: string; path: string; query?: Record<string, string>; headers: Record<string, string> },
  answer: { status: number; headers: Record<string, string> },
  checked: Checked[],
): Recording[] {
  const s = route.surface;
  return checked
    .filter((c) => !c.outsideSpec && !c.unrecordable && c.response !== undefined)
    .map((c) => ({
      network,
      surface: s.surface.name,
      operation: c.operation,
      auth,
      ...(c.invalidRequest ? { invalidRequest: true } : {}),
      keyAs: keyAs(s, c),
      request: { ...request, ...(c.request !== undefined ? { body: c.request } : {}) },
      response: { status: answer.status, headers: answer.headers, body: c.response },
    }));
}

function keyAs(s: AnySurface, c: Checked): Recording['keyAs'] {
  const o = c.judgement?.outcome;
  if (o?.kind === 'refusal' && o.reason === 'invalid-api-key') return '{invalidKey}';
  const admin = s.kind === 'rest' && s.operations[c.operation]?.meta.admin === true;
  return admin && !(o?.kind === 'refusal' && o.reason === 'admin-required') ? '{adminKey}' : '{apiKey}';
}
