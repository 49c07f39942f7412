import { describe, expect, it } from 'vitest';
import { buildBurnData, type BurnConfig, type BurnInput } from '../src/burn.js';
import { BridgeInputError } from '../src/errors.js';

// Test-only placeholder addresses.
const ROUTER = '4444444444444444444444444444444444444444';
const USDC = '5555555555555555555555555555555555555555';
const WETH = '6666666666666666666666666666666666666666';
const TO = '7777777777777777777777777777777777777777';
const config: BurnConfig = { router: `0x${ROUTER}`, usdc: `0x${USDC}`, weth: `0x${WETH}` };
const word = (hex: string) => hex.padStart(64, '0');

const swapInput: BurnInput = {
  toEthBps: 2500,
  payoutAmount: '1000',
  amountOutMin: '0.05',
  to: `0x${TO}`,
  deadline: 1700000000n,
};

function refusedField(input: BurnInput, field: string, re: RegExp) {
  try {
    buildBurnData(input, config);
  } catch (err) {
    expect(err).toBeInstanceOf(BridgeInputError);
    expect((err as BridgeInputError).field).toBe(field);
    expect((err as Error).message).toMatch(re);
    return;
  }
  throw new Error(`expected refusal of ${field}`);
}

describe('burnData plain', () => {
  it('empty by default, 0x0100 on request', () => {
    expect(buildBurnData({}, config)).toEqual({ kind: 'plain', burnData: new Uint8Array(0), burnDataHex: '0x' });
    expect(buildBurnData({ toEthBps: 0, plainEncoding: 'flag' }, config).burnDataHex).toBe('0x0100');
  });
});

describe('burnData call', () => {
  it('0x0101, router, swapExactTokensForETH calldata (hand-built)', () => {
    const plan = buildBurnData(swapInput, config);
    // amountIn = 1000 USDC * 2500 / 10000 = 250 USDC = 250000000 = 0x0ee6b280
    // amountOutMin = 0.05 ETH = 5e16 wei = 0xb1a2bc2ec50000; deadline 1700000000 = 0x6553f100
    const calldata =
      '18cbafe5' +
      word('0ee6b280') +
      word('b1a2bc2ec50000') +
      word('a0') + // offset of path: 5 head words
      word(TO) +
      word('6553f100') +
      word('2') + // path length
      word(USDC) +
      word(WETH);
    expect(plan.kind).toBe('call');
    expect(plan.swap?.calldataHex).toBe(`0x${calldata}`);
    expect(plan.burnDataHex).toBe(`0x0101${ROUTER}${calldata}`);
    expect(plan.burnData.length).toBe(2 + 20 + 4 + 8 * 32);
    expect(plan.swap).toMatchObject({ amountInBaseUnits: '250000000', amountOutMinWei: '50000000000000000', deadline: '1700000000' });
  });

  it('refuses a missing or zero minimum output whenever the ETH share is above 0', () => {
    refusedField({ ...swapInput, amountOutMin: undefined }, 'amountOutMin', /required/);
    refusedField({ ...swapInput, amountOutMin: '0' }, 'amountOutMin', /unbounded loss/);
    refusedField({ ...swapInput, amountOutMin: '0.0' }, 'amountOutMin', /unbounded loss/);
  });

  it('refuses other bad inputs, naming the field', () => {
    refusedField({ ...swapInput, toEthBps: 10001 }, 'toEthBps', /0\.\.10000/);
    refusedField({ ...swapInput, to: undefined }, 'to', /required/);
    refusedField({ ...swapInput, deadline: undefined }, 'deadline', /required/);
    refusedField({ ...swapInput, payoutAmount: '0.000001', toEthBps: 1 }, 'payoutAmount', /rounds to 0/);
    refusedField({ toEthBps: 0, amountOutMin: '1' }, 'amountOutMin', /without toEthBps/);
    expect(() => buildBurnData(swapInput, { ...config, router: '<ROUTER_ADDRESS>' })).toThrow(/config\.router/);
  });
});

describe('values of the wrong type are refused by field', () => {
  it('a bigint payout, minimum or recipient: BridgeInputError naming it, never a TypeError', async () => {
    const { buildBurnData } = await import('../src/burn.js');
    const { BridgeInputError } = await import('../src/errors.js');
    const cfg = { router: `0x${'3'.repeat(40)}`, usdc: `0x${'4'.repeat(40)}`, weth: `0x${'5'.repeat(40)}` };
    const good = { toEthBps: 100, payoutAmount: '10', amountOutMin: '0.1', to: `0x${'6'.repeat(40)}`, deadline: '1900000000' };
    for (const field of ['payoutAmount', 'amountOutMin', 'to'] as const) {
      const e = (() => {
        try {
          buildBurnData({ ...good, [field]: 10n as never }, cfg);
        } catch (x) {
          return x;
        }
      })();
      expect(e, field).toBeInstanceOf(BridgeInputError);
      expect((e as InstanceType<typeof BridgeInputError>).field).toBe(field);
    }
  });
});
