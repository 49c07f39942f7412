// data-api health (seed 000 §Health; §Alternate GET route set). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'data-api',
  operation: 'health',
  rules: [
    {
      name: "status 'ok' with a unix-seconds timestamp, or the CLI's plain OK",
      check: (data) => {
        if (typeof data === 'string') return assert(data === 'OK', `plain health must be OK, got ${data}`);
        const h = data as { status: string; timestamp: number };
        assert(h.status === 'ok', `status must be ok, got ${h.status}`);
        assert(Number.isInteger(h.timestamp) && h.timestamp > 1e9 && h.timestamp < 1e11, `timestamp ${h.timestamp} is not unix seconds`);
      },
    },
  ],
});
