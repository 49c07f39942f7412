// Test data for the Ethereum mempool stream: numbered transaction records, and waiting for a condition.
import type { TxRecord } from '@gw/eth-mempool';
import type { StreamHub } from '../src/stream-hub.js';

export const hex = (n: number, bytes: number) => `0x${n.toString(16).padStart(bytes * 2, '0')}`;

/** Transaction record `n`: its hash, nonce, first-seen time and seq all follow from `n`. */
export const record = (n: number): TxRecord => ({
  hash: hex(n, 32),
  from: hex(1, 20),
  to: hex(2, 20),
  nonce: n,
  value: '0',
  gas_limit: 21000,
  max_fee_per_gas: '30000000000',
  max_priority_fee_per_gas: '1000000000',
  tx_type: 2,
  input_len: 0,
  selector: '',
  first_seen_ms: 1789059439000 + n,
  seq: n,
});

/** Resolves when `cond()` holds, checked after each turn of the event loop; the test's timeout is the only bound. */
export const until = async (cond: () => boolean) => {
  while (!cond()) await new Promise((r) => setImmediate(r));
};

/** Resolves when the hub has processed the next `subscribe` (the subscriber then gets every frame published). */
export function nextSubscribe(hub: StreamHub): Promise<void> {
  return new Promise((resolve) => {
    const subscribe = hub.subscribe.bind(hub);
    hub.subscribe = (sub, channels) => {
      subscribe(sub, channels);
      hub.subscribe = subscribe;
      resolve();
    };
  });
}
