import { parseArgs } from 'node:util';

export interface OptionSpec {
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
  help: string;
  default?: string;
}

export interface Command {
  name: string;
  summary: string;
  usage: string;
  options: Record<string, OptionSpec>;
  run(values: Record<string, string | boolean | string[] | undefined>, positionals: string[]): Promise<number>;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

export function helpText(c: Command): string {
  const lines = [`gw ${c.name} — ${c.summary}`, '', `usage: gw ${c.usage}`, '', 'options:'];
  for (const [name, o] of Object.entries({ ...c.options, help: { type: 'boolean', help: 'show this help' } as OptionSpec })) {
    const flag = `--${name}${o.type === 'string' ? ' <value>' : ''}${o.short ? `, -${o.short}` : ''}`;
    lines.push(`  ${flag.padEnd(28)} ${o.help}${o.default !== undefined ? ` (default: ${o.default})` : ''}${o.multiple ? ' (repeatable)' : ''}`);
  }
  return lines.join('\n');
}

/** Parses a command's flags; unknown flags are a usage error, never ignored. */
export function parse(c: Command, argv: string[]) {
  const options = Object.fromEntries(
    Object.entries(c.options).map(([k, o]) => [k, { type: o.type, ...(o.multiple ? { multiple: true } : {}), ...(o.short ? { short: o.short } : {}) }]),
  );
  try {
    return parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}
