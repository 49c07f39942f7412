// Collects one page's anchors, navigation, search entries and pointer map while it is rendered.
import { Anchors } from './html.js';
import type { ItemKind, Page, PageKind } from './types.js';

/**
 * The anchor nearest to a place in the page's source: `#/json/pointer` (longest registered prefix) or `line N`
 * (narrowest proto line range). `exact` when the place itself has the anchor.
 */
export function nearestAnchor(page: Page, where: string): { anchor: string; exact: boolean } | undefined {
  const line = /^line (\d+)$/.exec(where);
  if (line) {
    const n = Number(line[1]);
    const hits = page.lines.filter((r) => r.from <= n && n <= r.to).sort((a, b) => a.to - a.from - (b.to - b.from));
    return hits[0] && { anchor: hits[0].anchor, exact: hits[0].from === n };
  }
  const parts = where.split('/');
  for (let k = parts.length; k >= 1; k--) {
    const anchor = page.pointers.get(parts.slice(0, k).join('/'));
    if (anchor) return { anchor, exact: k === parts.length };
  }
  return undefined;
}

export class PageBuilder {
  readonly anchors = new Anchors();
  readonly page: Page;

  constructor(file: string, title: string, kind: PageKind, source: string) {
    this.page = { file, title, kind, source, summary: '', nav: [], search: [], body: '', pointers: new Map(), lines: [], warnings: [] };
    this.anchors.make('top');
    this.page.pointers.set('#', 'top');
  }

  /** A navigable item (operation, method, frame, message...): sidebar entry + search entry. */
  item(kind: ItemKind, label: string, idBase: string, pointer?: string): string {
    const anchor = this.anchors.make(idBase);
    this.page.nav.push({ anchor, label, kind });
    this.page.search.push([label, kind, this.page.file, anchor, this.page.title]);
    if (pointer !== undefined) this.pointer(pointer, anchor);
    return anchor;
  }

  /** Another sidebar + search entry for an existing anchor (e.g. a proto view on its request message). */
  alias(kind: ItemKind, label: string, anchor: string): void {
    this.page.nav.push({ anchor, label, kind });
    this.page.search.push([label, kind, this.page.file, anchor, this.page.title]);
  }

  /** A field row: search entry only. */
  field(name: string, idBase: string, context: string, pointer?: string): string {
    const anchor = this.anchors.make(idBase);
    this.page.search.push([name, 'field', this.page.file, anchor, context]);
    if (pointer !== undefined) this.pointer(pointer, anchor);
    return anchor;
  }

  pointer(pointer: string, anchor: string): void {
    if (!this.page.pointers.has(pointer)) this.page.pointers.set(pointer, anchor);
  }

  warn(message: string): void {
    this.page.warnings.push(message);
  }
}
