import type { RpcBehaviour } from '../../rpc-handler.js';
import type { World } from './world.js';

type Obj = Record<string, unknown>;

/** The BTC transaction precompile and its `getTxDetails(bytes32 txid)` selector (spec `x-gw-precompiles`). */
const BTC_TX_PRECOMPILE = '0x00000000000000000000000000000000000000fd';
const GET_TX_DETAILS = '0x5579a4a5';

const hex = (n: number) => `0x${n.toString(16)}`;
/** The module's own refusals (observed.md §11: code 400 with its message). */
const moduleError = (message: string) => ({ error: { code: 400, message } });

/** Solidity `Error(string)` revert data: selector, offset, length, UTF-8 bytes padded to 32-byte words. */
function revertData(reason: string): string {
  const bytes = Buffer.from(reason, 'utf8').toString('hex');
  const word = (n: number) => n.toString(16).padStart(64, '0');
  return `0x08c379a0${word(32)}${word(bytes.length / 2)}${bytes.padEnd(Math.ceil(bytes.length / 64) * 64, '0')}`;
}

/** A block number as the module parses it (tags, 0x hex, decimal); undefined when it is none of them. */
function blockNumber(w: World, b: unknown): number | undefined {
  const top = w.height('brc20');
  if (b === 'latest' || b === 'safe' || b === 'finalized') return top;
  if (b === 'pending') return top + 1;
  if (b === 'earliest') return 0;
  if (typeof b === 'string' && /^0x[0-9a-fA-F]+$/.test(b)) return Number.parseInt(b, 16);
  if (typeof b === 'string' && /^\d+$/.test(b)) return Number(b);
  return undefined;
}

/** Block `n` of the module: it follows the Bitcoin chain, one block per Bitcoin block, carrying its hash and time. */
const block = (w: World, n: number) => ({
  number: hex(n),
  hash: `0x${w.blockHash(n)}`,
  ...(n > 0 ? { parentHash: `0x${w.blockHash(n - 1)}` } : {}),
  timestamp: hex(w.heightTime(n)),
  transactions: [],
});

/**
 * A call the module reverts: `getTxDetails` of a transaction the world has not confirmed (its confirmed
 * transactions are its swaps), answered as the module does (code 3, `Execution reverted: Revert`, Error data).
 */
function reverts(w: World, call: Obj, data: string): boolean {
  if (String(call.to ?? '').toLowerCase() !== BTC_TX_PRECOMPILE || !data.toLowerCase().startsWith(GET_TX_DETAILS)) return false;
  const txid = data.slice(GET_TX_DETAILS.length, GET_TX_DETAILS.length + 64).toLowerCase();
  return !w.pools.some((p) => p.swaps.some((s) => s.txid === txid));
}

/**
 * The BRC20 programmable module over the world (observed.md §11, as the module answers): its height
 * (`eth_blockNumber`) follows the world's brc20 indexer; its blocks are the chain's up to that height, by number or
 * by hash, and any other block is its 400 `Block not found` (never null); `eth_call` / `eth_estimateGas` without
 * `data` or `input` is its 400 `No data or input provided`, and a `getTxDetails` call for a transaction the world has
 * not confirmed reverts. Other calls are left to synthesis.
 */
export function brc20ProgWorld(w: World): RpcBehaviour {
  return (method, params) => {
    const p = Array.isArray(params) ? (params as unknown[]) : [];
    const top = w.height('brc20');
    switch (method) {
      case 'eth_blockNumber':
        return { result: hex(top) };
      case 'eth_getBlockByNumber': {
        const n = blockNumber(w, p[0]);
        if (n === undefined) return undefined;
        return n <= top ? { result: block(w, n) } : moduleError('Block not found');
      }
      case 'eth_getBlockByHash': {
        const n = typeof p[0] === 'string' ? w.heightOfHash(p[0].replace(/^0x/i, ''), top) : undefined;
        return n === undefined ? moduleError('Block not found') : { result: block(w, n) };
      }
      case 'eth_call':
      case 'eth_estimateGas': {
        const call = (p[0] ?? {}) as Obj;
        const data = call.data ?? call.input;
        if (typeof data !== 'string') return moduleError('No data or input provided');
        if (reverts(w, call, data)) return { error: { code: 3, message: 'Execution reverted: Revert', data: revertData('Transaction not found') } };
        return undefined;
      }
      default:
        return undefined;
    }
  };
}
