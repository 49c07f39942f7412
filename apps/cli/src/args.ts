import { existsSync, statSync } from 'node:fs';
import { isAbsolute, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_API_KEY_ENV, type Network, parseNetwork } from '@gw/runtime';
import { repoRoot } from './root.js';
import { didYouMean } from './suggest.js';

export interface OptionSpec {
  type: 'string' | 'boolean';
  multiple?: boolean;
  short?: string;
  help: string;
  /** Applied by the parser when the flag is absent: commands never repeat it. */
  default?: string;
  /** Help text only: where the value comes from when the flag is absent (e.g. an environment variable). */
  fallback?: string;
  /**
   * A file system path. A given value is resolved against the caller's working directory; a relative default against
   * the repository root. `input` paths must exist (the command may check it later instead: `mustExist: false`).
   */
  path?: 'input' | 'output';
  /** For `path: 'input'`: false when the command decides itself whether a missing path is an error. */
  mustExist?: boolean;
}

export type Values = Record<string, string | boolean | string[] | undefined>;

/**
 * What `gw` knows of a command before importing it: enough to parse its flags and print its help. It lives in a module
 * of its own (`*-options.ts`) that imports no package the command's run needs.
 */
export interface CommandSpec {
  name: string;
  summary: string;
  usage: string;
  options: Record<string, OptionSpec>;
  /** What positional arguments it takes (help text); a command without it takes none. */
  positionals?: string;
  /**
   * The checks of the flags' values that need none of the command's packages (usage errors): `gw` runs them after
   * parsing, before it loads the command; `run` takes the values as checked.
   */
  check?(values: Values, positionals: string[]): void;
}

export interface Command extends CommandSpec {
  run(values: Values, positionals: string[]): Promise<number>;
}

/** A mistake in how the command was called (flags, values, missing configuration): exit 2, nothing done. */
export class UsageError extends Error {
  override name = 'UsageError';
}

const HELP: OptionSpec = { type: 'boolean', short: 'h', help: 'show this help' };

export function helpText(c: CommandSpec): string {
  const lines = [`gw ${c.name} — ${c.summary}`, '', `usage: gw ${c.usage}`, '', 'options:'];
  for (const [name, o] of Object.entries({ ...c.options, help: HELP })) {
    const flag = `--${name}${o.type === 'string' ? ' <value>' : ''}${o.short ? `, -${o.short}` : ''}`;
    const dflt = o.default !== undefined && o.path && !isAbsolute(o.default) ? `${o.default} in the repository` : (o.default ?? o.fallback);
    lines.push(`  ${flag.padEnd(28)} ${o.help}${dflt !== undefined ? ` (default: ${dflt})` : ''}${o.multiple ? ' (repeatable)' : ''}`);
  }
  return lines.join('\n');
}

/** The key's environment variable: one option, one default (the runtime's), for every command that reads a key. */
export const API_KEY_ENV_OPTION: OptionSpec = { type: 'string', help: 'name of the environment variable holding the key', default: DEFAULT_API_KEY_ENV };

const NEGATIVE_NUMBER = /^-\d/;

/**
 * Checks every flag against the command's options before node's parser sees them, so a mistake gets one clear
 * message ("did you mean"), and joins `--limit -5` into `--limit=-5` (a negative number is a value, not a flag).
 */
