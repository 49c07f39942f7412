import type { LoadedFixture } from '@gw/contract';

type Recorded = NonNullable<LoadedFixture['response']>;

/** A recorded JSON-RPC answer as text around its id: serialized once per fixture (fixtures never change once loaded). */
const texts = new WeakMap<Recorded, { before: string; after: string } | { whole: string }>();

/**
 * The recorded answer's JSON text with the caller's `id` in place of the recorded one (JSON-RPC echoes the caller's
 * id): the members serialized once, the id spliced in per call. A body without an `id` member is sent as recorded.
 */
export function recordedRpcText(r: Recorded, id: unknown): string {
  let t = texts.get(r);
  if (!t) {
    const body = r.body as Record<string, unknown> | undefined;
    if (!body || typeof body !== 'object' || Array.isArray(body)) t = { whole: JSON.stringify(body) };
    else {
      // Serialized with a marker id (private-use characters, which JSON.stringify leaves as they are); the text
      // either side of it is kept. Member order stays the recorded one.
      const marker = '\ue000gw-id\ue000';
      const text = JSON.stringify({ ...body, id: marker });
      const at = text.lastIndexOf(JSON.stringify(marker));
      t = { before: text.slice(0, at), after: text.slice(at + marker.length + 2) };
    }
    texts.set(r, t);
  }
  return 'whole' in t ? t.whole : t.before + (id === undefined ? 'null' : JSON.stringify(id)) + t.after;
}
