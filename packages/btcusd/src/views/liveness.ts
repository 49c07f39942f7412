// Liveness and freshness of the pool index (seed 001 rules 6 and 7).
//
// Rule 6: `indexheight` is NOT a liveness signal. The stored value is rewritten each block with that
// block's height, so a view read at height H returns H even for a block that does not exist; a
// stalled index still answers a plausible height. `metashrew_height` on the same dedicated endpoint
// is the indexer's own tip: compare it with the chain tip to tell fresh from stalled.
//
// Rule 7: the height stamped on a pool read (getprice.state_height, PoolState.height,
// getreserves.height) is the last block that CHANGED the pool. It legitimately trails the tip when
// nobody trades: stamp < metashrew_height is normal; stamp > metashrew_height is impossible for a
// consistent index.

export interface Freshness {
  /** metashrew_height of the dedicated endpoint. */
  indexHeight: bigint;
  /** The chain tip, when the caller knows it (e.g. btc_getblockcount); undefined otherwise. */
  tipHeight: bigint | undefined;
  /** Blocks the index is behind the tip (undefined without a tip). */
  indexLag: bigint | undefined;
  /** The pool's last-changed stamp, when given. */
  poolStamp: bigint | undefined;
  /** Blocks since the pool last changed, relative to metashrew_height (>= 0 when consistent). */
  poolIdleBlocks: bigint | undefined;
  /** false when the stamp is above metashrew_height (inconsistent). */
  consistent: boolean;
}

/** Puts metashrew_height, an optional chain tip and an optional pool stamp side by side. */
export function assessFreshness(input: { metashrewHeight: bigint; tipHeight?: bigint | number; poolStamp?: bigint | number }): Freshness {
  const tip = input.tipHeight === undefined ? undefined : BigInt(input.tipHeight);
  const stamp = input.poolStamp === undefined ? undefined : BigInt(input.poolStamp);
  return {
    indexHeight: input.metashrewHeight,
    tipHeight: tip,
    indexLag: tip === undefined ? undefined : tip - input.metashrewHeight,
    poolStamp: stamp,
    poolIdleBlocks: stamp === undefined ? undefined : input.metashrewHeight - stamp,
    consistent: stamp === undefined || stamp <= input.metashrewHeight,
  };
}
