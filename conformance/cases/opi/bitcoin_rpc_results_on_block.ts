// opi bitcoin_rpc_results_on_block (seed 000 §OPI API (GET); §OPI payloads; §Errors 2). Rules run on every successful answer.
import { defineCase } from '../../src/case.js';
import { notIndexedYet } from '../../src/rules/opi.js';

export default defineCase({
  surface: 'opi',
  operation: 'bitcoin_rpc_results_on_block',
  scenarios: [{ name: 'a height above the indexed one: block not indexed yet', run: (ctx) => notIndexedYet(ctx, 'bitcoinRpcResultsOnBlock') }],
});
