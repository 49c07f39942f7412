// The gw command line without its process: `main` runs one command line and returns its exit status. main.ts is
// the process around it (argv, --debug, uncaught errors, the exit code).
import { readFileSync } from 'node:fs';
import { helpText, parse, UsageError } from './args.js';
import { COMMAND_TABLE } from './commands/table.js';
import { EXIT_FAIL, EXIT_OK, EXIT_TABLE, EXIT_USAGE } from './exit.js';
import { didYouMean } from './suggest.js';

const VERSION = (JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string }).version;

function topHelp(): string {
  const width = Math.max(...COMMAND_TABLE.map((c) => c.name.length));
  return [
    'gw — contract-first toolkit for the gateway',
    '',
    'usage: gw <command> [options]   (gw <command> --help for its options)',
    '       gw --version',
    '',
    'commands:',
    ...COMMAND_TABLE.map((c) => `  ${c.name.padEnd(width)}  ${c.summary}`),
    '',
    'every command also takes --debug (stack traces of errors)',
    '',
    'exit status:',
    ...EXIT_TABLE.map(([code, meaning]) => `  ${code}  ${meaning}`),
  ].join('\n');
}

/** Lines an error prints: its message, and with --debug its stack and causes. */
export function describe(e: unknown, debug: boolean): string {
  if (!(e instanceof Error)) return String(e);
  if (!debug) {
    // An expected failure says what went wrong; anything else is a defect, and says how to see more.
    const defect = e instanceof TypeError || e instanceof RangeError || e instanceof ReferenceError || e instanceof SyntaxError;
    return defect ? `${e.message} (an internal error: --debug shows the stack trace)` : e.message;
  }
  let out = e.stack ?? e.message;
  for (let c = e.cause; c instanceof Error; c = c.cause) out += `\ncaused by: ${c.stack ?? c.message}`;
  return out;
}

/** Usage errors: the message once, then the command's usage line. */
function usageError(name: string, message: string, usage?: string): number {
  console.error(`gw${name ? ` ${name}` : ''}: ${message}`);
  console.error(usage ? `usage: gw ${usage}   (gw ${name} --help lists the options)` : 'gw --help lists the commands');
  return EXIT_USAGE;
}

/** A configuration the command needs is missing or wrong (runtime's GatewayConfigError): a usage error too. */
const isUsage = (e: unknown): boolean => e instanceof UsageError || (e instanceof Error && e.name === 'GatewayConfigError');

/** Runs `gw <argv>`: what it prints goes to the console; the exit status is returned. */
export async function main(argv: string[], debug: boolean): Promise<number> {
  if (argv[0] === '--version' || argv[0] === '-V') {
    console.log(`gw ${VERSION}`);
    return EXIT_OK;
  }
  if (argv[0] === '--help' || argv[0] === '-h' || argv[0] === 'help') {
    console.log(topHelp());
    return EXIT_OK;
  }
  if (argv.length === 0 || argv[0]!.startsWith('-')) {
    if (argv.length) console.error(`gw: unknown option ${argv[0]}`);
    console.error(topHelp());
    return EXIT_USAGE;
  }
  // Longest command name that prefixes the arguments wins ("spec diff" before "spec").
  const entry = [...COMMAND_TABLE]
    .sort((a, b) => b.name.split(' ').length - a.name.split(' ').length)
    .find((c) => c.name.split(' ').every((w, i) => argv[i] === w));
  if (!entry) return unknownCommand(argv);
  const rest = argv.slice(entry.name.split(' ').length);
  try {
    const { values, positionals } = parse(entry, rest);
    if (values.help) {
      console.log(helpText(entry));
      return EXIT_OK;
    }
    entry.check?.(values, positionals);
    const command = await entry.load(); // only the command that runs is imported, with the packages it needs
    return await command.run(values, positionals);
  } catch (e) {
    if (isUsage(e)) return usageError(entry.name, (e as Error).message, entry.usage);
    console.error(`gw ${entry.name}: ${describe(e, debug)}`);
    return EXIT_FAIL;
  }
}

/** Not a command: a group's list of commands, or the closest name. */
function unknownCommand(argv: string[]): number {
  const group = COMMAND_TABLE.filter((c) => c.name.startsWith(`${argv[0]} `));
  const wantsHelp = argv[1] === '--help' || argv[1] === '-h';
  if (group.length && (argv.length === 1 || wantsHelp)) {
    const list = group.map((c) => `gw ${c.name} — ${c.summary}`).join('\n');
    if (wantsHelp) console.log(list);
    else console.error(`gw ${argv[0]}: which one?\n${list}`);
    return wantsHelp ? EXIT_OK : EXIT_USAGE;
  }
  const typed = group.length ? `${argv[0]} ${argv[1]}` : argv[0]!;
  const names = group.length ? group.map((c) => c.name) : [...new Set(COMMAND_TABLE.flatMap((c) => [c.name, c.name.split(' ')[0]!]))];
  const guess =
    didYouMean(typed, names) ??
    (group.length
      ? undefined
      : didYouMean(
          argv.slice(0, 2).join(' '),
          COMMAND_TABLE.map((c) => c.name),
        ));
  return usageError('', `unknown command "${typed}"${guess ? ` (did you mean "gw ${guess}"?)` : ''}`);
}
