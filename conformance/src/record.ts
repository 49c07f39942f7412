import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import { type Exchange, redactJson } from '@gw/runtime';
import type { LoadedFixture } from '@gw/contract';
import { caseFileName } from './cases.js';

const KEPT_HEADERS = /^(content-type|x-ratelimit-.*|retry-after)$/;

/** What a recording keeps of the fixture it replayed, marked recorded from `target` today. */
function recordedHead(source: LoadedFixture, target: string) {
  const { network, surface, operation, case: kase, compare, auth } = source;
  return { provenance: { kind: 'recorded', target, date: new Date().toISOString().slice(0, 10) }, network, surface, operation, case: kase, compare, auth };
}

/**
 * Writes what a live run saw as a fixture: provenance `recorded` with the target and date; the key
 * is already `{apiKey}` in the exchange, and the file is refused if any secret is still in it.
 */
export function writeRecorded(
  dir: string,
  source: LoadedFixture,
  x: Exchange,
  target: string,
  secrets: string[],
  raw?: { contentType: string; text: string },
): string {
  // A body that is not JSON by its content type stays the text it was (a plain-text height `921004` is not the number).
  const type = raw?.contentType ?? x.response.headers['content-type'] ?? '';
  const body = raw && type && !/json/i.test(type) ? raw.text : x.response.body;
  const fixture = {
    ...recordedHead(source, target),
    // The client redacts whatever key it sent; a key no gateway accepts goes back to its own placeholder, so the
    // recording replays as the 401 case it was and never answers a valid request.
    request: source.request.path.includes('{invalidKey}') ? { ...x.request, path: x.request.path.replace('{apiKey}', '{invalidKey}') } : x.request,
    response: {
      status: x.response.status,
      headers: Object.fromEntries(Object.entries(x.response.headers).filter(([k]) => KEPT_HEADERS.test(k))),
      body,
    },
  };
  return save(dir, source, fixture, secrets);
}

/** A stream's recording: the client frames sent and the server frames seen, in order. */
export function writeRecordedStream(dir: string, source: LoadedFixture, frames: unknown[], target: string, secrets: string[]): string {
  const fixture = {
    ...recordedHead(source, target),
    request: { method: 'GET', path: source.request.path, send: source.request.send ?? [] },
    frames,
  };
  return save(dir, source, fixture, secrets);
}

function save(dir: string, source: LoadedFixture, fixture: object, secrets: string[]): string {
  const text = `${JSON.stringify(redactJson(fixture, secrets, '{apiKey}'), null, 2)}\n`;
  for (const s of secrets) if (s && text.includes(s)) throw new Error('refusing to write a recording that contains a key');
  const file = join(dir, source.network, source.surface, caseFileName(source.operation), `${source.case}.json`);
  mkdirSync(dirname(file), { recursive: true });
  writeAtomically(file, text);
  return file;
}

/**
 * Writes a temp file beside `file` and renames it into place, so a crash mid-recording leaves either the old
 * fixture or the new one, never half of one. The temp name does not end in `.json`: the fixture loader skips it.
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
