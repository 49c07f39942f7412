// Rules that check a listed set of values read the list from the spec (rules/spec-values.ts): the AMM record kinds
// (data-api AmmTransactionType, an enum) and the OPI event kinds (opi ActivityEventType, known values of an open string).
import { describe, expect, it } from 'vitest';
import { kindsOf } from '../src/rules/amm-kinds.js';
import { knownEventKinds } from '../src/rules/opi.js';
import { specValues } from '../src/rules/spec-values.js';

const thrown = (f: () => void): string | undefined => {
  try {
    f();
    return undefined;
  } catch (e) {
    return (e as Error).message;
  }
};

describe('the values a rule checks come from the spec', () => {
  it('reads an enum and the known values of an open string', () => {
    expect(specValues('data-api', 'AmmTransactionType')).toEqual(['swap', 'mint', 'burn', 'creation', 'wrap', 'unwrap']);
    expect(specValues('opi', 'ActivityEventType')).toHaveLength(10);
    expect(specValues('opi', 'ActivityEventType')).toContain('brc20prog-withdraw-transfer');
  });

  it('a schema that lists no values, or none at all, is an error, not an empty list', () => {
    expect(thrown(() => specValues('data-api', 'Account'))).toBe('the data-api spec lists no values for the schema Account');
    expect(thrown(() => specValues('data-api', 'NoSuchSchema'))).toMatch(/lists no values for the schema NoSuchSchema/);
    expect(thrown(() => specValues('no-such-surface', 'AmmTransactionType'))).toMatch(/the no-such-surface spec lists no values/);
  });

  it('AMM history: every listed kind passes; another kind, or one not asked for, fails', () => {
    const kinds = specValues('data-api', 'AmmTransactionType');
    expect(
      thrown(() =>
        kindsOf(
          kinds.map((type) => ({ type })),
          undefined,
        ),
      ),
    ).toBeUndefined();
    expect(thrown(() => kindsOf([{ type: 'swap' }, { type: 'trade' }], undefined))).toMatch(/record 1: type "trade" is not one of swap, mint/);
    expect(thrown(() => kindsOf([{ type: 'mint' }], 'swap'))).toMatch(/asked for transactionType swap, got mint/);
  });

  it('OPI events: the ten known kinds pass; another kind fails at its pointer (the drift register grades it)', () => {
    const events = specValues('opi', 'ActivityEventType').map((event_type) => ({ event_type, inscription_id: 'abci0' }));
    expect(thrown(() => knownEventKinds(events))).toBeUndefined();
    const other = [...events, { event_type: 'predeploy-inscribe', inscription_id: 'abci0' }];
    expect(thrown(() => knownEventKinds(other))).toMatch(/event 10: event_type "predeploy-inscribe" is not one of the ten documented kinds/);
  });
});
