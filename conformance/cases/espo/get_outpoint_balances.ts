import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'espo',
  operation: 'get_outpoint_balances',
  rules: [
    {
      name: 'items are for the outpoint asked',
      check: (data) => {
        const d = data as { ok: boolean; outpoint?: string; items?: Array<{ outpoint: string }> };
        if (d.ok === false) return;
        for (const i of d.items ?? []) assert(i.outpoint === d.outpoint, 'an item belongs to another outpoint');
      },
    },
  ],
});
