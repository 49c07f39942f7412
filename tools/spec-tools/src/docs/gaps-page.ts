// The gaps page: every x-not-shown / x-assumption / x-gw-gaps marker and proto `// not-shown:` / `// assumption:` line,
// linked to the place it describes.
import { collectGaps, type Gap } from '@gw/codegen/gaps';
import { badge, esc, prose } from './html.js';
import { nearestAnchor, PageBuilder } from './page.js';
import type { Page } from './types.js';

export function gapsPage(root: string, pages: Page[]): { page: Page; count: number } {
  const b = new PageBuilder('gaps.html', 'Gaps: not shown and assumptions', 'site', 'specs/');
  let gaps: Gap[] = [];
  try {
    gaps = collectGaps(root);
  } catch (e) {
    b.warn(`gaps not collected: ${(e as Error).message}`);
  }
  const bySource = new Map(pages.map((p) => [p.source, p]));
  const files = [...new Set(gaps.map((g) => g.file))];
  const sections = files.map((file) => {
    const page = bySource.get(file);
    const rows = gaps
      .filter((g) => g.file === file)
      .map((g) => {
        const anchor = page && nearestAnchor(page, g.where)?.anchor;
        const where = page ? `<a href="${esc(page.file)}${anchor ? `#${esc(anchor)}` : ''}"><code>${esc(g.where)}</code></a>` : `<code>${esc(g.where)}</code>`;
        return `<tr class="gap-row"><td>${badge(g.kind, g.kind === 'assumption' ? 'assumption' : 'errb')}</td><td>${where}</td><td>${prose(g.text)}</td></tr>`;
      });
    const title = page ? `<a href="${esc(page.file)}">${esc(file)}</a>` : esc(file);
    return `<section class="group"><h2>${title}</h2><table class="gaps"><thead><tr><th>kind</th><th>where</th><th>text</th></tr></thead><tbody>${rows.join('')}</tbody></table></section>`;
  });
  const notShown = gaps.filter((g) => g.kind === 'not-shown').length;
  b.page.body = [
    `<header class="doc"><h1>${esc(b.page.title)}</h1>`,
    `<p>Not shown by the seeds: <b>${notShown}</b>. Assumptions we made: <b>${gaps.length - notShown}</b>. `,
    'Collected from <code>x-not-shown</code>, <code>x-gw-gaps</code> and <code>x-assumption</code> in the specs and from <code>// not-shown:</code> / <code>// assumption:</code> lines in .proto files.</p></header>',
    sections.join('') || '<p class="none">no gaps recorded</p>',
  ].join('');
  return { page: b.page, count: gaps.length };
}
