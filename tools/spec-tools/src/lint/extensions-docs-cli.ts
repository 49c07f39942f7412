// Rewrites the x-gw-* table of docs/conventions.md from the registry (tools/spec-tools/src/lint/extensions.ts):
//   node --conditions=@gw/source --import tsx tools/spec-tools/src/lint/extensions-docs-cli.ts
// test/extensions.test.ts fails when the table and the registry differ.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { extensionsTable, TABLE_BEGIN, TABLE_END } from './extensions.js';

const file = join(process.cwd(), 'docs/conventions.md');
const text = readFileSync(file, 'utf8');
const start = text.indexOf(TABLE_BEGIN);
const end = text.indexOf(TABLE_END);
if (start < 0 || end < start) throw new Error(`${file}: markers not found:\n${TABLE_BEGIN}\n${TABLE_END}`);
writeFileSync(file, text.slice(0, start) + extensionsTable() + text.slice(end + TABLE_END.length));
console.log(`wrote the x-gw-* table of ${file}`);
