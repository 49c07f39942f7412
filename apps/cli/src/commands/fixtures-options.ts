// `gw fixtures check`: its flags and help, without the checker (./fixtures.ts runs it).
import { fixturesDir } from '@gw/fixtures';
import type { CommandSpec } from '../args.js';

export const fixturesCheckSpec: CommandSpec = {
  name: 'fixtures check',
  summary: 'validate every stored exchange against the specs, offline; exit 1 on any mismatch',
  usage: 'fixtures check [--dir DIR]',
  options: { dir: { type: 'string', help: 'fixtures directory', default: fixturesDir, path: 'input', mustExist: false } },
};