function normalize(c: CommandSpec, argv: string[]): string[] {
  const options: Record<string, OptionSpec> = { ...c.options, help: HELP };
  const shorts = new Map(Object.entries(options).flatMap(([k, o]) => (o.short ? [[o.short, k] as const] : [])));
  const out: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      out.push(...argv.slice(i));
      break;
    }
    if (!arg.startsWith('-') || arg === '-' || NEGATIVE_NUMBER.test(arg)) {
      out.push(arg);
      continue;
    }
    const long = arg.startsWith('--');
    const eq = arg.indexOf('=');
    const name = long ? arg.slice(2, eq < 0 ? undefined : eq) : shorts.get(arg.slice(1, 2));
    const shown = long ? `--${name}` : arg;
    const spec = name === undefined ? undefined : options[name];
    if (!spec) {
      const hint = long ? didYouMean(name!, Object.keys(options)) : undefined;
      throw new UsageError(`unknown option ${shown}${hint ? ` (did you mean --${hint}?)` : ''}`);
    }
    if (!long && arg.length > 2) throw new UsageError(`write -${arg.slice(1, 2)} alone; ${arg} is not an option`);
    if (spec.type === 'boolean') {
      if (long && eq >= 0) throw new UsageError(`--${name} takes no value`);
      out.push(arg);
      continue;
    }
    if (long && eq >= 0) {
      out.push(arg);
      continue;
    }
    const value = argv[i + 1];
    if (value === undefined || value === '--' || (value.startsWith('-') && !NEGATIVE_NUMBER.test(value)))
      throw new UsageError(`--${name} needs a value${value?.startsWith('-') ? ` (write --${name}=${value} for a value that starts with a dash)` : ''}`);
    out.push(`--${name}=${value}`);
    i++;
  }
  return out;
}

/** Where the caller stands: `scripts/gw.mjs` starts the CLI in the directory `npm run gw` was typed in. */
const callerPath = (p: string): string => resolve(process.cwd(), p);
const repoPath = (p: string): string => (isAbsolute(p) ? p : resolve(repoRoot(), p));

/** Fails with a usage error when an input path does not exist (or is not the kind of entry expected). */
export function requirePath(flag: string, path: string, kind: 'file' | 'directory' | 'any' = 'any'): string {
  if (!existsSync(path)) throw new UsageError(`--${flag} ${path}: no such ${kind === 'any' ? 'file or directory' : kind}`);
  const isDir = statSync(path).isDirectory();
  if (kind === 'directory' && !isDir) throw new UsageError(`--${flag} ${path}: not a directory`);
  if (kind === 'file' && isDir) throw new UsageError(`--${flag} ${path}: is a directory, not a file`);
  return path;
}

/**
 * Parses a command's flags and applies their defaults; unknown flags, missing values and unexpected arguments are
 * usage errors, never ignored. Path options come back absolute; input paths that must exist are checked.
 */
export function parse(c: CommandSpec, argv: string[]): { values: Values; positionals: string[] } {
  const options = Object.fromEntries(
    Object.entries(c.options).map(([k, o]) => [k, { type: o.type, ...(o.multiple ? { multiple: true } : {}), ...(o.short ? { short: o.short } : {}) }]),
  );
  let parsed: { values: Values; positionals: string[] };
  try {
    parsed = parseArgs({ args: normalize(c, argv), options: { ...options, help: { type: 'boolean', short: 'h' } }, allowPositionals: true, strict: true });
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError((e as Error).message.split('\n')[0]!);
  }
  const values: Values = { ...defaults(c), ...parsed.values };
  if (values.help) return { values, positionals: parsed.positionals };
  if (!c.positionals && parsed.positionals.length) throw new UsageError(`unexpected argument ${parsed.positionals[0]}`);
  for (const [name, o] of Object.entries(c.options)) {
    const given = parsed.values[name];
    if (!o.path || typeof given !== 'string') continue;
    values[name] = callerPath(given);
    if (o.path === 'input' && o.mustExist !== false) requirePath(name, values[name] as string);
  }
  return { values, positionals: parsed.positionals };
}

/** A command's option defaults (path defaults made absolute), for the parser and for tests that build `values`. */
export function defaults(c: CommandSpec): Record<string, string> {
  return Object.fromEntries(Object.entries(c.options).flatMap(([k, o]) => (o.default !== undefined ? [[k, o.path ? repoPath(o.default) : o.default]] : [])));
}

/** `--network` as a Network; an unknown name is a usage error. */
export function networkOf(v: Values, fallback?: Network): Network {
  try {
    return parseNetwork(v.network as string | undefined, fallback);
  } catch (e) {
    throw new UsageError(`--network: ${(e as Error).message}`);
  }
}
