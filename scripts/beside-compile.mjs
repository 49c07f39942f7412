// `npm test`'s step 4: the tests run beside the build and the typecheck. `compile` (scripts/compile.mjs: build, then
// typecheck) says when its build is done in one line. The tests start at once, with a promise that resolves then: a
// test file that runs built code waits for it (scripts/wait-for-build.mjs), the others use the core the one-threaded
// build leaves free. The build's output prints as it comes, the typecheck's after the tests. When compile stops before
// that line, the promise resolves all the same (one run reports everything).

/** The line scripts/compile.mjs prints between its build and its typecheck. */
export const BUILT_LINE = /^compile: \d+\/\d+ built, .*typechecking$/m;

/**
 * Starts `spawnCompile()` (a child process with piped stdout and stderr) and `tests(buildIsOver)` together;
 * `buildIsOver` resolves on the build's line or when compile stops. Resolves when both are over: their statuses, the
 * typecheck's output, and how long each part took (seconds, all from the start).
 */
export function testsBesideCompile({ spawnCompile, tests, out = process.stdout, err = process.stderr }) {
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
    let buildEndedAt;
    buildIsOver.then(() => (buildEndedAt = performance.now()));
    const testsStatus = await tests(buildIsOver);
    const testsSeconds = (performance.now() - started) / 1000;
    const compileStatus = await compiled;
    await buildIsOver;
    const build = ((builtAt ?? buildEndedAt) - started) / 1000;
    const typecheck = builtAt === undefined ? undefined : ((closedAt ?? performance.now()) - builtAt) / 1000;
    out.write(typecheckOutput);
    return { compileStatus, testsStatus, typecheckOutput, seconds: { build, typecheck, tests: testsSeconds } };
  })();
}
