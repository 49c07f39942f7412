import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'jsonrpc',
  operation: 'script_evalscript',
  rules: [{ name: 'calls and runtime are not negative', check: (data) => { const d = data as { calls?: number; runtime?: number }; assert((d.calls ?? 0) >= 0 && (d.runtime ?? 0) >= 0, 'negative calls/runtime'); } }],
});
