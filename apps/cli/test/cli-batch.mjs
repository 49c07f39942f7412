// Runs several `gw` command lines one after another in this one process, through the built CLI's `main`
// (apps/cli/dist/cli.js, what dist/main.js runs), and prints one JSON array: per command line, its exit status, what
// it wrote to stdout and stderr, and how long it took (ms). A command line is its arguments, or { args, env } to run
// it with those environment variables set (null: unset) on top of this process's own.
// usage-errors.test.ts and conformance-live.test.ts start one of these instead of one process per command line.
// Usage: node cli-batch.mjs '<JSON array of command lines>'
import { main } from '../dist/cli.js';

const write = { out: process.stdout.write.bind(process.stdout), err: process.stderr.write.bind(process.stderr) };
let current;
const capture = (key) => (chunk, encoding, done) => {
  current[key] += typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8');
  const callback = typeof encoding === 'function' ? encoding : done;
  if (callback) process.nextTick(callback);
  return true;
};
const results = [];
for (const line of JSON.parse(process.argv[2])) {
  const { args, env = {} } = Array.isArray(line) ? { args: line } : line;
  const before = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  const set = (vars) => {
    for (const [k, v] of Object.entries(vars)) {
      if (v === null || v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  };
  set(env);
  current = { stdout: '', stderr: '' };
  process.stdout.write = capture('stdout');
  process.stderr.write = capture('stderr');
  const started = Date.now();
  try {
    current.status = await main(args, false);
  } finally {
    process.stdout.write = write.out;
    process.stderr.write = write.err;
    set(before);
  }
  current.ms = Date.now() - started;
  results.push(current);
}
write.out(`${JSON.stringify(results)}\n`);
