// Reference docs site: built from the real specs, checked as files, then in headless Chromium over HTTP.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listSpecs } from '@gw/codegen/load';
import { PAGE_LIMIT } from '../src/docs/build.js';
import { buildDocs, runDocsCommand } from '../src/docs/index.js';
import { anchorsOf } from '../src/docs/split.js';
import { EXTENSIONS } from '../src/lint/extensions.js';
import { hasChromium, launchChromium, overflow, screenshot, WIDTHS } from './helpers/browser.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

type Entry = [name: string, kind: string, page: string, anchor: string, context: string];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
const readIndex = (dir: string): Entry[] => {
  const sandbox: { window: { GW_SEARCH_INDEX?: Entry[] } } = { window: {} };
  runInNewContext(readFileSync(join(dir, 'search-index.js'), 'utf8'), sandbox);
  return sandbox.window.GW_SEARCH_INDEX ?? [];
};
const allHtml = (dir: string) =>
  readdirSync(dir)
    .filter((f) => f.endsWith('.html'))
    .sort();
const isObj = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

// The real specs, loaded once for the file (about 1 s each time): the checks only read them.
const specs = listSpecs(repoRoot);

/** Every wire name a spec declares: operationIds, method names, frame (message) keys, view names. */
function wireNames(): Array<{ file: string; name: string }> {
  const out: Array<{ file: string; name: string }> = [];
  for (const spec of specs) {
    const doc = spec.doc;
    for (const item of Object.values(isObj(doc.paths) ? doc.paths : {})) {
      for (const op of Object.values(isObj(item) ? item : {}))
        if (isObj(op) && typeof op.operationId === 'string') out.push({ file: spec.file, name: op.operationId });
    }
    for (const m of Array.isArray(doc.methods) ? doc.methods : []) if (isObj(m) && typeof m.name === 'string') out.push({ file: spec.file, name: m.name });
    for (const ch of Object.values(isObj(doc.channels) ? doc.channels : {}))
      for (const key of Object.keys(isObj(ch) && isObj(ch.messages) ? ch.messages : {})) out.push({ file: spec.file, name: key });
    const views = doc['x-gw-views'];
    const viewNames = Array.isArray(views) ? views.map((v) => (isObj(v) ? String(v.name ?? v.view) : String(v))) : Object.keys(isObj(views) ? views : {});
    for (const name of viewNames) out.push({ file: spec.file, name });
  }
  return out;
}

