// The release path as a user meets it: every client package is packed the way publishing packs it (`pnpm pack`, which
// rewrites `workspace:` ranges to versions), the tarballs are installed with plain npm into a project outside the
// workspace, a consumer file, a types probe and every README sample are typechecked together in one TypeScript program
// (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, nodenext), every package is required from CommonJS,
// and the consumer runs against the local gateway.
import { execFile } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { startMockGateway, type MockGateway } from '@gw/gateway-mock';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIXTURES, ROOT } from './helpers.js';
import { typecheckProject } from './typecheck-project.js';

const run = promisify(execFile);

/** The packages a user installs. Apps, tools, the local gateway, the contract model and the suite stay private. */
const CLIENT_PACKAGES = [
  'runtime',
  'data-api',
  'opi',
  'orderbook',
  'jsonrpc',
  'espo',
  'mempool',
  'eth-mempool',
  'forex',
  'brc20-prog',
  'reorg',
  'btcusd',
  'bridge',
] as const;

const KEY = `release-${Math.random().toString(36).slice(2)}`;
const pnpm = join(ROOT, 'node_modules/.bin/pnpm');
/** The consumer's third-party type packages, at the workspace's pinned versions. */
const typesNode = JSON.parse(readFileSync(join(ROOT, 'node_modules/@types/node/package.json'), 'utf8')).version as string;

/** The environment without the workspace's npm/pnpm settings (an outside project must not inherit them). */
function outsideEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [k, v] of Object.entries(process.env)) if (!/^(npm_|pnpm_|PNPM_|GW_)/i.test(k)) env[k] = v;
  // A cache of its own outside the workspace, kept between runs so a second run does not download again.
  return { ...env, npm_config_cache: join(tmpdir(), 'gw-release-npm-cache'), npm_config_update_notifier: 'false', ...extra };
}

