// The model every renderer produces and the layout consumes.

export type PageKind = 'openapi' | 'openrpc' | 'asyncapi' | 'proto' | 'components' | 'site';

export type ItemKind = 'operation' | 'method' | 'frame' | 'message' | 'enum' | 'service' | 'view' | 'channel' | 'schema';

export interface NavItem {
  anchor: string;
  label: string;
  kind: ItemKind;
  /** Set by `--changed-since`: the item was added, or something in it changed. */
  change?: 'added' | 'changed';
}

/** One search hit: [name, kind, page file, anchor, context]. Arrays keep search-index.js small. */
export type SearchEntry = [name: string, kind: string, page: string, anchor: string, context: string];

export interface Page {
  /** Output file name, flat in the site root (e.g. openapi-data-api.html). */
  file: string;
  title: string;
  kind: PageKind;
  /** Source path relative to the repo root. */
  source: string;
  /** One-line facts for the index page (surface, networks, counts). */
  summary: string;
  nav: NavItem[];
  search: SearchEntry[];
  body: string;
  /** Source JSON pointer prefix -> anchor, to link gaps to the place they describe. */
  pointers: Map<string, string>;
  /** Proto source line ranges -> anchor (narrowest range wins). */
  lines: Array<{ from: number; to: number; anchor: string }>;
  warnings: string[];
}
