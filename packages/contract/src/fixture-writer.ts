import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { redact, redactJson } from '@gw/runtime';
import { type Fixture, type FixtureRequest, fixturePath } from './fixture.js';
import { surfaces as generatedSurfaces } from './gen/surfaces.js';
import type { AnySurface } from './registry.js';

/** Response headers a recording keeps (never auth headers). */
export const KEPT_RESPONSE_HEADERS = /^(content-type|x-ratelimit-.*|retry-after)$/;

/** A recording that cannot be written: it names no operation of the spec, or a secret would stay in it. */
export class FixtureWriteRefused extends Error {
  override name = 'FixtureWriteRefused';
}

/** A request as recorded: a binary body (bytes) becomes base64 with its content type, so it replays byte for byte. */
export function recordedRequest(r: Omit<FixtureRequest, 'body' | 'bodyEncoding'> & { body?: unknown }): FixtureRequest {
  if (!(r.body instanceof Uint8Array)) return r as FixtureRequest;
  const headers = { 'content-type': 'application/octet-stream', ...(r.headers ?? {}) };
  return { ...r, headers, body: Buffer.from(r.body).toString('base64'), bodyEncoding: 'base64' };
}

/** Whether a fixture names an operation of its surface (a stream's recording is named `stream`). */
export function isSpecOperation(f: Pick<Fixture, 'surface' | 'operation'>, surfaces: AnySurface[] = generatedSurfaces): boolean {
  const s = surfaces.find((x) => x.surface.name === f.surface);
  if (!s) return false;
  if (s.kind === 'stream') return f.operation === 'stream';
  return Object.hasOwn(s.kind === 'rest' ? s.operations : s.methods, f.operation);
}

/**
 * The one fixture writer (`gw conformance --record`, `gw proxy --record`): every secret in every spelling the
 * redactor knows becomes `{apiKey}`, a file that would still hold one is refused, and the file is written to a temp
 * name and renamed into place, so a crash leaves the old fixture or the new one, never half of one. Returns the path.
 */
export function writeFixture(root: string, fixture: Fixture, secrets: readonly string[], surfaces?: AnySurface[]): string {
  if (!isSpecOperation(fixture, surfaces))
    throw new FixtureWriteRefused(`${fixture.surface} ${fixture.operation} is not an operation of the spec: not recorded`);
  const live = secrets.filter((s) => s.length > 0);
  const text = `${JSON.stringify(redactJson(fixture, live, '{apiKey}'), null, 2)}\n`;
  if (redact(text, live) !== text) throw new FixtureWriteRefused('it would still contain the key after redaction: not written');
  const file = join(root, fixturePath(fixture));
  mkdirSync(dirname(file), { recursive: true });
  writeAtomically(file, text);
  return file;
}

/**
 * Writes a temp file beside `file` and renames it into place. The temp name does not end in `.json`: the fixture
 * loader skips one a killed process left.
 */
export function writeAtomically(file: string, text: string): void {
  const temp = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`);
  try {
    writeFileSync(temp, text);
    renameSync(temp, file);
  } catch (e) {
    rmSync(temp, { force: true });
    throw e;
  }
}
