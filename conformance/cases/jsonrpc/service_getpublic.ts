import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'jsonrpc',
  operation: 'service_getpublic',
  rules: [{ name: 'an answer', check: (data) => { assert(data !== undefined, 'no result'); } }],
});