// The site of the real specs, built once: checked as files (and built again to compare, for determinism), then served
// to Chromium (neither writes to it).
let dir: string;
beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'gw-docs-'));
  await buildDocs({ repoRoot, outDir: dir });
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('spec docs site (files)', () => {
  it('writes an index, a gaps page, assets and one page per spec document and .proto file', () => {
    const files = readdirSync(dir);
    for (const f of ['index.html', 'gaps.html', 'docs.css', 'docs.js', 'search-index.js']) expect(files).toContain(f);
    const index = readFileSync(join(dir, 'index.html'), 'utf8');
    for (const spec of specs) expect(index, spec.file).toContain(`<code>${esc(spec.file)}</code>`);
    expect(readdirSync(join(repoRoot, 'specs/proto'), { recursive: true }).filter((f) => String(f).endsWith('.proto')).length).toBe(
      files.filter((f) => f.startsWith('proto-')).length,
    );
    const html = allHtml(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('');
    expect(html).not.toMatch(/https?:\/\/(?!mainnet\.|signet\.|regtest\.|alias\.)[^"'<\s]*\.(js|css)\b/); // nothing fetched at view time
  });

  it("shows each operation's client method, as the generated client names it, with a code sample", () => {
    const html = allHtml(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('');
    // The generated metadata (operations.ts / methods.ts) records each operation's client method name.
    const generated: Array<{ file: string; wire: string; client: string }> = [];
    for (const pkg of readdirSync(join(repoRoot, 'packages'))) {
      const gen = join(repoRoot, 'packages', pkg, 'src/gen');
      if (!existsSync(gen)) continue;
      for (const surface of readdirSync(gen))
        for (const file of ['operations.ts', 'methods.ts'].map((f) => join(gen, surface, f)).filter(existsSync)) {
          const text = readFileSync(file, 'utf8');
          for (const m of text.matchAll(/"([^"]+)": \{\n\s*meta: [^\n]*\n(?:(?!\s*client: )[^\n]*\n)*?\s*client: "([^"]+)"/g))
            generated.push({ file, wire: m[1]!, client: m[2]! });
        }
    }
    expect(generated.length).toBeGreaterThan(100);
    const missing = generated.filter(({ client }) => !html.includes(`data-client-method="${client}"`));
    expect(missing, 'client methods the docs do not show').toEqual([]);
    expect(html).toContain(esc('const { data, meta } = await createForexClient(gw).forexRates('));
    expect(html).toContain(esc("import { createForexClient } from '@gw/forex';"));
    expect(html).toContain(esc('createDataApiClient(gw).getBitcoinPrice('));
  });

  it('shows every operationId, method, frame and view of every spec, and every proto message', () => {
    const pages = allHtml(dir).map((f) => readFileSync(join(dir, f), 'utf8'));
    const names = wireNames();
    expect(names.length).toBeGreaterThan(0);
    const html = pages.join('');
    const missing = names.filter(({ name }) => !html.includes(`<code>${esc(name)}</code>`));
    expect(missing).toEqual([]);
    for (const f of readdirSync(join(repoRoot, 'specs/proto'), { recursive: true })
      .map(String)
      .filter((f) => f.endsWith('.proto'))) {
      for (const m of readFileSync(join(repoRoot, 'specs/proto', f), 'utf8').matchAll(/^\s*message\s+(\w+)/gm))
        expect(html, `${f} ${m[1]}`).toContain(`id="msg-${m[1]}"`);
    }
  });

  it('indexes every wire name for search, each pointing at an existing anchor', () => {
    const index = readIndex(dir);
    const names = new Set(index.map((e) => e[0]));
    for (const { file, name } of wireNames()) expect(names.has(name), `${file} ${name}`).toBe(true);
    const ids = new Map(allHtml(dir).map((f) => [f, new Set([...readFileSync(join(dir, f), 'utf8').matchAll(/ id="([^"]+)"/g)].map((m) => m[1]))]));
    const broken = index.filter(([, , page, anchor]) => !ids.get(page)?.has(esc(anchor)));
    expect(broken.slice(0, 5)).toEqual([]);
  });

  it('keeps every page file under 500 KB (long documents are cut into parts) and every link lands on an anchor', () => {
    const sizes = allHtml(dir).map((f) => [f, statSync(join(dir, f)).size] as const);
    expect(sizes.filter(([, size]) => size > PAGE_LIMIT)).toEqual([]);
    expect(sizes.filter(([f]) => f.startsWith('openapi-data-api')).length, 'the data API spans several parts').toBeGreaterThan(1);
    const ids = new Map(allHtml(dir).map((f) => [f, new Set(anchorsOf(readFileSync(join(dir, f), 'utf8')))]));
    const broken: string[] = [];
    for (const f of allHtml(dir))
      for (const [, file, anchor] of readFileSync(join(dir, f), 'utf8').matchAll(/href="([^"#]*)#([^"]+)"/g))
        if (!ids.get(file || f)?.has(anchor!)) broken.push(`${f}: ${file}#${anchor}`);
    expect(broken.slice(0, 5)).toEqual([]);
  });

  it('shows gap texts as prose, never with raw backticks', () => {
    const text = readFileSync(join(dir, 'gaps.html'), 'utf8')
      .replace(/<code>[^<]*<\/code>/g, '')
      .replace(/<[^>]+>/g, '');
    expect(text.match(/.{0,40}`.{0,40}/g) ?? []).toEqual([]);
  });

  it('links every gap to its page', () => {
    const gaps = readFileSync(join(dir, 'gaps.html'), 'utf8');
    const rows = gaps.match(/<tr class="gap-row">/g) ?? [];
    expect(rows.length).toBeGreaterThan(0);
    expect(gaps.match(/<tr class="gap-row"><td>[\s\S]*?<\/td><td><a href="[^"]+#[^"]+">/g)?.length).toBe(rows.length);
  });

  it('shows every reference-only x-gw-* key of the registry (src/lint/extensions.ts)', () => {
    const html = allHtml(dir)
      .map((f) => readFileSync(join(dir, f), 'utf8'))
      .join('\n');
    const missing = EXTENSIONS.filter((e) => e.referenceOnly && !new RegExp(`<(dt|th)>${e.key}</(dt|th)>`).test(html)).map((e) => e.key);
    expect(missing).toEqual([]);
  });

  it('is deterministic', async () => {
    const again = mkdtempSync(join(tmpdir(), 'gw-docs-'));
    try {
      await buildDocs({ repoRoot, outDir: again });
      const files = readdirSync(dir).sort();
      expect(readdirSync(again).sort()).toEqual(files);
      for (const f of files) expect(readFileSync(join(again, f), 'utf8') === readFileSync(join(dir, f), 'utf8'), f).toBe(true);
    } finally {
      rmSync(again, { recursive: true, force: true });
    }
  });
});

describe('spec docs site (any valid doc, escaping)', () => {
  let root: string;
  beforeAll(() => {
    root = mkdtempSync(join(tmpdir(), 'gw-docs-repo-'));
    const put = (path: string, text: string) => {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    };
    put(
      'specs/openapi/evil.yaml',
      `openapi: 3.1.0
info: { title: "<script>alert(1)</script>", version: "1" }
x-gw-surface: { name: evil, package: evil }
paths:
  /a/{id}:
    parameters: [{ name: id, in: path, required: true, schema: { type: string, maxLength: 3 } }]
    get:
      operationId: "op<b>1</b>"
      responses:
        '200': { description: ok, content: { application/json: { schema: { $ref: '#/components/schemas/Node' } } } }
        '404': { description: "<img src=x onerror=alert(1)>" }
components:
  schemas:
    Node:
      type: object
      x-not-shown: "children order"
      properties:
        next: { $ref: '#/components/schemas/Node' }
        tag: { type: string, enum: ['<i>'], default: '<i>' }
        missing: { $ref: '#/components/schemas/Nowhere' }
`,
    );
    put(
      'specs/openrpc/bare.yaml',
      `openrpc: 1.3.2
info: { title: bare, version: "1" }
x-gw-surface: { name: bare, package: bare }
methods:
  - name: "m&m"
    params: [{ name: p, schema: { oneOf: [{ type: string }, { type: array, items: { type: integer, minimum: 1 } }] } }]
    result: { name: r, schema: {} }
`,
    );
    put('specs/asyncapi/empty.yaml', 'asyncapi: 3.0.0\ninfo: { title: empty, version: "1" }\nx-gw-surface: { name: empty, package: empty }\n');
    put(
      'specs/proto/x/v1/x.proto',
      `syntax = "proto3";
package x.v1;
import "google/protobuf/any.proto";
// view: frob
message Outer { // trailing
  message Inner { repeated string tags = 1 [deprecated = true]; }
  enum Kind { KIND_UNSPECIFIED = 0; KIND_A = 1; }
  oneof choice { Inner inner = 2; Kind kind = 3; }
  map<string, Inner> by_name = 4;
  reserved 5, 6;
  // not-shown: <field 7>
}
service S { rpc Get(Outer) returns (stream Outer.Inner); }
`,
    );
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('renders odd but valid constructs and escapes all spec text', async () => {
    const out = join(root, 'site');
    const r = await runDocsCommand({ repoRoot: root, out: 'site' });
    expect(r.exitCode, r.output).toBe(0);
    expect(r.output).toContain('unresolved $ref #/components/schemas/Nowhere');
    const html = allHtml(out)
      .map((f) => readFileSync(join(out, f), 'utf8'))
      .join('');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<b>1</b>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('recursive: see');
    expect(html).toContain('<b>maxLength</b>');
    expect(html).toContain('id="msg-Outer.Inner"');
    expect(html).toContain('id="enum-Outer.Kind"');
    expect(html).toContain('oneof choice');
    expect(html).toContain('map&lt;string, Inner&gt;');
    expect(html).toContain('&lt;field 7&gt;');
    const index = readIndex(out);
    expect(index.some(([n, k]) => n === 'frob' && k === 'view')).toBe(true);
    expect(index.some(([n, k]) => n === 'm&m' && k === 'method')).toBe(true);
  });
});

/** A static file server on 127.0.0.1:0 for the site directory. */
function serve(dir: string): Promise<{ server: Server; base: string }> {
  const types: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.css': 'text/css', '.js': 'text/javascript' };
  const server = createServer((req, res) => {
    const name = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    const path = join(dir, name);
    if (!path.startsWith(dir) || !existsSync(path)) {
      res.writeHead(404).end();
      return;
    }
    // Cacheable, as a static host serves it: every page loads the same search-index.js (~850 KB), fetched and compiled once.
    res.writeHead(200, { 'content-type': types[extname(path)] ?? 'application/octet-stream', 'cache-control': 'max-age=600' }).end(readFileSync(path));
  });
  return new Promise((ok) => server.listen(0, '127.0.0.1', () => ok({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` })));
}

describe('spec docs site (headless Chromium)', () => {
  let server: Server | undefined;
  let base = '';
  let browser: Browser | undefined;
  let context: BrowserContext | undefined; // one cache for every page of the file

  beforeAll(async () => {
    if (!hasChromium) return;
    ({ server, base } = await serve(dir));
    browser = await launchChromium();
    context = await browser.newContext();
  });
  afterAll(async () => {
    await browser?.close();
    await new Promise((ok) => (server ? server.close(ok) : ok(undefined)));
  });

  /** A page that records console errors, page errors and requests leaving the local server. */
  async function open(): Promise<{ page: Page; problems: string[] }> {
    const page = await context!.newPage();
    const problems: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    page.on('request', (r) => {
      if (!r.url().startsWith(base)) problems.push(`external request: ${r.url()}`);
    });
    page.on('requestfailed', (r) => problems.push(`failed request: ${r.url()}`));
    return { page, problems };
  }

  /**
   * Visits every item on up to `tabs` pages at once (Chromium renders one while another parses); returns the problems
   * all pages recorded. The first failure stops the queue and is thrown once every page has stopped.
   */
  async function onPages<T>(items: readonly T[], tabs: number, visit: (page: Page, item: T) => Promise<void>): Promise<string[]> {
    const queue = [...items];
    const problems: string[] = [];
    const settled = await Promise.allSettled(
      Array.from({ length: Math.min(tabs, queue.length) }, async () => {
        const { page, problems: seen } = await open();
        try {
          for (let item = queue.shift(); item !== undefined; item = queue.shift()) await visit(page, item);
        } catch (e) {
          queue.length = 0;
          throw e;
        } finally {
          problems.push(...seen);
          await page.close();
        }
      }),
    );
    const failed = settled.find((r) => r.status === 'rejected');
    if (failed) throw failed.reason;
    return problems;
  }

  it.skipIf(!hasChromium)('renders every page with no console or page errors', async () => {
    const problems = await onPages(allHtml(dir), 3, async (page, f) => {
      await page.goto(base + f, { waitUntil: 'load' });
      expect(await page.locator('#main h1').count(), f).toBeGreaterThan(0);
      expect(await page.evaluate(() => Array.isArray((window as unknown as { GW_SEARCH_INDEX?: unknown }).GW_SEARCH_INDEX)), f).toBe(true);
    });
    expect(problems).toEqual([]);
  });

  it.skipIf(!hasChromium)('lays out at 1280 and 1920 px without sideways scrolling (screenshots in test-results/docs-layout/)', async () => {
    const pages = ['index.html', 'gaps.html', 'openapi-data-api.html', 'openapi-data-api-part-2.html', 'components-common.html'];
    // One page per width, side by side.
    const problems = await onPages(WIDTHS, WIDTHS.length, async (page, width) => {
      await page.setViewportSize({ width, height: 1000 });
      for (const f of pages) {
        await page.goto(base + f, { waitUntil: 'load' });
        await screenshot(page, `${f.replace(/\.html$/, '')}@${width}`);
        expect(await overflow(page), `${f} at ${width} px`).toEqual({ scrolls: false, past: [] });
      }
    });
    expect(problems).toEqual([]);
  });

  it.skipIf(!hasChromium)('navigates to an anchor from a sidebar link', async () => {
    const { page, problems } = await open();
    const [, , file, anchor] = readIndex(dir).find((e) => e[1] === 'operation' || e[1] === 'method')!;
    await page.goto(base + file, { waitUntil: 'load' });
    const link = page.locator(`#nav details[open] a[href="${file}#${anchor}"]`);
    await link.click();
    await page.waitForFunction((a) => window.location.hash === `#${a}`, anchor);
    const top = await page.evaluate((a) => document.getElementById(a)?.getBoundingClientRect().top ?? -1, anchor);
    expect(top).toBeGreaterThan(-2); // scrolled to the anchor (sub-pixel rounding)
    expect(top).toBeLessThan(200);
    expect(problems).toEqual([]);
    await page.close();
  });

  it.skipIf(!hasChromium)('search finds a method and links to it', async () => {
    const { page, problems } = await open();
    const index = readIndex(dir);
    const [name, , file, anchor] = index.find((e) => e[1] === 'method') ?? index.find((e) => e[1] === 'operation')!;
    await page.goto(`${base}index.html`, { waitUntil: 'load' });
    await page.locator('#search').fill(name);
    const hit = page.locator(`#results a.hit[href="${file}#${anchor}"]`);
    await hit.first().waitFor({ state: 'visible' });
    expect(await page.locator(`#nav a[href="${file}#${anchor}"]`).first().isVisible()).toBe(true); // the sidebar is filtered, not hidden
    await hit.first().click();
    await page.waitForURL(`${base}${file}#${anchor}`);
    expect(await page.evaluate((a) => document.getElementById(a) !== null, anchor)).toBe(true);
    expect(problems).toEqual([]);
    await page.close();
  });
});
