// Every command called wrongly, through the built CLI: exit 2, the message said once, the usage line, no stack trace.
// Also --version, "did you mean", runtime failures (exit 1, a stack only with --debug), and paths taken from the
// caller's directory. The table's command lines run one after another in one process (cli-batch.mjs, the CLI's `main`
// as dist/main.js runs it); the command lines the module trace starts as processes of their own must print exactly
// what the batch printed.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { COMMAND_TABLE } from '../src/commands/table.js';
import { repoRoot } from '../src/root.js';

const ROOT = repoRoot();
const MAIN = join(ROOT, 'apps/cli/dist/main.js');
const scratch = mkdtempSync(join(tmpdir(), 'gw-usage-'));
const empty = join(scratch, 'empty');
mkdirSync(empty);
const aFile = join(scratch, 'a-file');
writeFileSync(aFile, 'not a directory');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

/** The built CLI, without any key or base URL from the caller's environment. */
function gw(args: string[], opts: { cwd?: string; command?: string[] } = {}): Promise<Run> {
  const env = Object.fromEntries(Object.entries(process.env).filter(([k]) => !k.startsWith('GW_') && !k.startsWith('npm_') && k !== 'INIT_CWD'));
  const [cmd, ...pre] = opts.command ?? [process.execPath, MAIN];
  const child = spawn(cmd!, [...pre, ...args], { cwd: opts.cwd ?? scratch, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d) => (stdout += d));
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

/** `gw <args>` for each argument list, in one process (cli-batch.mjs): the runs in order. */
async function gwBatch(argLists: string[][]): Promise<Run[]> {
  const r = await gw([JSON.stringify(argLists)], { command: [process.execPath, join(import.meta.dirname, 'cli-batch.mjs')] });
  if (r.status !== 0 || r.stderr) throw new Error(`cli-batch.mjs: exit ${r.status}\n${r.stderr}`);
  return (JSON.parse(r.stdout) as Array<Run & { ms: number }>).map(({ status, stdout, stderr }) => ({ status, stdout, stderr }));
}

/**
 * The built CLI with a module hook that writes every module it resolves (file URLs, one per line) to a file: which
 * modules a call of `gw` loads.
 */
let traced = 0;
async function modulesLoadedBy(args: string[]): Promise<{ run: Run; modules: string[] }> {
  const n = traced++;
  const list = join(scratch, `loaded-${n}.txt`);
  const hooks = `import { appendFileSync } from 'node:fs';
export async function resolve(specifier, context, next) {
  const r = await next(specifier, context);
  if (r.url.startsWith('file:')) appendFileSync(${JSON.stringify(list)}, r.url + '\\n');
  return r;
}`;
  const register = join(scratch, `trace-${n}.mjs`);
  writeFileSync(register, `import { register } from 'node:module';\nregister(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});\n`);
  writeFileSync(list, '');
  const run = await gw(args, { command: [process.execPath, '--import', pathToFileURL(register).href, MAIN] });
  const modules = [...new Set(readFileSync(list, 'utf8').split('\n').filter(Boolean))].sort();
  return { run, modules };
}

const occurrences = (text: string, re: RegExp) => text.match(new RegExp(re.source, 'g'))?.length ?? 0;
const STACK = /^\s+at .+[(:]\d+/m;

// [command, arguments, the message]
const USAGE: Array<[string, string[], RegExp]> = [
  ['mock', ['--port', '70000'], /--port must be 0\.\.65535, not 70000/],
  ['mock', ['--fixtures', '/nonexistent'], /--fixtures \/nonexistent: no such directory/],
  ['mock', ['--fixtures', empty, '--port', '0'], /no mainnet fixtures there \(add --world-seed N/],
  ['mock', ['--prot', '1'], /unknown option --prot \(did you mean --port\?\)/],
  ['proxy', [], /--upstream is required/],
  ['conformance', ['--target', 'moon'], /--target must be fixtures or live, not moon/],
  ['conformance', ['--fixtures', '/nonexistent'], /--fixtures \/nonexistent: no such file or directory/],
  ['conformance', ['--surface', 'forx'], /unknown surface forx/],
  ['conformance', ['--target', 'live', '--network', 'signet', '--base-url', 'http://127.0.0.1:9'], /the API key variable GW_API_KEY is not set/],
  ['conformance', ['--network', 'moon'], /--network: unknown network "moon"/],
  ['conformance merge', ['--report-dir', 'out'], /name the directories holding the shard reports/],
  ['conformance merge', ['/nonexistent', '--report-dir', 'out'], /\/nonexistent: no such directory/],
  ['conformance merge', ['.', '--min-coverage', 'speed=3', '--report-dir', 'out'], /--min-coverage takes percentages for operations, errors, rules/],
  ['fixtures check', ['--dir', '/nonexistent'], /--dir \/nonexistent: no such directory/],
  ['fixtures check', ['--dir', aFile], /--dir .*a-file: not a directory/],
  ['spec lint', ['extra'], /unexpected argument extra/],
  ['spec diff', [], /--base <git-ref> is required/],
  ['spec diff', ['--base', 'no-such-ref'], /--base 'no-such-ref' is not a commit/],
  ['spec diff', ['--base', 'HEAD', '--format', 'pdf'], /--format must be md or json, not pdf/],
  ['spec check-changeset', [], /--base <git-ref> is required/],
  ['spec docs', ['--changed-since', 'no-such-ref'], /--changed-since 'no-such-ref' is not a commit/],
  ['stream eth-mempool', ['--base-url', 'http://127.0.0.1:9', '--vault', '0x12'], /--vault must be a 0x-prefixed 20-byte address/],
  ['stream eth-mempool', ['--base-url', 'http://127.0.0.1:9'], /the Ethereum mempool stream needs an API key/],
  ['btcusd price', ['--network', 'moon'], /--network: unknown network "moon"/],
  ['btcusd pool', ['--pool', 'nope'], /refused before sending: getpool: pool: expected block:tx/],
  ['btcusd candles', ['--bucket', '3600', '--limit', '-5'], /--limit must be an unsigned integer/],
  ['btcusd quote', ['--from', 'eth'], /--from must be frusd or frbtc/],
  ['btcusd signers', ['--sign'], /unknown option --sign/],
  ['btcusd mempool', ['infi'], /unknown subcommand infi \(did you mean info\?\)/],
  ['btcusd deposit', ['--asset', 'DOGE'], /--asset must be USDC or USDT/],
  ['btcusd burn', ['--deadline', '1000', '--dry-run'], /--deadline 1000 is in the past \(1970-01-01T00:16:40\.000Z\)/],
  ['btcusd swap', ['--amount', '1'], /unknown option --amount/],
  ['btcusd add-liquidity', ['--amount', '1'], /unknown option --amount/],
  ['btcusd remove-liquidity', ['--amount', '1'], /unknown option --amount/],
  ['btcusd watch', ['--pool', '4:1778'], /unknown option --pool/],
  ['btcusd simulate', ['--tx', '00'], /unknown option --tx/],
  ['btcusd simulate-block', ['--block', '1'], /unknown option --block/],
];

const NEAREST: Array<[string[], RegExp]> = [
  [['mok'], /unknown command "mok" \(did you mean "gw mock"\?\)/],
  [['spec', 'dif', '--base', 'HEAD'], /unknown command "spec dif" \(did you mean "gw spec diff"\?\)/],
  [['--verbose'], /unknown option --verbose/],
];

/** Every command line of USAGE and NEAREST, run once in one process; each test reads its own. */
let batch: Promise<Map<string, Run>> | undefined;
const argsOf = ([command, args]: [string, string[], ...unknown[]]) => [...command.split(' '), ...args];
async function batched(args: string[]): Promise<Run> {
  batch ??= (async () => {
    const lists = [...USAGE.map(argsOf), ...NEAREST.map(([a]) => a)];
    const runs = await gwBatch(lists);
    return new Map(lists.map((a, i) => [JSON.stringify(a), runs[i]!]));
  })();
  const r = (await batch).get(JSON.stringify(args));
  if (!r) throw new Error(`not in the batch: ${JSON.stringify(args)}`);
  return r;
}

describe('gw usage errors', () => {
  it('the table covers every command', () => {
    expect([...new Set(USAGE.map(([c]) => c))].sort()).toEqual(COMMAND_TABLE.map((c) => c.name).sort());
  });

  it.concurrent.for(USAGE)('gw %s %j: exit 2, said once, no stack trace', async ([command, args, message], { expect }) => {
    const r = await batched([...command.split(' '), ...args]);
    const all = r.stdout + r.stderr;
    expect(r.status, all).toBe(2);
    expect(r.stderr.split('\n')[0], all).toMatch(new RegExp(`^gw ${command}: .*${message.source}`));
    expect(occurrences(all, message), all).toBe(1);
    expect(all).not.toMatch(STACK);
  });

  it.concurrent.for(NEAREST)('gw %j: exit 2 with the nearest command', async ([args, message], { expect }) => {
    const r = await batched(args);
    expect(r.status, r.stderr).toBe(2);
    expect(occurrences(r.stderr, message), r.stderr).toBe(1);
  });

  // A usage error in the flags, and --help, are decided from the command table: they load exactly what `gw --version`
  // loads, the table with every command's spec, and that is light: never a command's module or the packages it runs with.
  describe('a usage error or --help loads no command', () => {
    let atStart: Promise<{ run: Run; modules: string[] }>;
    const baseline = () => (atStart ??= modulesLoadedBy(['--version']));
    /** The light modules the specs read defaults from, and the runtime (option defaults, network names). */
    const LIGHT =
      /\/(?:apps\/cli\/dist\/|packages\/runtime\/dist\/(?!gen\/)|conformance\/fixtures\/index\.js$|packages\/gateway-proxy\/dist\/defaults\.js$|tools\/codegen\/dist\/drift-dir\.js$)/;

    it('the table with every spec loads only light modules; a command that runs loads its own', async () => {
      const { run, modules } = await baseline();
      expect(run.status, run.stderr).toBe(0);
      for (const m of ['table.js', 'mock-options.js', 'btcusd/options.js'])
        expect(modules).toContainEqual(expect.stringMatching(`/apps/cli/dist/commands/${m}$`));
      expect(modules.filter((m) => !LIGHT.test(m))).toEqual([]);
      // What only the running command can find wrong: it was loaded, and the trace sees it.
      const ran = await modulesLoadedBy(['mock', '--fixtures', empty, '--port', '0']);
      expect(ran.run.status, ran.run.stderr).toBe(2);
      expect(ran.run, 'the process printed what the batch printed').toEqual(await batched(['mock', '--fixtures', empty, '--port', '0']));
      expect(ran.modules.filter((m) => !modules.includes(m))).toEqual(
        expect.arrayContaining([expect.stringMatching(/\/apps\/cli\/dist\/commands\/mock\.js$/), expect.stringMatching(/\/packages\/gateway-mock\//)]),
      );
      // The local gateway loads @gw/contract without its request generators (@gw/contract/generate, fast-check), and
      // ws through its CommonJS entry, not the ESM wrapper that imports each of its files as a module.
      expect(ran.modules).toContainEqual(expect.stringMatching(/\/packages\/contract\/dist\/index\.js$/));
      expect(ran.modules.filter((m) => /\/fast-check\/|\/packages\/contract\/dist\/generate\/|\/ws\/wrapper\.mjs$/.test(m))).toEqual([]);
    });

    // A flag no command has and --help take one path for every command (the baseline covers every spec); the values
    // the specs check (check) are each command's own.
    it.concurrent.for([
      ['mock', ['--bogus'], /unknown option --bogus/],
      ['mock', ['--help'], undefined],
      ['mock', ['--port', '70000'], /--port must be 0\.\.65535/],
      ['proxy', [], /--upstream is required/],
      ['conformance', ['--target', 'moon'], /--target must be fixtures or live/],
      ['conformance merge', ['--report-dir', 'out'], /name the directories holding the shard reports/],
    ] as Array<[string, string[], RegExp | undefined]>)('gw %s %j', async ([command, args, message], { expect }) => {
      const { run, modules } = await modulesLoadedBy([...command.split(' '), ...args]);
      expect(run.status, run.stderr).toBe(message ? 2 : 0);
      const inBatch = USAGE.some(([c, a]) => c === command && JSON.stringify(a) === JSON.stringify(args));
      if (inBatch) expect(run, 'the process printed what the batch printed').toEqual(await batched([...command.split(' '), ...args]));
      if (message) expect(run.stderr.split('\n')[0]).toMatch(new RegExp(`^gw ${command}: ${message.source}`));
      else expect(run.stdout).toContain(`usage: gw ${COMMAND_TABLE.find((c) => c.name === command)!.usage}`);
      const before = (await baseline()).modules;
      expect(modules.filter((m) => !before.includes(m))).toEqual([]);
    });
  });

  it('gw --version prints the version', async () => {
    const r = await gw(['--version']);
    expect(r).toMatchObject({ status: 0, stderr: '' });
    expect(r.stdout).toMatch(/^gw \d+\.\d+\.\d+\n$/);
  });

  it('a runtime failure exits 1 with one line; --debug adds the stack trace', async () => {
    const plain = await gw(['spec', 'docs', '--out', join(aFile, 'docs')]);
    expect(plain.status).toBe(1);
    expect(plain.stderr.trim()).toMatch(/^gw spec docs: cannot write the docs to .*a-file\/docs: not a directory/);
    expect(plain.stderr).not.toMatch(STACK);
    const debug = await gw(['--debug', 'spec', 'docs', '--out', join(aFile, 'docs')]);
    expect(debug.status).toBe(1);
    expect(debug.stderr).toMatch(STACK);
  });

  // A generous bound: through npm, gw.mjs builds first if a source changed since the last build.
  it('a relative path is the caller’s, through npm run gw too', { timeout: 20 * 60_000 }, async () => {
    const caller = mkdtempSync(join(scratch, 'caller-'));
    const direct = await gw(['btcusd', 'burn', '--journal', 'direct/intents.jsonl'], { cwd: caller });
    expect(direct.status, direct.stderr).toBe(0);
    expect(existsSync(join(caller, 'direct/intents.jsonl'))).toBe(true);
    // npm runs the script from the repository root; gw.mjs starts the CLI where npm was called (INIT_CWD).
    const viaNpm = await gw(['btcusd', 'burn', '--journal', 'npm/intents.jsonl'], {
      cwd: caller,
      command: ['npm', '--prefix', ROOT, 'run', '--silent', 'gw', '--'],
    });
    expect(viaNpm.status, viaNpm.stderr).toBe(0);
    expect(existsSync(join(caller, 'npm/intents.jsonl'))).toBe(true);
    expect(existsSync(join(ROOT, 'npm'))).toBe(false);
  });
});
