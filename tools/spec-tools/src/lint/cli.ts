import { lintSpecs } from './index.js';

const root = process.cwd();
const results = await lintSpecs(root);
let failed = 0;
for (const r of results) {
  if (r.ok) console.log(`ok    ${r.file}`);
  else {
    failed++;
    console.log(`FAIL  ${r.file}\n${r.messages.map((m) => `      ${m.replace(/\n/g, '\n      ')}`).join('\n')}`);
  }
}
process.exitCode = failed ? 1 : 0;
