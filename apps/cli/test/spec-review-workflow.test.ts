// The spec-review workflow's shell steps, run as GitHub runs them (bash -e, in order, `if: always()` after a failure),
// with `npm` and `gh` replaced by stand-ins: a crashing `gw spec diff` must fail the job and say so, never post
// "No spec changes detected." (it did: stdout empty, exit 1, `|| true`).
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from './helpers.js';

interface Step {
  name?: string;
  if?: string;
  run?: string;
  uses?: string;
  env?: Record<string, string>;
}

const workflow = parse(readFileSync(join(ROOT, '.github/workflows/spec-review.yml'), 'utf8')) as { jobs: { review: { steps: Step[] } } };
const EXPRESSIONS: Record<string, string> = {
  'github.base_ref': 'main',
  'secrets.GITHUB_TOKEN': 'token',
  'github.event.pull_request.number': '7',
};
const expand = (text: string) =>
  text.replace(/\$\{\{\s*([^}]+?)\s*\}\}/g, (_, e: string) => {
    if (!(e in EXPRESSIONS)) throw new Error(`the test does not know \${{ ${e} }}`);
    return EXPRESSIONS[e]!;
  });

const REPORT = '## Spec diff against `origin/main` (0123456789ab)\n\n**1 breaking**, 0 non-breaking.\n';
/** What the stand-in `npm run gw -- spec diff` does. */
const DIFF: Record<string, string> = {
  crash: 'echo "gw spec diff: TypeError: cannot read properties of undefined" >&2; exit 1',
  killed: 'exit 137',
  'usage error': 'echo "gw spec diff: --base main is not a commit" >&2; exit 2',
  'uncovered breaking change': `printf '%s' "$REPORT"; exit 1`,
  clean: `printf '%s' "$REPORT"; exit 0`,
};

const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

/** Runs every shell step; returns each step's outcome and what `gh` was asked to post. */
function runJob(diff: string): { steps: Array<{ name: string; ok: boolean; output: string }>; posted: string[] } {
  const dir = mkdtempSync(join(tmpdir(), 'gw-spec-review-'));
  dirs.push(dir);
  const bin = join(dir, 'bin');
  const tool = (name: string, body: string) => {
    writeFileSync(join(bin, name), `#!/bin/bash\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  spawnSync('mkdir', ['-p', bin]);
  tool('npm', `case "$*" in\n  *"spec diff"*) ${diff} ;;\n  *) exit 0 ;;\nesac`);
  tool(
    'gh',
    `[ "$1 $2" = "pr comment" ] || exit 1\nwhile [ $# -gt 0 ]; do [ "$1" = --body-file ] && { cat "$2" >> "${dir}/posted"; echo "<end>" >> "${dir}/posted"; }; shift; done`,
  );
  const steps: Array<{ name: string; ok: boolean; output: string }> = [];
  let failed = false;
  for (const step of workflow.jobs.review.steps) {
    if (!step.run) continue;
    const always = step.if?.includes('always()');
    if (failed && !always) continue;
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, expand(v)]));
    const r = spawnSync('bash', ['-e', '-c', expand(step.run)], {
      cwd: dir,
      encoding: 'utf8',
      env: { ...process.env, ...env, PATH: `${bin}:${process.env.PATH}`, REPORT },
    });
    steps.push({ name: step.name ?? step.run, ok: r.status === 0, output: r.stdout + r.stderr });
    if (r.status !== 0) failed = true;
  }
  let posted: string[] = [];
  try {
    posted = readFileSync(join(dir, 'posted'), 'utf8').split('<end>\n').filter(Boolean);
  } catch {
    /* nothing posted */
  }
  return { steps, posted };
}

describe('spec-review workflow', () => {
  it.each(['crash', 'killed', 'usage error'])('fails and says so when gw spec diff fails (%s); nothing is posted', (kind) => {
    const { steps, posted } = runJob(DIFF[kind]!);
    const diff = steps.find((s) => s.name === 'Spec diff')!;
    expect(diff.ok).toBe(false);
    expect(diff.output).toMatch(/::error title=gw spec diff failed::gw spec diff failed \(exit status \d+, no report\)/);
    expect(posted).toEqual([]);
    expect(
      steps.find((s) => s.name === 'Check changeset'),
      'later steps are skipped',
    ).toBeUndefined();
    expect(steps.find((s) => s.name === 'Build docs')?.ok, 'the docs are still built (if: always())').toBe(true);
  });

  it.each(['uncovered breaking change', 'clean'])('posts the report when the diff ran (%s)', (kind) => {
    const { steps, posted } = runJob(DIFF[kind]!);
    expect(steps.filter((s) => !s.ok)).toEqual([]);
    expect(posted).toEqual([REPORT]);
  });
});
