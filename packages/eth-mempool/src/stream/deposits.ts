// Pending bridge deposits seen on the stream (seed 002 §Ethereum mempool, deposit tracking rule): an `add`
// whose record `to` is the configured vault address and whose `selector` is depositAndBridge's (@gw/bridge) is
// a pending bridge deposit; it appears before mining. The vault address is CONFIGURATION: the seed shows only
// <VAULT_ADDRESS>, so none is written down here.
import { DEPOSIT_AND_BRIDGE_SELECTOR } from '@gw/bridge';
import type { TxRecord } from './frames.js';

export interface PendingDeposit {
  hash: string;
  from: string;
  /** Wei, decimal string. */
  value: string;
  first_seen_ms: number;
  seq: number;
}

export interface DepositTrackerOptions {
  /** The bridge vault's 0x address (20 bytes); compared case-insensitively. */
  vaultAddress: string;
  onDeposit(deposit: PendingDeposit): void;
  /** A tracked pending deposit left the mempool view (e.g. reason `mined`). */
  onDepositRemoved?(hash: string, reason: string, seq: number): void;
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/** The pending deposit an added record represents for `vaultAddress`, or null. */
export function matchDeposit(record: TxRecord, vaultAddress: string, seq: number = record.seq): PendingDeposit | null {
  if (record.to === null || record.to.toLowerCase() !== vaultAddress.toLowerCase()) return null;
  if (record.selector.toLowerCase() !== DEPOSIT_AND_BRIDGE_SELECTOR) return null;
  return { hash: record.hash, from: record.from, value: record.value, first_seen_ms: record.first_seen_ms, seq };
}

export interface DepositTracker {
  /** Feed every add (e.g. the stream's onAdd). */
  onAdd(record: TxRecord, seq: number): void;
  /** Feed every remove (e.g. the stream's onRemove). */
  onRemove(hash: string, reason: string, seq: number): void;
  /** Pending deposits currently in the mempool view, oldest first. */
  pending(): PendingDeposit[];
}

export function createDepositTracker(o: DepositTrackerOptions): DepositTracker {
  if (!ADDRESS.test(o.vaultAddress)) throw new Error('vaultAddress must be a 0x-prefixed 20-byte hex address');
  const vault = o.vaultAddress.toLowerCase();
  const open = new Map<string, PendingDeposit>();
  return {
    onAdd(record, seq) {
      const d = matchDeposit(record, vault, seq);
      if (!d || open.has(d.hash.toLowerCase())) return;
      open.set(d.hash.toLowerCase(), d);
      o.onDeposit(d);
    },
    onRemove(hash, reason, seq) {
      if (open.delete(hash.toLowerCase())) o.onDepositRemoved?.(hash, reason, seq);
    },
    pending: () => [...open.values()],
  };
}
