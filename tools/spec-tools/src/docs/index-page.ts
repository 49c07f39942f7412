// The overview page: one row per document with its surface and what it contains.
import { changesIndex, type SiteChanges } from './changes.js';
import { esc } from './html.js';
import { PageBuilder } from './page.js';
import type { Page } from './types.js';

export function indexPage(pages: Page[], surfaces: Map<string, Record<string, unknown>>, gapCount: number, changes?: SiteChanges): Page {
  const b = new PageBuilder('index.html', 'Gateway API reference', 'site', 'specs/');
  const list = (v: unknown) => (Array.isArray(v) ? v.map((x) => esc(x)).join(', ') : v === undefined ? '' : esc(v));
  const rows = pages.map((p) => {
    const s = surfaces.get(p.file) ?? {};
    return `<tr><td>${esc(p.kind)}</td><td><a href="${esc(p.file)}">${esc(p.title)}</a></td><td><code>${esc(p.source)}</code></td><td>${esc(s.name ?? '')}</td><td>${list(s.networks)}</td><td>${list(s.auth)}</td><td>${esc(p.summary)}</td></tr>`;
  });
  const warnings = pages.flatMap((p) => p.warnings.map((w) => `<li><a href="${esc(p.file)}">${esc(p.source)}</a>: ${esc(w)}</li>`));
  b.page.body = [
    `<header class="doc"><h1>${esc(b.page.title)}</h1><p>Generated from <code>specs/</code> (OpenAPI, OpenRPC, AsyncAPI, protobuf). See also <a href="gaps.html">${gapCount} gaps</a>.</p></header>`,
    changes ? changesIndex(changes) : '',
    warnings.length ? `<section class="group"><h2>Warnings</h2><ul class="warn">${warnings.join('')}</ul></section>` : '',
    `<table class="docs"><thead><tr><th>kind</th><th>document</th><th>source</th><th>surface</th><th>networks</th><th>auth</th><th>contents</th></tr></thead><tbody>${rows.join('')}</tbody></table>`,
  ].join('');
  return b.page;
}
