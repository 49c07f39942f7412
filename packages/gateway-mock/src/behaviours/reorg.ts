import type { RpcBehaviour } from '../rpc-handler.js';
import type { ReorgDataset } from './datasets.js';
import type { World } from './world/world.js';

/** Seed 002 §Reorg helper: 48 `f` characters followed by h as 16-digit zero-padded lowercase hex. */
export const syntheticHash = (h: number | bigint): string => 'f'.repeat(48) + BigInt(h).toString(16).padStart(16, '0');

/**
 * The fake bitcoind at `/v4/{apiKey}/reorg/{n}`: getblockcount = N whatever the tip; getblockhash(h) synthetic
 * above N, the real hash at or below; getbestblockhash the real hash at N. Stateless per call; N = 0 accepted.
 * Other methods "pass through": the local gateway has no live chain, so they fall back to the fixtures.
 * The real chain is the simulated world's when there is one, else the dataset's; with neither, only the synthetic
 * hashes above N and getblockcount are computed.
 */
export function reorgBehaviour(d: ReorgDataset | undefined, world?: World): RpcBehaviour {
  const tipOf = () => world?.tip ?? d?.tip ?? -1;
  const real = (h: number) => (world ? (h <= world.tip ? world.blockHash(h) : undefined) : d?.hashes[String(h)]);
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
        const hash = real(h);
        return hash ? { result: hash, members: { error: null } } : undefined;
      }
      case 'getbestblockhash': {
        if (n > tipOf()) return outOfRange;
        const hash = real(n);
        return hash ? { result: hash, members: { error: null } } : undefined;
      }
      default:
        return undefined;
    }
  };
}
