// Function selectors and the ABI signatures we encode them with: the one place they are written.
// The selectors are the seed's (001 Arm B); test/primitives.test.ts checks each against keccak-256 of
// its signature, so a wrong signature (our ABI assumption) fails there, not on-chain.

/** ERC-20 approve, sent to the TOKEN contract (seed 001 Arm B step 1). */
export const APPROVE_SELECTOR = '0x095ea7b3';
export const APPROVE_SIGNATURE = 'approve(address,uint256)';

/** Vault depositAndBridge (seed 001 Arm B step 2; seed 002 deposit tracking). */
export const DEPOSIT_AND_BRIDGE_SELECTOR = '0xbedb65ee';
/**
 * assumption: the seed gives only the selector and "carrying the asset id, the amount and
 * bridgeData". keccak256 of this signature starts 0xbedb65ee, so we encode
 * (uint8 assetId, uint256 amount, bytes bridgeData); uint8 occupies a full 32-byte ABI word.
 */
export const DEPOSIT_AND_BRIDGE_SIGNATURE = 'depositAndBridge(uint8,uint256,bytes)';

/** Router call of the burn's ETH leg (seed 001 Arm C; the seed names the function, not its selector). */
export const SWAP_EXACT_TOKENS_FOR_ETH_SIGNATURE = 'swapExactTokensForETH(uint256,uint256,address[],address,uint256)';
