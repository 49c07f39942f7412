import { parseArgs } from 'node:util';
import { DEFAULT_API_KEY_ENV } from '@gw/runtime';

export interface OptionSpec {
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
  help: string;
  /** Applied by the parser when the flag is absent: commands never repeat it. */
  default?: string;
  /** Help text only: where the value comes from when the flag is absent (e.g. an environment variable). */
  fallback?: string;
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
    const dflt = o.default ?? o.fallback;
    lines.push(`  ${flag.padEnd(28)} ${o.help}${dflt !== undefined ? ` (default: ${dflt})` : ''}${o.multiple ? ' (repeatable)' : ''}`);
  }
  return lines.join('\n');
}

/** The key's environment variable: one option, one default (the runtime's), for every command that reads a key. */
export const API_KEY_ENV_OPTION: OptionSpec = { type: 'string', help: 'name of the environment variable holding the key', default: DEFAULT_API_KEY_ENV };

/** Parses a command's flags and applies their defaults; unknown flags are a usage error, never ignored. */
export function parse(c: Command, argv: string[]) {
  const options = Object.fromEntries(
    Object.entries(c.options).map(([k, o]) => [
      k,
      {
        type: o.type,
        ...(o.multiple ? { multiple: true } : {}),
        ...(o.short ? { short: o.short } : {}),
        ...(o.default !== undefined ? { default: o.default } : {}),
      },
    ]),
  );
  try {
    return parseArgs({ args: argv, options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
}

/** A command's option defaults, for callers that build `values` themselves (tests). */
export function defaults(c: Command): Record<string, string> {
  return Object.fromEntries(Object.entries(c.options).flatMap(([k, o]) => (o.default !== undefined ? [[k, o.default]] : [])));
}
