// Long pages are cut into parts so no page file passes the size budget. Renderers mark where a page may be cut: between
// top-level blocks (BREAK) and between the items of a group (itemBreak(title): the group is closed there and reopened
// on the next part as "title (continued)"). Links are then pointed at the part that holds their anchor.
import { esc } from './html.js';

export const BREAK = '<!--gw:break-->';
export const itemBreak = (title: string): string => `<!--gw:break ${encodeURIComponent(title)}-->`;
const MARKER = /<!--gw:break(?: ([^ >]*))?-->/g;

/** A page body without its cut marks. */
export const unmarked = (body: string): string => body.replace(MARKER, '');

/** Cuts a body into parts of at most `budget` bytes where it can (an item larger than the budget stays whole). */
export function splitBody(body: string, budget: number): string[] {
  if (Buffer.byteLength(body) <= budget) return [unmarked(body)];
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let last = 0;
  let group: string | undefined; // title of the group the next cut falls in
  const reopen = (title: string) => `<section class="group"><h2>${esc(title)} (continued)</h2>`;
  const take = (chunk: string, cutGroup: string | undefined) => {
    const bytes = Buffer.byteLength(chunk);
    if (current && size + bytes > budget) {
      parts.push(cutGroup === undefined ? current : `${current}</section>`);
      current = cutGroup === undefined ? '' : reopen(cutGroup);
      size = Buffer.byteLength(current);
    }
    current += chunk;
    size += bytes;
  };
  for (const m of body.matchAll(MARKER)) {
    take(body.slice(last, m.index), group);
    group = m[1] === undefined ? undefined : decodeURIComponent(m[1]);
    last = m.index + m[0].length;
  }
  take(body.slice(last), group);
  parts.push(current);
  return parts.map(unmarked);
}

/** The anchors (`id="…"`) a piece of HTML defines. */
export const anchorsOf = (html: string): string[] => [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]!);

/**
 * Points every link at the part that holds its anchor. `parts` maps a document's first file to its anchors' files;
 * `current` is the file being written (a link `#x` on a part that lacks x goes to the part that has it).
 */
export function relink(html: string, current: string, origin: string, parts: Map<string, Map<string, string>>): string {
  return html.replace(/href="([^"#]*)#([^"]*)"/g, (all, file: string, anchor: string) => {
    const doc = file === '' ? origin : file;
    const target = parts.get(doc)?.get(anchor);
    if (!target || target === file || (file === '' && target === current)) return all;
    return `href="${target}#${anchor}"`;
  });
}
