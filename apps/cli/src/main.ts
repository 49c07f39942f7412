#!/usr/bin/env node
import { helpText, parse, UsageError } from './args.js';
import { COMMAND_TABLE } from './commands/table.js';

function topHelp(): string {
  const width = Math.max(...COMMAND_TABLE.map((c) => c.name.length));
  return [
    'gw — contract-first toolkit for the gateway',
    '',
    'usage: gw <command> [options]   (gw <command> --help for its options)',
    '',
    'commands:',
    ...COMMAND_TABLE.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
  ].join('\n');
}

async function main(argv: string[]): Promise<number> {
  if (argv.length === 0 || argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    console.log(topHelp());
    return argv.length === 0 ? 2 : 0;
  }
  // Longest command name that prefixes the arguments wins ("spec diff" before "spec").
  const cmd = [...COMMAND_TABLE]
    .sort((a, b) => b.name.split(' ').length - a.name.split(' ').length)
    .find((c) => c.name.split(' ').every((w, i) => argv[i] === w));
  if (!cmd) {
    const group = COMMAND_TABLE.filter((c) => c.name.startsWith(`${argv[0]} `));
    if (group.length) {
      console.log(group.map((c) => `gw ${c.name} — ${c.summary}`).join('\n'));
      return argv.includes('--help') || argv.includes('-h') ? 0 : 2;
    }
    console.error(`gw: unknown command "${argv[0]}"\n\n${topHelp()}`);
    return 2;
  }
  const rest = argv.slice(cmd.name.split(' ').length);
  const command = await cmd.load(); // only the command that runs is imported, with the packages it needs
  try {
    const { values, positionals } = parse(command, rest);
    if (values.help) {
      console.log(helpText(command));
      return 0;
    }
    return await command.run(values as never, positionals);
  } catch (e) {
    if (e instanceof UsageError) {
      console.error(`gw ${cmd.name}: ${e.message}\n\n${helpText(command)}`);
      return 2;
    }
    console.error(`gw ${cmd.name}: ${(e as Error).message}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
