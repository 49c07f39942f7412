import type { Command } from '../args.js';
import { conformance } from './conformance.js';
import { fixturesCheck } from './fixtures.js';
import { mock } from './mock.js';
import { proxy } from './proxy.js';
import { specCheckChangeset, specDiff, specDocs, specLint } from './spec.js';
import { streamEthMempoolCommand } from './stream.js';
import { btcusdCommands } from './btcusd/index.js';

export const COMMANDS: Command[] = [
  mock,
  proxy,
  conformance,
  fixturesCheck,
  specLint,
  specDiff,
  specCheckChangeset,
  specDocs,
  streamEthMempoolCommand,
  ...btcusdCommands,
];
