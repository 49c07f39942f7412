// `npm test`'s step 4: the tests run beside the typecheck. `compile` (scripts/compile.mjs: build, then typecheck) says
// when its build is done in one line; the tests start then, since they need the built packages and not the typecheck,
// and the typecheck fills the time tests wait on processes and sockets. The build's output prints as it comes, the
// typecheck's after the tests. When compile stops before that line, the tests still run (one run reports everything).

/** The line scripts/compile.mjs prints between its build and its typecheck. */
export const BUILT_LINE = /^compile: \d+\/\d+ built, .*typechecking$/m;

/**
 * Starts `spawnCompile()` (a child process with piped stdout and stderr), then `tests()` once its build is done.
 * Resolves when both are over: their statuses, the typecheck's output, and how long each part took (seconds).
 */
export function testsBesideTypecheck({ spawnCompile, tests, out = process.stdout, err = process.stderr }) {
  const started = performance.now();
  let builtAt; // undefined until the build's line, or for good when compile stops before it
  let closedAt;
  let typecheckOutput = '';
  let buildOver;
  const buildIsOver = new Promise((r) => (buildOver = r));
  const compiled = new Promise((resolve) => {
    const child = spawnCompile();
    let pending = ''; // stdout up to the build's line
    child.stdout.setEncoding('utf8').on('data', (d) => {
      if (builtAt !== undefined) return void (typecheckOutput += d);
      pending += d;
      const m = BUILT_LINE.exec(pending);
      if (!m) return;
      builtAt = performance.now();
      typecheckOutput += pending.slice(m.index + m[0].length).replace(/^\n/, '');
      out.write(`${pending.slice(0, m.index + m[0].length)}\n`);
      pending = '';
      buildOver();
    });
    child.stderr.setEncoding('utf8').on('data', (d) => (builtAt !== undefined ? (typecheckOutput += d) : err.write(d)));
    child.on('error', (e) => {
      err.write(`compile did not start: ${e.message}\n`);
      buildOver();
      resolve(1);
    });
    child.on('close', (code) => {
      closedAt = performance.now();
      out.write(pending);
      buildOver();
      resolve(code ?? 1);
    });
  });
  return (async () => {
    await buildIsOver;
    const build = ((builtAt ?? performance.now()) - started) / 1000;
    const testsStarted = performance.now();
    const testsStatus = await tests();
    const testsSeconds = (performance.now() - testsStarted) / 1000;
    const compileStatus = await compiled;
    const typecheck = builtAt === undefined ? undefined : ((closedAt ?? performance.now()) - builtAt) / 1000;
    out.write(typecheckOutput);
    return { compileStatus, testsStatus, typecheckOutput, seconds: { build, typecheck, tests: testsSeconds } };
  })();
}
