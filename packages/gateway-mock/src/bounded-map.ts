/**
 * A Map that starts over when it holds `max` entries: for caches keyed by what callers send (paths, parameters),
 * which would otherwise grow without bound.
 */
export class BoundedMap<K, V> extends Map<K, V> {
  constructor(readonly max: number) {
    super();
  }

  override set(key: K, value: V): this {
    if (this.size >= this.max && !this.has(key)) this.clear();
    return super.set(key, value);
  }
}
