// Builds the whole static site: one page per spec document and per .proto file (cut into parts when it would pass
// PAGE_LIMIT), an index, a gaps page, docs.css, docs.js and search-index.js. Output depends only on the specs (and,
// with `changedSince`, on the diff against that ref); no timestamps.
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { specDiff } from '../diff/spec-diff.js';
import { renderAsyncApi } from './asyncapi.js';
import { CSS, JS } from './assets.js';
import { applyChanges, type SiteChanges } from './changes.js';
import type { RenderCtx } from './ctx.js';
import { gapsPage } from './gaps-page.js';
import { esc, isObj, pre, slug, str } from './html.js';
import { indexPage } from './index-page.js';
import { layout, sidebar } from './layout.js';
import { renderOpenApi } from './openapi.js';
import { renderOpenRpc } from './openrpc.js';
import { PageBuilder } from './page.js';
import { protoAnchors, protoLinkEntries, renderProto } from './proto.js';
import { parseProto } from './proto-parse.js';
import { renderShared } from './shared.js';
import { protoSources, specSources, type SpecSource } from './sources.js';
import { anchorsOf, relink, splitBody } from './split.js';
import type { Page } from './types.js';

const ASSETS = ['docs.css', 'docs.js', 'search-index.js'];
/** No page file is larger (bytes): a reviewer's browser opens any page quickly. */
export const PAGE_LIMIT = 500_000;

const RENDER: Record<SpecSource['kind'], (ctx: RenderCtx) => string> = {
  openapi: renderOpenApi,
  openrpc: renderOpenRpc,
  asyncapi: renderAsyncApi,
  components: renderShared,
};

/** A file name not yet taken. */
function unique(taken: Set<string>, base: string): string {
  let name = `${base}.html`;
  for (let n = 2; taken.has(name); n++) name = `${base}-${n}.html`;
  taken.add(name);
  return name;
}

export interface DocsOptions {
  repoRoot: string;
  outDir: string;
  /** Mark what changed since this git ref (added, changed and removed operations and fields). */
  changedSince?: string;
  /** Largest page file in bytes (default PAGE_LIMIT). */
  pageLimit?: number;
}

