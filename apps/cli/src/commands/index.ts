import type { Command } from '../args.js';
import { conformance } from './conformance.js';
import { conformanceMerge } from './conformance-merge.js';
import { fixturesCheck } from './fixtures.js';
import { mock } from './mock.js';
import { proxy } from './proxy.js';
import { specCheckChangeset, specDiff, specDocs, specLint } from './spec.js';
import { streamEthMempoolCommand } from './stream.js';
import { btcusdCommands } from './btcusd/index.js';

// Every command, loaded (tests). `gw` itself reads ./table.ts and imports only the command that runs.
export const COMMANDS: Command[] = [
  mock,
  proxy,
  conformance,
  conformanceMerge,
  fixturesCheck,
  specLint,
  specDiff,
  specCheckChangeset,
  specDocs,
  streamEthMempoolCommand,
  ...btcusdCommands,
];
