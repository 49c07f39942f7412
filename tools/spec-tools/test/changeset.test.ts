import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  breakingAllowed,
  type ChangesetCheck,
  checkChangesets,
  evaluateChangesets,
  parseChangeset,
  readAddedChangesets,
  runCheckChangesetCommand,
} from '../src/changeset/index.js';
import { specDiff, type Bump } from '../src/diff/index.js';
import { createRepo, type TempRepo } from './helpers/git-repo.js';
import { BASE_FILES, HEAD_FILES, OPENAPI_BASE } from './helpers/fixtures.js';

const ALL_MAJOR: Record<string, Bump> = { '@gw/btcusd': 'major', '@gw/ledger': 'major', '@gw/shop': 'major', '@gw/ticks': 'major' };
const changeset = (entries: Record<string, string>): string =>
  `---\n${Object.entries(entries)
    .map(([k, v]) => `"${k}": ${v}`)
    .join('\n')}\n---\n\nWhat changed.\n`;

describe('checkChangesets', () => {
  let repo: TempRepo;
  beforeAll(() => {
    // An old changeset at base must not count.
    repo = createRepo({ ...BASE_FILES, '.changeset/old.md': changeset(ALL_MAJOR) });
    repo.commit('base');
    repo.write(HEAD_FILES);
  });
  afterAll(() => repo.cleanup());

  // The specs do not change between these tests, only the changesets: each spec diff (buf breaking and the git
  // reads) runs once per test, the command's JSON output carrying checkChangesets' result beside the exit code.
  it('fails when no changeset covers the changed packages', async () => {
    const cmd = await runCheckChangesetCommand({ repoRoot: repo.root, base: 'main', format: 'json' });
    const res = JSON.parse(cmd.output) as ChangesetCheck;
    expect(res.ok).toBe(false);
    expect(res.required).toEqual(ALL_MAJOR);
    expect(res.problems).toHaveLength(4);
    expect(res.problems.every((p) => p.includes('no changeset covers it'))).toBe(true);
    expect(cmd.exitCode).toBe(1);
  });

  it('fails when a changeset declares minor where major is needed', async () => {
    repo.write({ '.changeset/some.md': changeset({ ...ALL_MAJOR, '@gw/shop': 'minor' }) });
    // checkChangesets in its two steps, the diff kept for breakingAllowed.
    const report = await specDiff({ repoRoot: repo.root, base: 'main' });
    const res = evaluateChangesets(report, await readAddedChangesets(repo.root, report.baseCommit));
    expect(res.ok).toBe(false);
    expect(res.problems).toEqual(['@gw/shop: changeset declares minor but the spec diff requires major']);
    expect(breakingAllowed(report, { ...ALL_MAJOR, '@gw/shop': 'minor' })).toBe(false);
    repo.remove('.changeset/some.md');
  });

  it('passes when every affected package declares major (across several changesets)', async () => {
    repo.write({
      '.changeset/a.md': changeset({ '@gw/shop': 'major', '@gw/ledger': 'major' }),
      '.changeset/b.md': changeset({ '@gw/ticks': 'major', '@gw/btcusd': 'major', '@gw/shop': 'patch' }),
    });
    // The text output says all of checkChangesets' result: ok, no problem, the bumps required.
    const cmd = await runCheckChangesetCommand({ repoRoot: repo.root, base: 'main' });
    expect(cmd.output).toBe(
      `Changesets cover every spec change.\n\nRequired bumps:\n${Object.entries(ALL_MAJOR)
        .map(([pkg, bump]) => `- ${pkg}: ${bump}\n`)
        .join('')}`,
    );
    expect(cmd.exitCode).toBe(0);
    repo.remove('.changeset/a.md');
    repo.remove('.changeset/b.md');
  });
});

describe('checkChangesets for non-breaking edits', () => {
  let repo: TempRepo;
  beforeAll(() => {
    repo = createRepo(BASE_FILES);
    repo.commit('base');
  });
  afterAll(() => repo.cleanup());

  it('asks for minor on an addition and patch on a description edit', async () => {
    repo.write({ 'specs/openapi/shop.yaml': OPENAPI_BASE.replace('enum: [spot, fwd]', 'enum: [spot, fwd, swap]') });
    repo.write({ '.changeset/p.md': changeset({ '@gw/shop': 'patch' }) });
    // The text output of a failed check: not ok, the problem, the bump required.
    const minor = await runCheckChangesetCommand({ repoRoot: repo.root, base: 'main' });
    expect(minor.output).toBe(
      'Changeset check failed:\n- @gw/shop: changeset declares patch but the spec diff requires minor\n\nRequired bumps:\n- @gw/shop: minor\n',
    );
    expect(minor.exitCode).toBe(1);

    repo.write({ 'specs/openapi/shop.yaml': OPENAPI_BASE.replace('description: base', 'description: better') });
    const patch = await checkChangesets({ repoRoot: repo.root, base: 'main' });
    expect(patch).toEqual({ ok: true, problems: [], required: { '@gw/shop': 'patch' } });
  });

  it('passes with nothing changed and no changeset', async () => {
    repo.write({ 'specs/openapi/shop.yaml': OPENAPI_BASE });
    repo.remove('.changeset/p.md');
    expect(await checkChangesets({ repoRoot: repo.root, base: 'main' })).toEqual({ ok: true, problems: [], required: {} });
  });
});

describe('parseChangeset', () => {
  it('reads the front matter and flags invalid bumps', () => {
    expect(parseChangeset('.changeset/x.md', '---\n"@gw/forex": minor\n\'@gw/opi\': huge\n---\n\ntext')).toEqual({
      file: '.changeset/x.md',
      releases: { '@gw/forex': 'minor' },
      invalid: ['@gw/opi: huge'],
    });
  });
});
