import { randomBytes } from 'node:crypto';
import type { LoadedFixture } from '@gw/contract';

type Recorded = NonNullable<LoadedFixture['response']>;
const MARKER = `gw-id-${randomBytes(12).toString('hex')}`;

/** A recorded JSON-RPC answer as text around its id: serialized once per fixture (fixtures never change once loaded). */
const texts = new WeakMap<Recorded, { before: string; after: string } | { whole: string }>();

/**
 * The recorded answer's JSON text with the caller's `id` in place of the recorded one (JSON-RPC echoes the caller's
 * id): the members serialized once, the id spliced in per call. A body that is not an object is sent as recorded.
 */
export function recordedRpcText(r: Recorded, id: unknown): string {
  let t = texts.get(r);
  if (!t) {
    const body = r.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) t = { whole: JSON.stringify(body) };
    else {
      // Serialized with a marker id; the text either side of it is kept. Member order stays the recorded one. The
      // marker is ASCII (a non-ASCII one would make every answer a two-byte string, three times slower to send)
      // and random, so no recorded text holds it.
      const text = JSON.stringify({ ...body, id: MARKER });
      const at = text.lastIndexOf(`"${MARKER}"`);
      t = { before: text.slice(0, at), after: text.slice(at + MARKER.length + 2) };
    }
    texts.set(r, t);
  }
  return 'whole' in t ? t.whole : t.before + (id === undefined ? 'null' : JSON.stringify(id)) + t.after;
}
