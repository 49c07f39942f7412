import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'jsonrpc',
  operation: 'metashrew_height',
  rules: [{ name: 'a decimal height string', check: (data) => { assert(typeof data === 'string' && /^(0|[1-9][0-9]*)$/.test(data), 'not a decimal string'); } }],
});