describe('release: packed packages install and work outside the workspace', () => {
  let work = '';
  let app = '';
  const tarballs: Record<string, string> = {};
  let mock: MockGateway | undefined;

  beforeAll(async () => {
    const missing = CLIENT_PACKAGES.filter((p) => !existsSync(join(ROOT, 'packages', p, 'dist/index.js')));
    if (missing.length) throw new Error(`not built: ${missing.join(', ')}. Run \`npm run build\` first (npm test builds before it tests).`);
    work = mkdtempSync(join(tmpdir(), 'gw-release-'));
    const packs = join(work, 'tarballs');
    mkdirSync(packs);
    // One pnpm packs them all (`pnpm -r pack`, as one per package would; one start-up instead of 13).
    const filters = CLIENT_PACKAGES.flatMap((p) => ['--filter', `@gw/${p}`]);
    await run(pnpm, ['-r', ...filters, 'pack', '--pack-destination', packs], { cwd: ROOT, env: outsideEnv({}) });
    for (const p of CLIENT_PACKAGES) {
      const { version } = JSON.parse(readFileSync(join(ROOT, 'packages', p, 'package.json'), 'utf8')) as { version: string };
      tarballs[p] = join(packs, `gw-${p}-${version}.tgz`);
    }
    expect(readdirSync(packs).sort()).toEqual(
      Object.values(tarballs)
        .map((f) => f.slice(packs.length + 1))
        .sort(),
    );
    mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: FIXTURES });
  }, 240_000);

  afterAll(async () => {
    await mock?.close();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('every client package packs with a manifest a plain npm can install: no workspace: range, dist with types, a README', async () => {
    for (const p of CLIENT_PACKAGES) {
      const { stdout: manifest } = await run('tar', ['-xzOf', tarballs[p]!, 'package/package.json']);
      const { stdout: list } = await run('tar', ['-tzf', tarballs[p]!]);
      const m = JSON.parse(manifest);
      expect(manifest, `${p}: a workspace: range reached the packed manifest`).not.toContain('workspace:');
      expect(m.private, `${p} is private`).not.toBe(true);
      expect(m.publishConfig?.access, p).toBe('public');
      const files = list.split('\n');
      for (const [key, target] of Object.entries<Record<string, string>>(m.exports)) {
        if (key.includes('*')) {
          // A pattern export (the per-schema shared validators that generated code requires): some file must match.
          const re = new RegExp(`^package/${target.default!.slice(2).replace(/[.]/g, '\\.').replace('*', '[^/]+')}$`);
          expect(
            files.some((f) => re.test(f)),
            `${p}: no file matches exports ${key}`,
          ).toBe(true);
          continue;
        }
        expect(files, `${p}: exports types ${target.types} not in the tarball`).toContain(`package/${target.types!.slice(2)}`);
        expect(files, `${p}: exports default ${target.default} not in the tarball`).toContain(`package/${target.default!.slice(2)}`);
      }
      expect(files, `${p}: no README.md in the tarball`).toContain('package/README.md');
    }
  });

  it('installs with npm outside the workspace, typechecks (strict, exactOptionalPropertyTypes, noUncheckedIndexedAccess, nodenext), requires from CommonJS and runs against the local gateway', async () => {
    app = join(work, 'app');
    mkdirSync(join(app, 'src'), { recursive: true });
    const dependencies = Object.fromEntries(CLIENT_PACKAGES.map((p) => [`@gw/${p}`, `file:${tarballs[p]}`]));
    writeFileSync(
      join(app, 'package.json'),
      JSON.stringify({ name: 'gw-release-consumer', private: true, type: 'module', dependencies, devDependencies: { '@types/node': typesNode } }, null, 2),
    );
    writeFileSync(
      join(app, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'nodenext',
          moduleResolution: 'nodenext',
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          outDir: 'dist',
          rootDir: 'src',
          types: ['node'],
        },
        include: ['src'],
      }),
    );
    cpSync(join(import.meta.dirname, 'release/consumer.ts'), join(app, 'src/consumer.ts'));
    // No operation's typed payload is `never` (each offending name fails to compile).
    cpSync(join(import.meta.dirname, 'release/types-probe.ts'), join(app, 'src/types-probe.ts'));

    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    await run(npm, ['install', '--no-audit', '--no-fund', '--no-package-lock', '--prefer-offline', '--loglevel=error'], {
      cwd: app,
      env: outsideEnv({}),
      timeout: 180_000,
    });
    // Nothing resolved back into the workspace: every @gw package is a copy inside the app.
    for (const p of CLIENT_PACKAGES) expect(existsSync(join(app, 'node_modules/@gw', p, 'dist/index.js')), p).toBe(true);
    expect(readdirSync(join(app, 'node_modules/@gw')).sort()).toEqual([...CLIENT_PACKAGES].sort());

    // Every TypeScript sample of every installed README typechecks as written (they are not run: they need a real gateway).
    mkdirSync(join(app, 'src/readme'));
    let samples = 0;
    for (const p of CLIENT_PACKAGES) {
      const readme = readFileSync(join(app, 'node_modules/@gw', p, 'README.md'), 'utf8');
      for (const [i, m] of [...readme.matchAll(/```ts\n([\s\S]*?)```/g)].entries()) {
        writeFileSync(join(app, 'src/readme', `${p}-${i + 1}.ts`), m[1]!);
        samples++;
      }
    }
    expect(samples).toBeGreaterThanOrEqual(CLIENT_PACKAGES.length * 2);

    // One program for them all; only the consumer is emitted (it runs below).
    expect(typecheckProject(join(app, 'tsconfig.json'), ['src/consumer.ts']), 'errors in the consumer, a README sample or a packed declaration').toBe('');

    // engines says >=20.19 / >=22.12 because from there `require()` loads these ES modules: a CommonJS app can use them.
    const requireAll = CLIENT_PACKAGES.map((p) => `if (typeof require(${JSON.stringify(`@gw/${p}`)}) !== 'object') throw new Error('@gw/${p}');`).join('\n');
    writeFileSync(join(app, 'require-all.cjs'), `${requireAll}\nconsole.log('required ${CLIENT_PACKAGES.length}');\n`);
    const required = await run(process.execPath, ['--no-warnings', 'require-all.cjs'], { cwd: app, env: outsideEnv({}) });
    expect(required.stdout.trim()).toBe(`required ${CLIENT_PACKAGES.length}`);

    const { stdout } = await run(process.execPath, ['dist/consumer.js'], {
      cwd: app,
      env: outsideEnv({ GW_BASE_URL: mock!.url, GW_API_KEY: KEY }),
      // Bounds for a hang, above the consumer's own 60 s wait for the stream: not measurements.
      timeout: 180_000,
    });
    const steps = Object.fromEntries(
      stdout
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l))
        .map((s) => [s.step, s]),
    );
    expect(steps.rest).toMatchObject({ usd: expect.any(Number), rateLimit: { limit: expect.any(Number) } });
    expect(steps.opi).toMatchObject({ result: expect.any(Number) });
    expect(steps.jsonrpc).toMatchObject({ result: expect.any(Number) });
    expect(steps.protobuf).toEqual({ step: 'protobuf', ping: expect.stringMatching(/PingResponse$/) });
    expect(steps.stream).toMatchObject({ instance: expect.any(String), seq: expect.any(Number) });
    expect(steps.refused).toEqual({ step: 'refused', error: 'RequestValidationError', typed: true, sent: 0 });
    expect(steps.unauthorized).toEqual({ step: 'unauthorized', error: 'InvalidApiKeyError', typed: true, status: 401 });
    expect(steps['stream-error']).toBeUndefined();
    expect(stdout).not.toContain(KEY);
  }, 300_000);
});
