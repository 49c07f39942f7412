#!/usr/bin/env node
import { describe, main } from './cli.js';
import { EXIT_FAIL } from './exit.js';

// --debug (or GW_DEBUG=1) anywhere before `--` shows stack traces.
const raw = process.argv.slice(2);
const end = raw.includes('--') ? raw.indexOf('--') : raw.length;
const debug = raw.slice(0, end).includes('--debug') || process.env.GW_DEBUG === '1';
const argv = raw.filter((a, i) => !(i < end && a === '--debug'));
for (const event of ['uncaughtException', 'unhandledRejection'] as const) {
  process.on(event, (e) => {
    console.error(`gw: ${describe(e, debug)}`);
    process.exit(EXIT_FAIL);
  });
}
process.exitCode = await main(argv, debug);
