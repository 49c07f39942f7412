// opi block_height (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { assert, defineCase } from '../../src/case.js';


export default defineCase({
  surface: 'opi',
  operation: 'block_height',
  rules: [
    {
      name: 'a bare integer (seed 000 §OPI payloads), as a number or as integer text',
      check: (data) => assert((typeof data === 'number' && Number.isInteger(data)) || (typeof data === 'string' && /^-?\d+$/.test(data)), `block_height must be a bare integer, got ${JSON.stringify(data)}`),
    },
  ],
});
