import { describe, expect, it } from 'vitest';
import { DEPOSIT_AND_BRIDGE_SELECTOR } from '@gw/bridge';
import { createDepositTracker, matchDeposit, type PendingDeposit, type TxRecord } from '../src/stream/index.js';

// A test vault address (configuration; the seed shows only <VAULT_ADDRESS>).
const VAULT = '0xAbCdEf0123456789aBcDeF0123456789AbCdEf01';

const rec = (n: number, over: Partial<TxRecord> = {}): TxRecord => ({
  hash: `0x${n.toString(16).padStart(64, '0')}`,
  from: `0x${'1'.repeat(40)}`,
  to: VAULT.toLowerCase(),
  nonce: n,
  value: '250000000000000000',
  gas_limit: 120000,
  max_fee_per_gas: '30000000000',
  max_priority_fee_per_gas: '1000000000',
  tx_type: 2,
  input_len: 68,
  selector: DEPOSIT_AND_BRIDGE_SELECTOR,
  first_seen_ms: 1_754_770_000_000 + n,
  seq: n,
  ...over,
});

describe('deposit tracker', () => {
  it('flags only vault + depositAndBridge adds, comparing addresses case-insensitively', () => {
    const seen: PendingDeposit[] = [];
    const t = createDepositTracker({ vaultAddress: VAULT, onDeposit: (d) => seen.push(d) });
    t.onAdd(rec(1), 1); // lower-case `to`
    t.onAdd(rec(2, { to: VAULT.toUpperCase().replace('0X', '0x') }), 2); // upper-case `to`
    t.onAdd(rec(3, { selector: '0xa9059cbb' }), 3); // vault, other selector (transfer)
    t.onAdd(rec(4, { to: `0x${'3'.repeat(40)}` }), 4); // selector, other address
    t.onAdd(rec(5, { to: null }), 5); // contract creation
    t.onAdd(rec(6, { selector: '' }), 6); // plain value transfer to the vault
    t.onAdd(rec(1), 1); // the same hash again: not a second deposit
    expect(seen).toEqual([
      { hash: rec(1).hash, from: rec(1).from, value: '250000000000000000', first_seen_ms: 1_754_770_000_001, seq: 1 },
      { hash: rec(2).hash, from: rec(2).from, value: '250000000000000000', first_seen_ms: 1_754_770_000_002, seq: 2 },
    ]);
    expect(t.pending().map((d) => d.seq)).toEqual([1, 2]);
  });

  it('reports when a pending deposit leaves the mempool', () => {
    const gone: string[] = [];
    const t = createDepositTracker({ vaultAddress: VAULT, onDeposit: () => {}, onDepositRemoved: (h, r) => gone.push(`${h}:${r}`) });
    t.onAdd(rec(1), 1);
    t.onRemove(rec(9).hash, 'mined', 2); // not a deposit
    t.onRemove(rec(1).hash.toUpperCase().replace('0X', '0x'), 'mined', 3);
    expect(gone).toEqual([`${rec(1).hash.toUpperCase().replace('0X', '0x')}:mined`]);
    expect(t.pending()).toEqual([]);
  });

  it('needs a configured vault address', () => {
    expect(() => createDepositTracker({ vaultAddress: '<VAULT_ADDRESS>', onDeposit: () => {} })).toThrow(/vaultAddress/);
    expect(matchDeposit(rec(1), VAULT)).not.toBeNull();
    expect(matchDeposit(rec(1, { selector: '0xBEDB65EE' }), VAULT)?.seq).toBe(1);
  });
});
