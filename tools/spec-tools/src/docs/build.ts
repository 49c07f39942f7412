// Builds the whole static site: one page per spec document and per .proto file, an index, a gaps page,
// docs.css, docs.js and search-index.js. Output depends only on the specs (no timestamps).
import { mkdirSync, readdirSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';
import { renderAsyncApi } from './asyncapi.js';
import { CSS, JS } from './assets.js';
import type { RenderCtx } from './ctx.js';
import { gapsPage } from './gaps-page.js';
import { isObj, pre, slug, str } from './html.js';
import { indexPage } from './index-page.js';
import { layout, sidebar } from './layout.js';
import { renderOpenApi } from './openapi.js';
import { renderOpenRpc } from './openrpc.js';
import { PageBuilder } from './page.js';
import { protoAnchors, protoLinkEntries, renderProto } from './proto.js';
import { parseProto } from './proto-parse.js';
import { renderShared } from './shared.js';
import { protoSources, specSources, type SpecSource } from './sources.js';
import type { Page } from './types.js';

const ASSETS = ['docs.css', 'docs.js', 'search-index.js'];

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

/** `warnings` lists what a page could not show fully (unparsable file, unresolved $ref...); they are also on the pages. */
export async function buildDocs(opts: { repoRoot: string; outDir: string }): Promise<{ pages: number; outDir: string; warnings: string[] }> {
  const root = resolve(opts.repoRoot);
  const outDir = resolve(opts.outDir);
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
  const gaps = gapsPage(root, docs);
  const all = [indexPage(docs, surfaces, gaps.count), ...docs, gaps.page];

  mkdirSync(outDir, { recursive: true });
  // Drop pages of a previous build (a removed spec must not leave its page behind).
  for (const f of readdirSync(outDir)) if (f.endsWith('.html') || ASSETS.includes(f)) unlinkSync(join(outDir, f));
  for (const page of all) writeFileSync(join(outDir, page.file), layout(page, sidebar(docs, page.file, gaps.count)));
  writeFileSync(join(outDir, 'docs.css'), CSS);
  writeFileSync(join(outDir, 'docs.js'), JS);
  const index = docs.flatMap((p) => p.search);
  writeFileSync(join(outDir, 'search-index.js'), `window.GW_SEARCH_INDEX = ${JSON.stringify(index)};\n`);
  return { pages: all.length, outDir, warnings: all.flatMap((p) => [...new Set(p.warnings)].map((w) => `${p.source}: ${w}`)) };
}
