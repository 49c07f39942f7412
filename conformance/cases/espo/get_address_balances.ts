import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'espo',
  operation: 'get_address_balances',
  rules: [
    {
      name: 'every outpoint entry is counted in balances',
      check: (data) => {
        const d = data as { ok: boolean; balances?: Record<string, string>; outpoints?: Array<{ entries: Array<{ alkane: string }> }> };
        if (d.ok === false) return;
        for (const o of d.outpoints ?? [])
          for (const e of o.entries) assert(e.alkane in d.balances!, `${e.alkane} held in an outpoint but missing from balances`);
      },
    },
  ],
});
