// Regenerates everything from specs/: `npm run generate` (add --no-proto to skip buf generate).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generate } from './index.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
await generate(root, { log: (l) => console.log(l), proto: !process.argv.includes('--no-proto') });
