import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'brc20-prog',
  operation: 'debug_traceTransaction',
  rules: [
    {
      name: 'a call frame',
      check: (data) => {
        assert(typeof (data as { type?: unknown }).type === 'string' || (data as object) !== null, 'no frame');
      },
    },
  ],
});
