// Arm B deposit builder (seed 001): the two unsigned Ethereum calls, in order —
//   1. approve(vault, amount) to the TOKEN contract, for exactly the deposit amount;
//   2. depositAndBridge(assetId, amount, bridgeData) to the vault.
// The first must confirm before the second. Nothing here signs or broadcasts.
// Every failure on this path is silent on-chain (a bad bridgeData pays the operator's fallback
// recipient), so everything is validated here, before signing. A BTC conversion is refused unless the
// caller names the btc_conversion field layout it has verified (conversion.ts): those numbers are not published.
import { addressWord, bytesTail, uintWord } from './abi.js';
import { encodeBridgeData } from './bridge-data.js';
import { decodeMainnetAddress } from './btc-address.js';
import { concatBytes, fromHex, toHex } from './bytes.js';
import { checkConversionLayout, type ConversionLayout, ConversionLayoutRequired } from './conversion.js';
import { BridgeInputError, describeValue } from './errors.js';
import { parseEvmAddress } from './evm.js';
import { APPROVE_SELECTOR, DEPOSIT_AND_BRIDGE_SELECTOR } from './selectors.js';
import { parseBps, parseTokenAmount } from './units.js';

export type DepositAsset = 'USDC' | 'USDT';

/** Vault asset ids (seed: 0 = USDC, 1 = USDT, both 6 decimals). */
export const ASSET_IDS: Record<DepositAsset, number> = { USDC: 0, USDT: 1 };
export const ASSET_DECIMALS = 6;
/** Bridge conversions above this share are refused by the coordinator (paid as plain frUSD). */
export const MAX_POOL_SHARE_BPS = 1000;

/** Addresses come from configuration only; the seed shows placeholders (<VAULT_ADDRESS>). */
export interface DepositConfig {
  /** Vault proxy on Ethereum L1: the approve spender and the depositAndBridge target. */
  vault: string;
  /** ERC-20 token contracts, by asset. Only the one being deposited is required. */
  tokens: Partial<Record<DepositAsset, string>>;
  /**
   * Ceiling for max_slippage_bps (the coordinator honours it downwards only). When set, a caller
   * may ask for a LOWER bound, never a higher one, and an omitted value uses this ceiling.
   */
  maxSlippageBps?: number | bigint | string;
  /**
   * BtcConversion sub-field numbers you have VERIFIED against the bridge operator's decoder. They are not
   * published; without this, any conversion is refused (ConversionLayoutRequired). Plain deposits ignore it.
   */
  conversionLayout?: ConversionLayout;
}

export interface DepositInput {
  asset: DepositAsset;
  /** Amount in TOKEN units as a decimal string ("100.5" = 100.5 USDC), at most 6 fractional digits. */
  amount: string;
  /** Mainnet BTC address where the frUSD settles (-> recipient_script). */
  recipient: string;
  /**
   * Share of the deposit to convert to BTC, 0..10000 bps. Above 1000 it is clamped to 1000 and reported.
   * Above 0 it needs `config.conversionLayout`, else the deposit is refused.
   */
  convertBps?: number | bigint | string;
  /** Mainnet BTC address receiving the converted BTC (-> btc_destination). Required when convertBps > 0. */
  btcDestination?: string;
  /** Slippage bound for the conversion, 1..10000 bps, never above config.maxSlippageBps. */
  maxSlippageBps?: number | bigint | string;
  /** Raw protostone bytes; mutually exclusive with a conversion. */
  recipientProtostone?: Uint8Array;
}

export interface UnsignedCall {
  /** Destination contract. */
  to: string;
  /** `0x` + calldata hex. */
  data: string;
  /** Always "0": no ETH is sent. */
  value: '0';
}

export interface Adjustment {
  field: string;
  requested: string;
  applied: string;
  reason: string;
}

export interface DepositPlan {
  assetId: number;
  /** Deposit amount in base units (6 decimals), decimal string. */
  amountBaseUnits: string;
  /** Step 1: send to the token contract; must confirm before step 2. */
  approve: UnsignedCall;
  /** Step 2: send to the vault (prefer the private ethereum-builder submission: calldata reveals the split). */
  depositAndBridge: UnsignedCall;
  /** `0x` + serialized BridgeData. */
  bridgeDataHex: string;
  recipientScriptHex: string;
  /** The conversion as encoded, if any. */
  conversion?: { convertBps: number; btcDestinationScriptHex: string; maxSlippageBps: number | undefined; layout: ConversionLayout };
  /** Values changed before encoding (convertBps clamp to MAX_POOL_SHARE_BPS). Empty when none. */
  adjustments: Adjustment[];
}