/** `warnings` lists what a page could not show fully (unparsable file, unresolved $ref...); they are also on the pages. */
export async function buildDocs(opts: DocsOptions): Promise<{ pages: number; outDir: string; warnings: string[] }> {
  const root = resolve(opts.repoRoot);
  const outDir = resolve(opts.outDir);
  // First, before anything is rendered: an output directory that cannot be made, an unknown ref.
  mkdirSync(outDir, { recursive: true });
  const report = opts.changedSince ? await specDiff({ repoRoot: root, base: opts.changedSince }) : undefined;
  const taken = new Set(['index.html', 'gaps.html']);
  const protoLinks = new Map<string, string>();
  const surfaces = new Map<string, Record<string, unknown>>();

  // Protos first: OpenRPC `x-gw-views` link to their messages.
  const protoPages = protoSources(root).map((src) => {
    const name = src.file.replace(/^specs\/proto\//, '');
    const b = new PageBuilder(unique(taken, `proto-${slug(name.replace(/\.proto$/, '').replace(/\//g, '-'))}`), name, 'proto', src.file);
    try {
      const parsed = parseProto(src.text);
      const anchors = protoAnchors(b, parsed);
      b.page.body = renderProto(b, parsed, anchors);
      for (const [k, v] of protoLinkEntries(parsed, b.page.file, anchors)) if (!protoLinks.has(k)) protoLinks.set(k, v);
    } catch (e) {
      b.warn(`could not render: ${(e as Error).message}`);
      b.page.body = `<pre>${src.text.replace(/[&<>]/g, (c) => (c === '&' ? '&amp;' : c === '<' ? '&lt;' : '&gt;'))}</pre>`;
    }
    return b.page;
  });

  const specPages = specSources(root).map((src) => {
    const base = basename(src.file).replace(/\.(ya?ml|json)$/, '');
    const info = isObj(src.doc.info) ? src.doc.info : {};
    const title = src.kind === 'components' ? `Shared: ${basename(src.file)}` : (str(info.title) ?? src.file);
    const b = new PageBuilder(unique(taken, `${src.kind}-${slug(base)}`), title, src.kind, src.file);
    src.warnings.forEach((w) => b.warn(w));
    if (isObj(src.doc['x-gw-surface'])) surfaces.set(b.page.file, src.doc['x-gw-surface']);
    try {
      b.page.body = RENDER[src.kind]({ b, doc: src.doc, refs: new Map(), protoLinks });
    } catch (e) {
      b.warn(`could not render: ${(e as Error).message}`);
      b.page.body = pre(src.doc);
    }
    return b.page;
  });

  const docs: Page[] = [...specPages.filter((p) => p.kind !== 'components'), ...protoPages, ...specPages.filter((p) => p.kind === 'components')];
  const changes: SiteChanges | undefined = report ? applyChanges(docs, report) : undefined;
  const gaps = gapsPage(root, docs);
  const all = [indexPage(docs, surfaces, gaps.count, changes), ...docs, gaps.page];

  // Long pages become parts; every link then goes to the part holding its anchor.
  const limit = opts.pageLimit ?? PAGE_LIMIT;
  const files: Array<{ page: Page; origin: string }> = [];
  const parts = new Map<string, Map<string, string>>();
  for (const page of all) {
    // Room for the body: the page shell (sidebar) aside, and a sixth kept for links that grow a part's file name.
    const shell = Buffer.byteLength(layout({ ...page, body: '' }, sidebar(docs, page.file, gaps.count)));
    const room = Math.floor(((limit - 1.25 * shell) * 5) / 6);
    const bodies = splitBody(page.body, room);
    if (bodies.length === 1) {
      files.push({ page: { ...page, body: bodies[0]! }, origin: page.file });
      continue;
    }
    const stem = page.file.replace(/\.html$/, '');
    const names = bodies.map((_, i) => (i === 0 ? page.file : unique(taken, `${stem}-part-${i + 1}`)));
    parts.set(page.file, new Map(bodies.flatMap((body, i) => anchorsOf(body).map((a) => [a, names[i]!] as const))));
    bodies.forEach((body, i) => {
      const title = `${page.title} (part ${i + 1} of ${names.length})`;
      const nav = `<nav class="parts">part ${names.map((n, k) => (k === i ? `<b>${k + 1}</b>` : `<a href="${n}">${k + 1}</a>`)).join(' ')} of ${names.length}</nav>`;
      const head = i === 0 ? nav : `<header class="doc"><h1>${esc(title)}</h1>${nav}</header>`;
      files.push({ page: { ...page, file: names[i]!, title, body: head + body }, origin: page.file });
    });
  }

  // Drop pages of a previous build (a removed spec must not leave its page behind).
  for (const f of readdirSync(outDir)) if (f.endsWith('.html') || ASSETS.includes(f)) unlinkSync(join(outDir, f));
  for (const { page, origin } of files) {
    writeFileSync(join(outDir, page.file), relink(layout(page, sidebar(docs, origin, gaps.count)), page.file, origin, parts));
  }
  writeFileSync(join(outDir, 'docs.css'), CSS);
  writeFileSync(join(outDir, 'docs.js'), JS);
  const index = docs.flatMap((p) => p.search).map(([name, kind, file, anchor, context]) => [name, kind, parts.get(file)?.get(anchor) ?? file, anchor, context]);
  writeFileSync(join(outDir, 'search-index.js'), `window.GW_SEARCH_INDEX = ${JSON.stringify(index)};\n`);
  return { pages: files.length, outDir, warnings: all.flatMap((p) => [...new Set(p.warnings)].map((w) => `${p.source}: ${w}`)) };
}
