import { isAbsolute, join } from 'node:path';
import { checkFixtures } from '@gw/conformance';
import { fixturesDir } from '@gw/fixtures';
import { type Command, UsageError } from '../args.js';
import { repoRoot } from '../root.js';

export const fixturesCheck: Command = {
  name: 'fixtures check',
  summary: 'validate every stored exchange against the specs, offline; exit 1 on any mismatch',
  usage: 'fixtures check [--dir DIR]',
  options: { dir: { type: 'string', help: 'fixtures directory', default: fixturesDir } },
  async run(v, positionals) {
    if (positionals.length) throw new UsageError(`unexpected argument ${positionals[0]}`);
    const root = repoRoot();
    const dir = v.dir as string;
    const { checked, problems } = checkFixtures(isAbsolute(dir) ? dir : join(root, dir));
    for (const p of problems) console.log(`FAIL ${p.file}: ${p.problem}`);
    console.log(`fixtures check: ${checked} fixtures, ${problems.length} problem${problems.length === 1 ? '' : 's'}`);
    return problems.length || checked === 0 ? 1 : 0;
  },
};
