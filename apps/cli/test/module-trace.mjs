// `node --import ./module-trace.mjs`: appends the URL of every ES module the process loads, one a line, to the file
// named by GW_MODULE_TRACE (what a command loads is a fact of the process, not of its speed).
import { register } from 'node:module';

register(
  `data:text/javascript,${encodeURIComponent(`
import { appendFileSync } from 'node:fs';
let file;
export function initialize(data) { file = data.file; }
export async function load(url, context, next) { appendFileSync(file, url + '\\n'); return next(url, context); }
`)}`,
  { data: { file: process.env.GW_MODULE_TRACE } },
);
