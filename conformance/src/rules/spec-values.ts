import { specDocs } from '@gw/contract';

const cache = new Map<string, readonly string[]>();

/**
 * The values a schema of a surface's spec lists: its `enum`, or the known values of an open string
 * (`x-gw-known-values`). A rule that checks them reads them here, so the spec stays their one source.
 */
export function specValues(surface: string, schema: string): readonly string[] {
  const key = `${surface}#${schema}`;
  let values = cache.get(key);
  if (!values) {
    const doc = specDocs().get(surface) as { components?: { schemas?: Record<string, Record<string, unknown>> } } | undefined;
    const s = doc?.components?.schemas?.[schema];
    const listed = s?.enum ?? s?.['x-gw-known-values'];
    if (!Array.isArray(listed) || listed.length === 0 || !listed.every((v) => typeof v === 'string'))
      throw new Error(`the ${surface} spec lists no values for the schema ${schema}`);
    values = Object.freeze([...listed]);
    cache.set(key, values);
  }
  return values;
}
