// The page shell: sidebar (every document and its items), search box, main content.
import { esc } from './html.js';
import type { Page, PageKind } from './types.js';

const GROUPS: Array<[PageKind, string]> = [
  ['openapi', 'REST (OpenAPI)'],
  ['openrpc', 'JSON-RPC (OpenRPC)'],
  ['asyncapi', 'Streams (AsyncAPI)'],
  ['proto', 'Protobuf'],
  ['components', 'Shared schemas'],
];

/** The sidebar is the same on every page except which document is open. */
export function sidebar(pages: Page[], current: string, gapCount: number): string {
  const groups = GROUPS.map(([kind, title]) => {
    const docs = pages.filter((p) => p.kind === kind);
    if (!docs.length) return '';
    const items = docs.map((p) => {
      const lis = p.nav
        .map(
          (n) =>
            `<li class="navitem"${n.change ? ` data-change="${n.change}"` : ''}><a href="${esc(p.file)}#${esc(n.anchor)}"><span class="k">${esc(n.kind)}</span>${esc(n.label)}</a></li>`,
        )
        .join('');
      return `<details class="navdoc" data-file="${esc(p.file)}"${p.file === current ? ' open' : ''}><summary><a href="${esc(p.file)}">${esc(p.title)}</a></summary><ul>${lis}</ul></details>`;
    });
    return `<h2>${esc(title)}</h2>${items.join('')}`;
  });
  return `<nav id="nav"><a href="index.html">Overview</a><a href="gaps.html">Gaps (${gapCount})</a>${groups.join('')}</nav>`;
}

export function layout(page: Page, nav: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${esc(page.title)} · Gateway API reference</title><link rel="icon" href="data:,"><link rel="stylesheet" href="docs.css"></head>`,
    `<body data-page="${esc(page.file)}"><aside id="sidebar"><div class="brand"><a href="index.html">Gateway API reference</a></div>`,
    '<input id="search" type="search" placeholder="Search operations, methods, frames, messages, fields" aria-label="Search" autocomplete="off">',
    `<div id="results" hidden></div>${nav}</aside>`,
    `<main id="main"><a id="top"></a>${page.warnings.map((w) => `<p class="warn">${esc(w)}</p>`).join('')}${page.body}</main>`,
    '<script src="search-index.js"></script><script src="docs.js"></script></body></html>',
    '',
  ].join('\n');
}
