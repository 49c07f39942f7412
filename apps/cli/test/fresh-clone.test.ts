// A new user's first commands on a fresh clone of this repository (its committed HEAD): `npm run gw -- --help`
// installs the workspace (through this machine's pnpm store, so nothing is downloaded twice) and answers, as does
// `--version` (they stack-traced: "Cannot find package 'typescript'"); neither needs the CLI built. Then
// `gw fixtures check` after a spec edit judges against the edited spec (it said "0 problems", judging with the
// validators of the last generate), run from the sources so no full build loads the machine under `npm test`.
// (The build on first use of any other command, and its one line, are tested in gw-stale.test.ts.)
// Every bound is a generous time-out, never a measurement.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from './helpers.js';

const MINUTES = 60_000;
const version = (JSON.parse(readFileSync(join(ROOT, 'apps/cli/package.json'), 'utf8')) as { version: string }).version;

describe('a fresh clone', () => {
  let clone: string;
  // The caller's environment, minus what an outer `npm test` says about itself; the store is the machine's own.
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('npm_') && k !== 'INIT_CWD' && !k.startsWith('GW_')));
  const npm = (script: string, ...args: string[]) => {
    const r = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
      cwd: clone,
      encoding: 'utf8',
      env: { ...env, npm_config_prefer_offline: 'true', npm_config_update_notifier: 'false' },
      timeout: 20 * MINUTES,
    });
    return { status: r.status, stdout: r.stdout, stderr: r.stderr, shown: `exit ${r.status}\n${r.stdout}\n${r.stderr}`.slice(-4000) };
  };

  beforeAll(() => {
    clone = mkdtempSync(join(tmpdir(), 'gw-fresh-clone-'));
    const r = spawnSync('git', ['clone', '--quiet', ROOT, clone], { encoding: 'utf8' });
    expect(r.status, r.stderr).toBe(0);
  });
  // The clone holds an installed workspace (some 30,000 links): removing it is disk work the run need not wait for
  // (about 20 s under load), so a detached process does it after the file has ended.
  afterAll(() => {
    spawn(process.execPath, ['-e', `require('node:fs').rmSync(${JSON.stringify(clone)}, { recursive: true, force: true })`], {
      detached: true,
      stdio: 'ignore',
    }).unref();
  });

  it(
    'npm run gw -- --help installs the workspace and answers',
    () => {
      const r = npm('gw', '--help');
      expect(r.status, r.shown).toBe(0);
      expect(r.stdout).toContain('usage: gw <command> [options]');
      expect(r.stderr).toContain('gw: setup: installing dependencies');
    },
    25 * MINUTES,
  );

  it(
    'npm run gw -- --version answers at once (nothing more to install)',
    () => {
      const r = npm('gw', '--version');
      expect(r.status, r.shown).toBe(0);
      expect(r.stdout.trim()).toBe(`gw ${version}`);
      expect(r.stderr).not.toMatch(/gw: (setup|building)/);
    },
    25 * MINUTES,
  );

  it(
    'gw fixtures check judges against the specs as they are, regenerating only when they changed',
    () => {
      const unchanged = npm('gw:source', 'fixtures', 'check');
      expect(unchanged.status, unchanged.shown).toBe(0);
      expect(unchanged.stderr).not.toContain('regenerating');
      // A bound no recorded amount meets: every fixture with such an amount must now fail.
      const common = join(clone, 'specs/components/common.yaml');
      const text = readFileSync(common, 'utf8');
      const edited = text.replace(/(\n {2}UintString:\n(?: {4}.*\n)*? {4}type: string\n)/, '$1    maxLength: 1\n');
      expect(edited, 'common.yaml still defines UintString as a string').not.toBe(text);
      writeFileSync(common, edited);
      const after = npm('gw:source', 'fixtures', 'check');
      expect(after.status, after.shown).toBe(1);
      expect(after.stderr).toContain('the specs changed since the last generate: regenerating first');
      expect(after.stdout).toMatch(/must NOT have more than 1 characters/);
      expect(after.stdout).toMatch(/^fixtures check: \d+ fixtures, [1-9]\d* problems?$/m);
    },
    25 * MINUTES,
  );
});
