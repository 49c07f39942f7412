import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'forex',
  operation: 'forex_currencies',
  rules: [
    {
      name: 'available and missing do not overlap; the default base is a covered currency',
      check: (data) => {
        const d = data as { available: unknown; currencies: unknown; default_base: string; missing: string[] };
        if (Array.isArray(d.available)) for (const m of d.missing) assert(!d.available.includes(m), `${m} is both available and missing`);
        if (Array.isArray(d.currencies)) assert(d.currencies.includes(d.default_base), 'default_base is not a covered currency');
      },
    },
  ],
});
