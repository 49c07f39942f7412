import { assert, defineCase } from '../../src/case.js';

export default defineCase({
  surface: 'forex',
  operation: 'forex_status',
  rules: [
    {
      name: 'as_of parses as a date; age_seconds is not negative',
      check: (data) =>
        assert(!Number.isNaN(Date.parse((data as { as_of: string }).as_of)) && (data as { age_seconds: number }).age_seconds >= 0, 'bad as_of or age_seconds'),
    },
  ],
});
