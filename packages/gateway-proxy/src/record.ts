import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { holdsSecret, redactJson } from '@gw/runtime';

/** Response headers a recording keeps (never auth headers). */
const KEPT = /^(content-type|x-ratelimit-.*|retry-after)$/;

export interface Recording {
  network: string;
  surface: string;
  operation: string;
  auth: string;
  invalidRequest?: boolean;
  request: { method: string; path: string; headers?: Record<string, string>; body?: unknown; send?: unknown[] };
  response?: { status: number; headers: Record<string, string>; body: unknown };
  frames?: unknown[];
}

/**
 * Writes what passed through as fixtures `<dir>/<network>/<surface>/<operation>/proxied-<n>.json`, provenance
 * `recorded` with the upstream host and today's date. Every secret becomes `{apiKey}`; a file that would still
 * contain one is refused (not written) and counted.
 */
export class Recorder {
  private readonly counts = new Map<string, number>();
  written = 0;
  refused = 0;

  constructor(
    private readonly dir: string,
    private readonly target: string,
    private readonly log: (line: string) => void = () => {},
  ) {}

  write(r: Recording, secrets: string[]): string | undefined {
    // docs/conventions.md §One name everywhere: `::` becomes `__`, `.` and `/` become `_` in file names.
    const key = `${r.network}/${r.surface}/${r.operation.replace(/::/g, '__').replace(/[./]/g, '_')}`;
    const n = (this.counts.get(key) ?? 0) + 1;
    this.counts.set(key, n);
    const response = r.response ? { ...r.response, headers: Object.fromEntries(Object.entries(r.response.headers).filter(([k]) => KEPT.test(k))) } : undefined;
    const fixture = {
      provenance: { kind: 'recorded', target: this.target, date: new Date().toISOString().slice(0, 10) },
      network: r.network,
      surface: r.surface,
      operation: r.operation,
      case: `proxied-${n}`,
      compare: 'schema',
      auth: r.auth,
      ...(r.invalidRequest ? { invalidRequest: true } : {}),
      request: r.request,
      ...(response ? { response } : {}),
      ...(r.frames ? { frames: r.frames } : {}),
    };
    const live = secrets.filter((s) => s.length > 0);
    const text = `${JSON.stringify(redactJson(fixture, live, '{apiKey}'), null, 2)}\n`;
    if (holdsSecret(text, live)) {
      this.refused++;
      this.log(`record: refused ${key}/proxied-${n}.json: it would still contain the key`);
      return undefined;
    }
    const file = join(this.dir, `${key}/proxied-${n}.json`);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
    this.written++;
    return file;
  }
}