/** Builds the approve and depositAndBridge calldata; throws BridgeInputError naming the field. */
export function buildDeposit(input: DepositInput, config: DepositConfig): DepositPlan {
  const adjustments: Adjustment[] = [];
  if (input.asset !== 'USDC' && input.asset !== 'USDT') {
    throw new BridgeInputError('asset', `must be USDC or USDT, got ${describeValue(input.asset)}`);
  }
  const assetId = ASSET_IDS[input.asset];
  const vault = parseEvmAddress(config.vault, 'config.vault');
  const tokenRaw = config.tokens[input.asset];
  if (tokenRaw === undefined) throw new BridgeInputError(`config.tokens.${input.asset}`, 'token contract address not configured');
  const token = parseEvmAddress(tokenRaw, `config.tokens.${input.asset}`);

  const amount = parseTokenAmount(input.amount, ASSET_DECIMALS, 'amount');
  if (amount === 0n) throw new BridgeInputError('amount', 'must be greater than 0');

  const recipientScript = decodeMainnetAddress(input.recipient, 'recipient').scriptPubKey;

  // Conversion: convertBps range-checked (refused outside 0..10000), refused without a verified
  // sub-field layout (conversion.ts), then clamped to the pool cap.
  const requestedBps = input.convertBps === undefined ? 0 : parseBps(input.convertBps, 'convertBps');
  if (requestedBps > 0 && config.conversionLayout === undefined) throw new ConversionLayoutRequired();
  let convertBps = requestedBps;
  if (convertBps > MAX_POOL_SHARE_BPS) {
    convertBps = MAX_POOL_SHARE_BPS;
    adjustments.push({
      field: 'convertBps',
      requested: String(requestedBps),
      applied: String(convertBps),
      reason: `clamped to MAX_POOL_SHARE_BPS (${MAX_POOL_SHARE_BPS}); above it the coordinator refuses the swap and pays plain frUSD`,
    });
  }
  const converting = convertBps > 0;
  if (!converting && input.btcDestination !== undefined) {
    throw new BridgeInputError('btcDestination', 'given without convertBps > 0');
  }
  if (!converting && input.maxSlippageBps !== undefined) {
    throw new BridgeInputError('maxSlippageBps', 'given without convertBps > 0');
  }
  if (converting && input.recipientProtostone !== undefined) {
    throw new BridgeInputError('recipientProtostone', 'mutually exclusive with a BTC conversion (convertBps > 0)');
  }
  if (input.recipientProtostone !== undefined && !(input.recipientProtostone instanceof Uint8Array)) {
    throw new BridgeInputError('recipientProtostone', `must be a Uint8Array of protostone bytes, got ${describeValue(input.recipientProtostone)}`);
  }
  if (input.recipientProtostone !== undefined && input.recipientProtostone.length === 0) {
    throw new BridgeInputError('recipientProtostone', 'must not be empty when given');
  }

  let conversion: DepositPlan['conversion'];
  let btcConversion;
  if (converting) {
    const layout = checkConversionLayout(config.conversionLayout!, 'config.conversionLayout');
    if (input.btcDestination === undefined) throw new BridgeInputError('btcDestination', 'required when convertBps > 0');
    const btcDestination = decodeMainnetAddress(input.btcDestination, 'btcDestination').scriptPubKey;
    const slippage = resolveSlippage(input.maxSlippageBps, config.maxSlippageBps);
    btcConversion = { fields: { convertBps, btcDestination, maxSlippageBps: slippage }, layout };
    conversion = { convertBps, btcDestinationScriptHex: toHex(btcDestination), maxSlippageBps: slippage, layout };
  }

  const bridgeData = encodeBridgeData({
    recipientScript,
    recipientProtostone: input.recipientProtostone,
    btcConversion,
  });

  const approveData = concatBytes(fromHex(APPROVE_SELECTOR), addressWord(vault), uintWord(amount));
  const depositData = concatBytes(
    fromHex(DEPOSIT_AND_BRIDGE_SELECTOR),
    uintWord(BigInt(assetId)),
    uintWord(amount),
    uintWord(96n), // offset of the bytes tail: three head words
    bytesTail(bridgeData),
  );

  return {
    assetId,
    amountBaseUnits: amount.toString(),
    approve: { to: token, data: `0x${toHex(approveData)}`, value: '0' },
    depositAndBridge: { to: vault, data: `0x${toHex(depositData)}`, value: '0' },
    bridgeDataHex: `0x${toHex(bridgeData)}`,
    recipientScriptHex: toHex(recipientScript),
    ...(conversion ? { conversion } : {}),
    adjustments,
  };
}

/**
 * max_slippage_bps is "honoured downwards only": the coordinator applies it only to tighten its
 * own bound. So a caller may LOWER the configured ceiling but never raise it (refused, not
 * clamped, since a silently ignored raise would mislead). 0 is refused: proto3 cannot tell 0
 * from "unset", so it would not mean "no slippage". Returns undefined when neither the caller nor
 * the configuration gives a value (the field is then left unset: coordinator default).
 */
function resolveSlippage(requested: number | bigint | string | undefined, configured: number | bigint | string | undefined): number | undefined {
  const ceiling = configured === undefined ? undefined : parseBps(configured, 'config.maxSlippageBps');
  if (ceiling === 0) throw new BridgeInputError('config.maxSlippageBps', 'must be 1..10000 (0 reads as unset on the wire)');
  if (requested === undefined) return ceiling;
  const v = parseBps(requested, 'maxSlippageBps');
  if (v === 0) throw new BridgeInputError('maxSlippageBps', 'must be 1..10000 (0 reads as unset on the wire)');
  if (ceiling !== undefined && v > ceiling) {
    throw new BridgeInputError('maxSlippageBps', `${v} exceeds the configured ceiling ${ceiling}; it can only be lowered`);
  }
  return v;
}
