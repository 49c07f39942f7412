// frusd metashrew_view (observed.md §8): decode each answer by the view named in the request.
import { decodeDepositsResponse, decodeFrusdIndexHeight } from '@gw/btcusd';
import { assert, assume, defineCase } from '../../src/case.js';

const paramsOf = (f: { request: { body?: unknown } } | undefined) => ((f?.request.body as { params?: unknown[] } | undefined)?.params ?? []) as string[];

export default defineCase({
  surface: 'frusd',
  operation: 'metashrew_view',
  rules: [
    {
      name: 'the result decodes as the view named in the request',
      check: (data, { fixture }) => {
        const [view, req] = paramsOf(fixture);
        assert(typeof data === 'string', 'result must be hex');
        if (view === 'frusddepositsbyrecipient') {
          const deps = decodeDepositsResponse(data);
          const ids = new Set(deps.map((d) => d.paymentId));
          // observed.md §8 (pub-docs) calls payment_id monotonic; no seed says so.
          assume('frusd-payment-id-unique', ids.size === deps.length, 'payment_id values repeat', '/result');
          for (const d of deps) {
            assert(d.txHash.length === 66, `tx_hash is 32 bytes, got ${d.txHash}`);
            assume('frusd-amount-positive', d.frAmount > 0n, `fr_amount ${d.frAmount} is not positive`, '/result');
          }
          // A bare script instead of the wrapped message answers 0x: no deposits, and no error.
          if (req && !req.startsWith('0x0a')) assert(deps.length === 0, 'an unwrapped request must not be read as deposits');
        } else if (view === 'frusdindexheight') {
          const h = decodeFrusdIndexHeight(data);
          assert(h !== undefined && h > 0n, 'frusdindexheight answers a height');
        }
      },
    },
  ],
});
