// Arm C burnData builder (seed 001). burnData is raw bytes, NOT protobuf:
//   plain: empty, or 0x01 0x00
//   call:  0x01 0x01, 20-byte target, calldata
// The only allowlisted target is the configured router, with calldata
// swapExactTokensForETH(amountIn, amountOutMin, path = [USDC, WETH], to, deadline);
// anything else degrades to a plain payout on-chain, so it is refused here.
// amountOutMin is required and > 0 whenever the ETH share is above 0 (0 = unbounded loss).
// The packing of the burn cellpack around burnData is NOT done here (verify it against the
// integration tests before signing). Nothing here signs or broadcasts.
import { addressArrayTail, addressWord, selector, uintWord } from './abi.js';
import { concatBytes, fromHex, toHex } from './bytes.js';
import { BridgeInputError } from './errors.js';
import { parseEvmAddress } from './evm.js';
import { SWAP_EXACT_TOKENS_FOR_ETH_SIGNATURE } from './selectors.js';
import { parseBps, parseTokenAmount, parseUintInput } from './units.js';

export const USDC_DECIMALS = 6;
export const ETH_DECIMALS = 18;

/** Addresses from configuration only (the seed shows <ROUTER_ADDRESS>). */
export interface BurnConfig {
  /** The allowlisted constant-product router. */
  router: string;
  usdc: string;
  weth: string;
}

export interface BurnInput {
  /** Share of the USDC payout swapped to ETH, 0..10000 bps. 0 or omitted = plain payout. */
  toEthBps?: number | bigint | string;
  /** USDC payout in TOKEN units ("250.5"); the swap's amountIn is floor(payout * toEthBps / 10000). */
  payoutAmount?: string;
  /** Minimum ETH out in TOKEN units ("0.05" ETH); required and > 0 when toEthBps > 0. */
  amountOutMin?: string;
  /** Ethereum address receiving the ETH. */
  to?: string;
  /** Unix seconds after which the router reverts. */
  deadline?: number | bigint | string;
  /** Plain form: `empty` (default, zero bytes) or `flag` (0x01 0x00). */
  plainEncoding?: 'empty' | 'flag';
}

export interface BurnPlan {
  kind: 'plain' | 'call';
  /** `0x` + burnData hex. */
  burnDataHex: string;
  burnData: Uint8Array;
  /** The router call, when kind = call. */
  swap?: {
    router: string;
    calldataHex: string;
    amountInBaseUnits: string;
    amountOutMinWei: string;
    path: [string, string];
    to: string;
    deadline: string;
  };
}

/** Builds burnData; throws BridgeInputError naming the field. */
export function buildBurnData(input: BurnInput, config: BurnConfig): BurnPlan {
  const bps = input.toEthBps === undefined ? 0 : parseBps(input.toEthBps, 'toEthBps');
  if (bps === 0) {
    for (const f of ['payoutAmount', 'amountOutMin', 'to', 'deadline'] as const) {
      if (input[f] !== undefined) throw new BridgeInputError(f, 'given without toEthBps > 0');
    }
    const burnData = input.plainEncoding === 'flag' ? Uint8Array.of(0x01, 0x00) : new Uint8Array(0);
    return { kind: 'plain', burnData, burnDataHex: `0x${toHex(burnData)}` };
  }

  const router = parseEvmAddress(config.router, 'config.router');
  const usdc = parseEvmAddress(config.usdc, 'config.usdc');
  const weth = parseEvmAddress(config.weth, 'config.weth');
  if (input.payoutAmount === undefined) throw new BridgeInputError('payoutAmount', 'required when toEthBps > 0');
  const payout = parseTokenAmount(input.payoutAmount, USDC_DECIMALS, 'payoutAmount');
  const amountIn = (payout * BigInt(bps)) / 10000n;
  if (amountIn === 0n) throw new BridgeInputError('payoutAmount', 'the ETH share rounds to 0 base units');
  if (input.amountOutMin === undefined) {
    throw new BridgeInputError('amountOutMin', 'required when toEthBps > 0 (the coordinator has no slippage floor)');
  }
  const amountOutMin = parseTokenAmount(input.amountOutMin, ETH_DECIMALS, 'amountOutMin');
  if (amountOutMin === 0n) throw new BridgeInputError('amountOutMin', 'must be greater than 0 (0 means unbounded loss)');
  if (input.to === undefined) throw new BridgeInputError('to', 'required when toEthBps > 0');
  const to = parseEvmAddress(input.to, 'to');
  if (input.deadline === undefined) throw new BridgeInputError('deadline', 'required when toEthBps > 0');
  const deadline = parseUintInput(input.deadline, 'deadline');
  if (deadline === 0n) throw new BridgeInputError('deadline', 'must be a unix time in seconds, not 0');

  const calldata = concatBytes(
    selector(SWAP_EXACT_TOKENS_FOR_ETH_SIGNATURE),
    uintWord(amountIn),
    uintWord(amountOutMin),
    uintWord(160n), // offset of path: five head words
    addressWord(to),
    uintWord(deadline),
    addressArrayTail([usdc, weth]),
  );
  const burnData = concatBytes(Uint8Array.of(0x01, 0x01), fromHex(router), calldata);
  return {
    kind: 'call',
    burnData,
    burnDataHex: `0x${toHex(burnData)}`,
    swap: {
      router,
      calldataHex: `0x${toHex(calldata)}`,
      amountInBaseUnits: amountIn.toString(),
      amountOutMinWei: amountOutMin.toString(),
      path: [usdc, weth],
      to,
      deadline: deadline.toString(),
    },
  };
}
