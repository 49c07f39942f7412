// One side of the comparison (base commit or working tree): cached file loading and $ref resolution.
import { posix } from 'node:path';
import { showFile } from './git.js';
import { readTreeFile } from './files.js';
import { joinPointer, loadYaml, splitPointer, type LoadedFile } from './yaml-source.js';

/** A value inside a file, remembering where it came from (after following $refs). */
export interface Located {
  value: unknown;
  file: string;
  pointer: string;
  /** The `$ref`s followed to reach it, outermost first: where an edit of the reference itself (or a keyword beside it) is. */
  via?: RefSite[];
}

/** A node holding a `$ref`, and the keywords written beside it (they override the target's). */
export interface RefSite {
  file: string;
  pointer: string;
  siblings: string[];
}

export type Side = 'base' | 'head';

export class Revision {
  private cache = new Map<string, Promise<LoadedFile | undefined>>();
  /** When set, every `file#pointer` a $ref reaches is added (used to tell whether shared schemas a spec uses changed). */
  track: Set<string> | undefined;

  constructor(
    readonly side: Side,
    private readonly read: (path: string) => Promise<string | undefined>,
  ) {}

  static base(repoRoot: string, commit: string): Revision {
    return new Revision('base', (p) => showFile(repoRoot, commit, p));
  }

  static head(repoRoot: string): Revision {
    return new Revision('head', (p) => readTreeFile(repoRoot, p));
  }

  /** Parsed file; undefined when missing. Throws on invalid YAML. */
  load(path: string): Promise<LoadedFile | undefined> {
    let hit = this.cache.get(path);
    if (!hit) {
      hit = this.read(path).then((text) => (text === undefined ? undefined : loadYaml(path, text)));
      this.cache.set(path, hit);
    }
    return hit;
  }

  /** Like load, but a parse error yields undefined. */
  async tryLoad(path: string): Promise<LoadedFile | undefined> {
    try {
      return await this.load(path);
    } catch {
      return undefined;
    }
  }

  async lineOf(file: string, pointer: string): Promise<number> {
    return (await this.tryLoad(file))?.lineOf(pointer) ?? 0;
  }

  /** Follow `$ref` chains (local and relative-file) until a non-ref value; siblings of $ref are merged over the target. */
  async resolve(node: Located): Promise<Located> {
    let cur = node;
    let written = node.value; // the node as written at the current site (before keywords beside refs were merged)
    const seen = new Set<string>();
    while (isObject(cur.value) && typeof cur.value.$ref === 'string') {
      const key = `${cur.file}#${cur.pointer}`;
      if (seen.has(key)) break;
      seen.add(key);
      const { $ref, ...siblings } = cur.value;
      const target = await this.deref(cur.file, $ref as string);
      if (!target) return { ...cur, value: siblings };
      const own = isObject(written) ? Object.keys(written).filter((k) => k !== '$ref') : [];
      const via = [...(cur.via ?? []), { file: cur.file, pointer: cur.pointer, siblings: own }];
      const merged = Object.keys(siblings).length > 0 && isObject(target.value) ? { ...target.value, ...siblings } : target.value;
      written = target.value;
      cur = { ...target, value: merged, via };
    }
    return cur;
  }

  private async deref(fromFile: string, ref: string): Promise<Located | undefined> {
    const hash = ref.indexOf('#');
    const filePart = hash < 0 ? ref : ref.slice(0, hash);
    const pointer = hash < 0 ? '' : ref.slice(hash + 1);
    const file = filePart === '' ? fromFile : posix.normalize(posix.join(posix.dirname(fromFile), filePart));
    const loaded = await this.tryLoad(file);
    if (!loaded) return undefined;
    const value = getAt(loaded.data, pointer);
    if (value === undefined) return undefined;
    const normalized = joinPointer('', ...splitPointer(pointer));
    this.track?.add(`${file}#${normalized}`);
    return { value, file, pointer: normalized };
  }
}

export function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function getAt(data: unknown, pointer: string): unknown {
  let cur: unknown = data;
  for (const t of splitPointer(pointer)) {
    if (Array.isArray(cur)) cur = cur[Number(t)];
    else if (isObject(cur)) cur = cur[t];
    else return undefined;
  }
  return cur;
}

/**
 * A child of a located object (no $ref resolution). A keyword written beside a `$ref` is located where it is
 * written (the outermost such site wins, as it wins the merge), not in the referenced schema.
 */
export function child(node: Located, ...tokens: (string | number)[]): Located {
  let value: unknown = node.value;
  for (const t of tokens) value = Array.isArray(value) ? value[Number(t)] : isObject(value) ? value[String(t)] : undefined;
  const via = node.via ?? [];
  const first = String(tokens[0]);
  const at = tokens.length ? via.findIndex((s) => s.siblings.includes(first)) : -1;
  if (at >= 0) {
    const site = via[at]!;
    return { value, file: site.file, pointer: joinPointer(site.pointer, ...tokens), ...(at > 0 ? { via: via.slice(0, at) } : {}) };
  }
  return { value, file: node.file, pointer: joinPointer(node.pointer, ...tokens), ...(via.length ? { via } : {}) };
}
