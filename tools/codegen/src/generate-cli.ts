import { generate } from './index.js';

const root = process.cwd();
await generate(root, { log: (l) => console.log(l), proto: !process.argv.includes('--no-proto') });
