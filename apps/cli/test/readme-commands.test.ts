// The README's commands run as written on a fresh clone: every `npm run X` is a script that sets up the workspace
// first, no command needs a `pnpm` on PATH (there is none after set-up), and every `gw` command and flag it shows exists.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { COMMANDS } from '../src/commands/index.js';
import { ROOT } from './helpers.js';

const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;
/** Code as a reader copies it: fenced blocks line by line, and inline code spans. */
const code = [
  ...[...readme.matchAll(/```(?:sh|bash)?\n([\s\S]*?)```/g)].flatMap((m) => m[1]!.split('\n')),
  ...[...readme.replace(/```[\s\S]*?```/g, '').matchAll(/`([^`\n]+)`/g)].map((m) => m[1]!),
].map((l) => l.replace(/\s+#.*$/, '').trim());

describe('README commands', () => {
  it('every npm command is a script that sets up the workspace first (directly, or through scripts/gw.mjs)', () => {
    const used = [...new Set(code.flatMap((l) => [...l.matchAll(/\bnpm (?:run (?:--silent )?([\w:-]+)|(test))\b/g)].map((m) => m[1] ?? m[2]!)))];
    expect(used).toEqual(expect.arrayContaining(['conformance', 'test', 'gw', 'generate', 'changeset']));
    for (const name of used) {
      expect(scripts[name], `npm run ${name}`).toBeDefined();
      expect(scripts[name], `npm run ${name}`).toMatch(/^(node scripts\/setup\.mjs && |(exec )?node scripts\/gw\.mjs\b)/);
    }
  });

  it('no command needs pnpm on PATH', () => {
    expect(code.filter((l) => /^pnpm\s/.test(l) || /(&&|;)\s*pnpm\s/.test(l))).toEqual([]);
  });

  it('every gw command and flag shown exists', () => {
    // A table cell escapes `|` as `\|`: `gw btcusd price\|pool…` is read as `gw btcusd price`.
    const shown = code.flatMap((l) => [...l.matchAll(/(?:npm run gw -- |^gw )([^|`]*)/g)].map((m) => m[1]!.replace(/\\$/, '').trim()));
    expect(shown.length).toBeGreaterThan(10);
    const problems: string[] = [];
    for (const line of shown) {
      const words = line.split(/\s+/);
      const cmd = [...COMMANDS].sort((a, b) => b.name.length - a.name.length).find((c) => c.name.split(' ').every((w, i) => words[i] === w));
      if (!cmd) {
        if (!['--version', '--help', '<command>'].includes(words[0]!)) problems.push(`no command: gw ${line}`);
        continue;
      }
      for (const flag of line.matchAll(/(?:^|[\s[])--([a-z][a-z-]*)/g))
        if (!(flag[1]! in cmd.options) && !['help', 'debug'].includes(flag[1]!)) problems.push(`gw ${cmd.name}: no --${flag[1]}`);
    }
    expect(problems).toEqual([]);
  });
});
