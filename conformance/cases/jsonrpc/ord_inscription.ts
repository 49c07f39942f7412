import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'jsonrpc',
  operation: 'ord_inscription',
  rules: [{ name: 'an object', check: (data) => { assert(data !== null && typeof data === 'object', 'not an object'); } }],
});
