// Prints the bundled (self-contained) form of one spec: `bundle-cli.ts specs/openrpc/forex.yaml`
import { bundleFile } from './bundle.js';

const file = process.argv[2];
if (!file) throw new Error('usage: bundle-cli.ts <spec file relative to the repo root>');
process.stdout.write(`${JSON.stringify(bundleFile(process.cwd(), file), null, 2)}\n`);
