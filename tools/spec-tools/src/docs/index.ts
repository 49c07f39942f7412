// Reference docs site for every spec kind: `buildDocs` writes it, `runDocsCommand` is `gw spec docs --out DIR`.
export { buildDocs } from './build.js';
export { runDocsCommand } from './command.js';
export { parseProto, type ProtoFile } from './proto-parse.js';
