import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'espo',
  operation: 'ping',
  rules: [{ name: 'answers pong', check: (data) => { assert(data === 'pong', 'not pong'); } }],
});
