import type { Network } from '@gw/runtime';
import type { RpcBehaviour } from '../rpc-handler.js';
import { chainHash } from './chain.js';
import type { ReorgDataset } from './datasets.js';
import type { World } from './world/world.js';

/** Seed 002 §Reorg helper: 48 `f` characters followed by h as 16-digit zero-padded lowercase hex. */
export const syntheticHash = (h: number | bigint): string => 'f'.repeat(48) + BigInt(h).toString(16).padStart(16, '0');

/**
 * The fake bitcoind at `/v4/{apiKey}/reorg/{n}`: getblockcount = N whatever the tip; getblockhash(h) synthetic
 * above N, the real hash at or below; getbestblockhash the real hash at N. Stateless per call; N = 0 accepted.
 * Other methods "pass through": the local gateway has no live chain, so they fall back to the fixtures.
 * The real chain is the simulated world's when there is one, else the dataset's: a height the dataset does not
 * list gets a stable chain-like hash (never the synthetic `f…` form). Without a tip to go by (no world, no
 * dataset) every height at or below N is on the chain. Every answer carries `error: null` (seed 002 §Reorg helper).
 */
export function reorgBehaviour(network: Network, d: ReorgDataset | undefined, world?: World): RpcBehaviour {
  const tipOf = () => world?.tip ?? d?.tip ?? Number.POSITIVE_INFINITY;
  const real = (h: number) => world?.blockHash(h) ?? d?.hashes[String(h)] ?? chainHash(network, 'reorg-dataset', h);
  const outOfRange = { error: { code: -8, message: 'Block height out of range' } };
  return (method, params, mountParams) => {
    const raw = mountParams.n;
    if (raw === undefined || !/^(0|[1-9][0-9]*)$/.test(raw))
      return { error: { code: -32602, message: 'Invalid params', data: { detail: 'N in /reorg/{n} must be a non-negative integer' } } };
    const n = Number(raw);
    switch (method) {
      case 'getblockcount':
        return { result: n, members: { error: null } };
      case 'getblockhash': {
        const h = (params as unknown[])[0] as number;
        if (h > n) return { result: syntheticHash(h), members: { error: null } };
        if (h > tipOf()) return outOfRange; // what the live node answers for a height it does not have
        return { result: real(h), members: { error: null } };
      }
      case 'getbestblockhash':
        return n > tipOf() ? outOfRange : { result: real(n), members: { error: null } };
      default:
        return undefined;
    }
  };
}
