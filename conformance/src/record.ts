import type { Exchange } from '@gw/runtime';
import { type Fixture, KEPT_RESPONSE_HEADERS, type LoadedFixture, recordedRequest, writeFixture } from '@gw/contract';

/** What a recording keeps of the fixture it replayed, marked recorded from `target` today. */
function recordedHead(source: LoadedFixture, target: string) {
  const { network, surface, operation, case: kase, compare, auth } = source;
  const provenance = { kind: 'recorded' as const, target, date: new Date().toISOString().slice(0, 10) };
  return { provenance, network, surface, operation, case: kase, compare, auth };
}

/**
 * Writes what a live run saw as a fixture (`@gw/contract`'s writer: atomic, key-redacted): provenance `recorded`
 * with the target and date; the key is already `{apiKey}` in the exchange.
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
  // The client redacts whatever key it sent; a key no gateway accepts goes back to its own placeholder, so the
  // recording replays as the 401 case it was and never answers a valid request.
  const request = source.request.path.includes('{invalidKey}') ? { ...x.request, path: x.request.path.replace('{apiKey}', '{invalidKey}') } : x.request;
  const fixture: Fixture = {
    ...recordedHead(source, target),
    ...(source.invalidRequest ? { invalidRequest: true } : {}),
    request: recordedRequest({ ...request, method: request.method as Fixture['request']['method'] }),
    response: {
      status: x.response.status,
      headers: Object.fromEntries(Object.entries(x.response.headers).filter(([k]) => KEPT_RESPONSE_HEADERS.test(k))),
      body,
    },
  };
  return writeFixture(dir, fixture, secrets);
}

/** A stream's recording: the client frames sent and the server frames seen, in order. */
export function writeRecordedStream(dir: string, source: LoadedFixture, frames: unknown[], target: string, secrets: string[]): string {
  const fixture: Fixture = {
    ...recordedHead(source, target),
    request: { method: 'GET', path: source.request.path, send: source.request.send ?? [] },
    frames,
  };
  return writeFixture(dir, fixture, secrets);
}
