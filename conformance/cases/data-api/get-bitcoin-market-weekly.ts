// data-api get-bitcoin-market-weekly (seed 000 §Bitcoin data). Rules run on every successful answer; scenarios are scripted checks.
import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'data-api',
  operation: 'get-bitcoin-market-weekly',
  rules: [
    {
      name: '52-week low <= 52-week high, all positive',
      check: (data) => {
        const m = (data as { market_data: Record<string, { usd: number }> }).market_data;
        for (const k of ['current_price', 'high_52w', 'low_52w']) assert(m[k]!.usd > 0, `${k}.usd must be positive`);
        assert(m.low_52w!.usd <= m.high_52w!.usd, `low_52w ${m.low_52w!.usd} above high_52w ${m.high_52w!.usd}`);
      },
    },
  ],
});
