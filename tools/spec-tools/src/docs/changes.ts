// `gw spec docs --changed-since <ref>`: the spec diff against the ref, shown on the pages it concerns. An operation,
// method, frame, schema or field the change added is marked `added`; the nearest shown ancestor of any other change is
// marked `changed`; a removed one is listed as `removed` (with its nearest surviving ancestor marked `changed`). Each
// page starts with its list of changes; the index lists the pages that changed.
import type { Change, DiffReport } from '../diff/types.js';
import { badge, esc } from './html.js';
import { nearestAnchor } from './page.js';
import type { Page } from './types.js';

export type ChangeKind = 'added' | 'changed' | 'removed';

interface Shown {
  change: Change;
  kind: ChangeKind;
  /** The anchor it links to (the element itself, or its nearest shown ancestor). */
  anchor?: string;
}

export interface PageChanges {
  page: Page;
  shown: Shown[];
}

export interface SiteChanges {
  ref: string;
  commit: string;
  pages: PageChanges[];
  /** Changes of files no page shows (a removed spec document). */
  elsewhere: Change[];
}

const counts = (shown: Shown[]) => (['added', 'changed', 'removed'] as const).map((k) => `${shown.filter((s) => s.kind === k).length} ${k}`).join(', ');

/** Adds `data-change` and a badge to the element with this id (into its first cell when it is a table row). */
function mark(body: string, anchor: string, kind: 'added' | 'changed', title: string): string {
  const at = body.indexOf(` id="${esc(anchor)}"`);
  if (at < 0) return body;
  const open = body.lastIndexOf('<', at);
  const close = body.indexOf('>', at);
  const tag = /^<([a-z0-9]+)/.exec(body.slice(open))?.[1];
  const chip = `<span class="badge chg chg-${kind}" title="${esc(title)}">${kind}</span> `;
  const head = `${body.slice(0, close)} data-change="${kind}">`;
  if (tag === 'tr') {
    const cell = body.indexOf('>', body.indexOf('<td', close)) + 1;
    return head + body.slice(close + 1, cell) + chip + body.slice(cell);
  }
  return head + chip + body.slice(close + 1);
}

/** Shows the report on the pages (bodies and sidebar entries are marked in place) and returns what went where. */
export function applyChanges(pages: Page[], report: DiffReport): SiteChanges {
  const bySource = new Map(pages.map((p) => [p.source, p]));
  const site: SiteChanges = { ref: report.base, commit: report.baseCommit, pages: [], elsewhere: [] };
  const perPage = new Map<Page, Shown[]>();
  for (const change of report.changes) {
    const page = bySource.get(change.location.file);
    if (!page) {
      site.elsewhere.push(change);
      continue;
    }
    const where = change.kind === 'proto' ? `line ${change.location.line}` : `#${change.location.pointer ?? ''}`;
    const near = nearestAnchor(page, where);
    const removed = change.location.side === 'base';
    const kind: ChangeKind = removed ? 'removed' : near?.exact && /added$/.test(change.id) ? 'added' : 'changed';
    const list = perPage.get(page) ?? [];
    list.push({ change, kind, ...(near ? { anchor: near.anchor } : {}) });
    perPage.set(page, list);
  }
  // An operation whose schema changed through a $ref is marked changed too (on its own page).
  const uses = new Map<Page, Array<{ anchor: string; note: string }>>();
  for (const change of report.changes)
    for (const r of change.reachedFrom ?? []) {
      const page = bySource.get(r.file);
      const near = page && nearestAnchor(page, `#${r.pointer}`);
      if (!page || !near || near.anchor === 'top') continue;
      uses.set(page, [...(uses.get(page) ?? []), { anchor: near.anchor, note: `uses what changed: ${change.message}` }]);
      if (!perPage.has(page)) perPage.set(page, []);
    }
  for (const [page, shown] of perPage) {
    const marks = new Map<string, { kind: 'added' | 'changed'; notes: string[] }>();
    const note = (anchor: string | undefined, kind: ChangeKind, text: string) => {
      if (!anchor || anchor === 'top') return;
      // Whatever else is said about an element the change added is part of adding it.
      const m = marks.get(anchor) ?? { kind: 'changed', notes: [] };
      if (kind === 'added') m.kind = 'added';
      m.notes.push(text);
      marks.set(anchor, m);
    };
    for (const s of shown) note(s.anchor, s.kind, `${s.kind}: ${s.change.message}`);
    for (const u of uses.get(page) ?? []) note(u.anchor, 'changed', u.note);
    for (const [anchor, m] of marks) page.body = mark(page.body, anchor, m.kind, m.notes.join('\n'));
    for (const n of page.nav) {
      const m = marks.get(n.anchor);
      if (m) n.change = m.kind;
    }
    if (!shown.length) continue;
    // After the document's header (title, version, source), before its content.
    const end = page.body.startsWith('<header') ? page.body.indexOf('</header>') + '</header>'.length : 0;
    page.body = page.body.slice(0, end) + summary(site, shown) + page.body.slice(end);
    site.pages.push({ page, shown });
  }
  return site;
}

function summary(site: SiteChanges, shown: Shown[]): string {
  const items = shown.map(({ change, kind, anchor }) => {
    const text = `${esc(change.message)} <small><code>${esc(change.location.file)}:${change.location.line}</code>${change.location.side === 'base' ? ' (base)' : ''}${change.severity === 'breaking' ? ' · breaking' : ''}</small>`;
    const linked = anchor && anchor !== 'top'; // a removed operation has no place left but the page itself
    return `<li class="chg-${kind}">${badge(kind, `chg chg-${kind}`)} ${linked ? `<a href="#${esc(anchor)}">${text}</a>` : text}</li>`;
  });
  return `<section class="changes" id="changes"><h2>Changes since <code>${esc(site.ref)}</code> (${esc(site.commit.slice(0, 12))}): ${counts(shown)}</h2><ul>${items.join('')}</ul></section>`;
}

/** The index's list of changed pages. */
export function changesIndex(site: SiteChanges): string {
  const rows = site.pages.map(
    ({ page, shown }) =>
      `<tr><td><a href="${esc(page.file)}#changes">${esc(page.title)}</a></td><td><code>${esc(page.source)}</code></td><td>${counts(shown)}</td></tr>`,
  );
  const other = site.elsewhere.map((c) => `<li>${badge(c.location.side === 'base' ? 'removed' : 'changed', 'chg')} ${esc(c.message)}</li>`);
  const none = !rows.length && !other.length ? '<p class="none">no spec changes</p>' : '';
  return `<section class="group changes" id="changes"><h2>Changes since <code>${esc(site.ref)}</code> (${esc(site.commit.slice(0, 12))})</h2>${none}${
    rows.length ? `<table class="docs"><thead><tr><th>page</th><th>source</th><th>changes</th></tr></thead><tbody>${rows.join('')}</tbody></table>` : ''
  }${other.length ? `<ul>${other.join('')}</ul>` : ''}</section>`;
}
