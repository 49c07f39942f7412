// `gw spec docs --changed-since <ref>`: a reviewer sees what a spec change added, changed and removed, on the pages.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildDocs } from '../src/docs/index.js';
import { LIST_API } from './helpers/fixtures.js';
import { hasChromium, launchChromium, overflow, screenshot, WIDTHS } from './helpers/browser.js';
import { createRepo, type TempRepo } from './helpers/git-repo.js';

const FILE = 'specs/openapi/shop.yaml';
const BASE = LIST_API;
// Head: the default of limit changes, a property and an operation are added, an operation is removed.
const HEAD = BASE.replace('default: 50', 'default: 25')
  .replace('        name: { type: string }\n', '        name: { type: string }\n        sort: { type: string, enum: [asc, desc] }\n')
  .replace('  /old:\n    post:\n      operationId: old\n', '  /new:\n    post:\n      operationId: new\n');

describe('spec docs --changed-since', () => {
  let repo: TempRepo;
  let out: string;
  let page: string;
  const tag = (id: string) => new RegExp(`<[a-z]+[^>]* id="${id.replace(/\./g, '\\.')}"[^>]*>`).exec(page)?.[0] ?? `(no element #${id})`;

  beforeAll(async () => {
    repo = createRepo({ [FILE]: BASE });
    repo.commit('base');
    repo.write({ [FILE]: HEAD });
    out = mkdtempSync(join(tmpdir(), 'gw-docs-changes-'));
    await buildDocs({ repoRoot: repo.root, outDir: out, changedSince: 'main' });
    page = readFileSync(join(out, 'openapi-shop.html'), 'utf8');
  });
  afterAll(() => {
    repo.cleanup();
    rmSync(out, { recursive: true, force: true });
  });

  it('marks an added operation and an added field as added', () => {
    expect(tag('op-new')).toContain('data-change="added"');
    expect(tag('schema-ListRequest.sort')).toContain('data-change="added"');
    expect(page).toMatch(/<li class="navitem" data-change="added"><a href="openapi-shop.html#op-new">/);
  });

  it('marks a changed field, and the operation whose body uses it, as changed', () => {
    expect(tag('schema-ListRequest.limit')).toContain('data-change="changed"');
    expect(tag('op-list')).toContain('data-change="changed"');
  });

  it('lists every change at the top of the page, the removed operation too', () => {
    const list = /<section class="changes" id="changes">([\s\S]*?)<\/section>/.exec(page)?.[1] ?? '';
    expect(list).toContain('2 added, 1 changed, 1 removed');
    expect(list).toMatch(/chg-removed">removed<\/span> [^<]*operation POST \/old removed/);
    expect(list).toMatch(/chg-added">added<\/span> <a href="#op-new">/);
    expect(list).toMatch(/chg-changed">changed<\/span> <a href="#schema-ListRequest\.limit">[^<]*default 50 → 25/);
  });

  it('lists the changed pages on the index', () => {
    const index = readFileSync(join(out, 'index.html'), 'utf8');
    expect(index).toMatch(
      /<a href="openapi-shop.html#changes">Shop<\/a><\/td><td><code>specs\/openapi\/shop.yaml<\/code><\/td><td>2 added, 1 changed, 1 removed/,
    );
  });

  it('without --changed-since nothing is marked', async () => {
    const plain = mkdtempSync(join(tmpdir(), 'gw-docs-plain-'));
    try {
      await buildDocs({ repoRoot: repo.root, outDir: plain });
      expect(readFileSync(join(plain, 'openapi-shop.html'), 'utf8')).not.toMatch(/data-change|id="changes"/);
    } finally {
      rmSync(plain, { recursive: true, force: true });
    }
  });

  it.skipIf(!hasChromium)('lays out the marked page at 1280 and 1920 px (screenshots in test-results/docs-layout/)', async () => {
    const browser = await launchChromium();
    try {
      const tab = await browser.newPage();
      for (const width of WIDTHS) {
        await tab.setViewportSize({ width, height: 1000 });
        await tab.goto(`file://${join(out, 'openapi-shop.html')}`, { waitUntil: 'load' });
        await screenshot(tab, `changed-since-openapi-shop@${width}`);
        expect(await overflow(tab), `at ${width} px`).toEqual({ scrolls: false, past: [] });
      }
    } finally {
      await browser.close();
    }
  });
});
