// HTML building blocks: escaping, prose, anchors. Everything that reaches the page goes through `esc`.
import { encodeToken } from '@gw/codegen/pointer';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const esc = (value: unknown): string => String(value).replace(/[&<>"']/g, (c) => ENTITIES[c]!);

/** Text from a spec: escaped, `backticks` as <code>, line breaks kept by CSS (white-space: pre-line). */
export function prose(text: unknown, cls = 'prose'): string {
  if (text === undefined || text === null || text === '') return '';
  const html = esc(String(text).trim()).replace(/`([^`\n]+)`/g, '<code>$1</code>');
  return `<div class="${cls}">${html}</div>`;
}

export const code = (value: unknown): string => `<code>${esc(value)}</code>`;

/** JSON value as inline code (strings quoted so `"1"` and `1` stay distinct). */
export const json = (value: unknown): string => code(JSON.stringify(value));

export const pre = (value: unknown): string => (value === undefined ? '' : `<pre class="json">${esc(JSON.stringify(value, null, 2))}</pre>`);

export const badge = (text: string, cls: string): string => `<span class="badge ${cls}">${esc(text)}</span>`;

/** An id fragment safe in HTML ids, CSS selectors and URL fragments. */
export const slug = (text: string): string => text.replace(/[^A-Za-z0-9_.-]+/g, '-').replace(/^-+|-+$/g, '') || 'x';

/** Hands out unique, deterministic ids within one page. */
export class Anchors {
  private readonly used = new Set<string>();
  make(base: string): string {
    const root = slug(base);
    let id = root;
    for (let n = 2; this.used.has(id); n++) id = `${root}-${n}`;
    this.used.add(id);
    return id;
  }
}

export type Obj = Record<string, unknown>;
export const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** JSON pointer segment escaping (RFC 6901). */
export const ptr = (...parts: Array<string | number>): string => parts.map(encodeToken).join('/');
