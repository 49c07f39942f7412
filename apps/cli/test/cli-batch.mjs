// Runs several `gw` command lines one after another in this one process, through the built CLI's `main`
// (apps/cli/dist/cli.js, what dist/main.js runs), and prints one JSON array: per command line, its exit status and what
// it wrote to stdout and stderr. usage-errors.test.ts starts one of these instead of one process per command line.
// Usage: node cli-batch.mjs '<JSON array of argument lists>'
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
for (const args of JSON.parse(process.argv[2])) {
  current = { stdout: '', stderr: '' };
  process.stdout.write = capture('stdout');
  process.stderr.write = capture('stderr');
  try {
    current.status = await main(args, false);
  } finally {
    process.stdout.write = write.out;
    process.stderr.write = write.err;
  }
  results.push(current);
}
write.out(`${JSON.stringify(results)}\n`);
