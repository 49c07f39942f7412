import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APPROVE_SELECTOR, DEPOSIT_AND_BRIDGE_SELECTOR } from '@gw/bridge';
import { fixturesDir as FIXTURES } from '@gw/fixtures';
import { startMockGateway, type MockGateway } from '@gw/gateway-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { defaults, UsageError } from '../src/args.js';
import { btcusdCommands } from '../src/commands/btcusd/index.js';
import { io } from '../src/commands/btcusd/common.js';
import { startRewriter } from './helpers.js';

const KEY = 'gwtest-cli-btcusd';
const VAULT = '0x1111111111111111111111111111111111111111';
const USDC = '0x2222222222222222222222222222222222222222';
const WETH = '0x4444444444444444444444444444444444444444';
const ROUTER = '0x5555555555555555555555555555555555555555';
const RECIPIENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4';

const cmd = (name: string) => {
  const c = btcusdCommands.find((x) => x.name === `btcusd ${name}`);
  if (!c) throw new Error(`no command btcusd ${name}`);
  return c;
};

let mock: MockGateway;
let out: string[];
let err: string[];
let urls: string[];
let env: Record<string, string | undefined>;
const realOut = io.out;
const realErr = io.err;

beforeAll(async () => {
  mock = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: FIXTURES });
});
afterAll(async () => mock?.close());
beforeEach(() => {
  out = [];
  err = [];
  urls = [];
  io.out = (l) => out.push(l);
  io.err = (l) => err.push(l);
  env = { GW_BASE_URL: mock.url, GW_API_KEY: KEY, GW_INTENT_JOURNAL: join(mkdtempSync(join(tmpdir(), 'gw-cli-')), 'intents.jsonl') };
  vi.spyOn(io, 'env', 'get').mockImplementation(() => env);
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    urls.push(String(input instanceof Request ? input.url : input));
    return real(input, init);
  });
});
afterEach(() => {
  io.out = realOut;
  io.err = realErr;
  vi.restoreAllMocks();
});

const run = (name: string, values: Record<string, string | boolean | undefined> = {}, positionals: string[] = []) =>
  cmd(name).run({ ...defaults(cmd(name)), ...values }, positionals);
const text = () => out.join('\n');

describe('gw btcusd command table', () => {
  it('every command is in the btcusd namespace and takes --json, --network, --base-url, --api-key-env', () => {
    expect(btcusdCommands.map((c) => c.name)).toEqual([
      'btcusd price',
      'btcusd pool',
      'btcusd candles',
      'btcusd quote',
      'btcusd signers',
      'btcusd mempool',
      'btcusd deposit',
      'btcusd burn',
      'btcusd swap',
      'btcusd add-liquidity',
      'btcusd remove-liquidity',
      'btcusd watch',
      'btcusd simulate',
      'btcusd simulate-block',
    ]);
    for (const c of btcusdCommands) {
      for (const o of ['json', 'network', 'base-url', 'api-key-env']) expect(c.options[o], `${c.name} --${o}`).toBeDefined();
      expect(
        Object.keys(c.options).some((o) => /priv|mnemonic|secret|seed/i.test(o)),
        `${c.name} asks for a key`,
      ).toBe(false);
    }
  });
});

describe('reads against the local gateway', () => {
  it('price: executed, marginal and oracle USD/BTC', async () => {
    expect(await run('price')).toBe(0);
    expect(text()).toContain('marginal  64164.00 USD/BTC');
    expect(text()).toContain('executed  64143.68 USD/BTC');
    expect(urls.every((u) => u.includes('/btcusd'))).toBe(true);
  });

  it('price --json on the freshly seeded pool: no executed price', async () => {
    expect(await run('price', { pool: '4:1800', json: true })).toBe(0);
    const doc = JSON.parse(text());
    expect(doc.usdPerBtc.executed).toBeNull();
    expect(doc.usdPerBtc.marginal).toBe('64102.00');
    expect(doc.token0).toBe('4:1776');
  });

  it('pool: reserves, LP supply, virtual price, bridge cap (1000 bps of the frUSD reserve), flags', async () => {
    expect(await run('pool', { json: true })).toBe(0);
    const doc = JSON.parse(text());
    expect(doc).toMatchObject({
      reserve0: '12834500000000',
      lpTotalSupply: '23113653069174808444',
      lpTotalSupplyTokens: '23.113653069174808444',
      marginalUsdPerBtc: '64164.00',
      bridgeConversionCap: { bps: 1000, ofReserve: '12834500000000', amount: '1283450000000' },
      ramping: false,
      isKilled: false,
      tradable: true,
      stateHeight: 921004,
      metashrewHeight: '921010',
    });
    expect(doc.fees.mid.percent).toBe('0.2');
  });

  it('candles: 3600 ok; a pool without trades has none', async () => {
    expect(await run('candles', { bucket: '3600' })).toBe(0);
    expect(out.filter((l) => /^\d+ {2}o /.test(l))).toHaveLength(2);
    out = [];
    expect(await run('candles', { bucket: '86400', pool: '4:1800' })).toBe(0);
    expect(text()).toContain('no candles');
  });

  it('candles: any other bucket is refused BEFORE sending', async () => {
    expect(await run('candles', { bucket: '600' })).toBe(2);
    expect(err.join('\n')).toMatch(/bucket.*unsupported bucket width 600/);
    await expect(run('candles', {})).rejects.toThrow(UsageError);
    expect(urls).toEqual([]);
  });

  it('quote: prints size as bps of the incoming leg (exact) and exits non-zero: get_dy route not shown', async () => {
    expect(await run('quote', { from: 'frusd', amount: '641000000000', json: true })).toBe(3);
    const doc = JSON.parse(text());
    // 641000000000 * 10000 / 12834500000000 = 499.4351... bps
    expect(doc).toMatchObject({ refused: true, sizeBpsOfIncomingLeg: '499.4351', expectedOutput: null });
    expect(err.join('\n')).toMatch(/get_dy \(opcode 107\)/);
    await expect(run('quote', { from: 'eth', amount: '1' })).rejects.toThrow(UsageError);
  });

  it('keyless: falls back to /v4/jsonrpc with a throttling warning on stderr', async () => {
    delete env.GW_API_KEY;
    const code = await run('price');
    expect(err[0]).toMatch(/no API key in GW_API_KEY.*\/v4\/jsonrpc.*throttled/);
    expect(urls.length).toBeGreaterThan(0);
    expect(urls.every((u) => new URL(u).pathname === '/v4/jsonrpc')).toBe(true);
    expect([0, 1]).toContain(code); // the local gateway may hold no main-endpoint fixture for this view
  });

  it('keyless and not found: the message says the key is missing, not only "pool not found"', async () => {
    // The keyless endpoint answers found: false (an empty GetPriceResponse), as the local gateway's synthesized answer did.
    const keyless = await startRewriter(mock.url, (req, res) =>
      req.path === '/v4/jsonrpc' ? { ...res, status: 200, body: { jsonrpc: '2.0', result: '0x', id: req.body.id } } : undefined,
    );
    try {
      env = { GW_BASE_URL: keyless.url };
      expect(await run('price')).toBe(1);
      expect(err.join('\n')).toMatch(/pool 4:1778 not found on the shared keyless endpoint: the API key is missing \(set GW_API_KEY/);
    } finally {
      await keyless.close();
    }
  });

  it('--api-key-env names the variable; the key is never a flag', async () => {
    env = { GW_BASE_URL: mock.url, MY_KEY: KEY };
    expect(await run('price', { 'api-key-env': 'MY_KEY' })).toBe(0);
    expect(err).toEqual([]);
  });

  it('--network signet is a usage error for the mainnet-only surface (gw exits 2)', async () => {
    await expect(run('price', { network: 'signet' })).rejects.toThrow(/mainnet only/);
    expect(urls).toEqual([]);
  });
});

describe('refusals send nothing', () => {
  it.each(['swap', 'add-liquidity', 'remove-liquidity', 'watch', 'simulate', 'simulate-block'])(
    '%s refuses: transaction construction unavailable',
    async (verb) => {
      expect(await run(verb)).toBe(3);
      expect(err.join('\n')).toMatch(/transaction construction unavailable/);
      expect(urls).toEqual([]);
    },
  );

  it('signers refuses: the view name is not shown', async () => {
    expect(await run('signers', { json: true })).toBe(3);
    expect(JSON.parse(text())).toMatchObject({ refused: true, reason: expect.stringMatching(/view name is not shown/) });
    expect(urls).toEqual([]);
  });

  it('mempool template (not documented) and watch refuse; info without a key is a usage error', async () => {
    expect(await run('mempool', {}, ['template'])).toBe(3);
    expect(err.join('\n')).toMatch(/not a documented method/);
    expect(await run('mempool', {}, ['watch'])).toBe(3);
    delete env.GW_API_KEY;
    await expect(run('mempool', {}, ['info'])).rejects.toThrow(UsageError);
    expect(urls).toEqual([]);
    await expect(run('mempool', {}, ['entry', 'nothex'])).rejects.toThrow(UsageError);
  });

  it('mempool info with a key goes to /v4/{key}/mempool through the generated client', async () => {
    await run('mempool', {}, ['info']);
    expect(urls.map((u) => new URL(u).pathname)).toEqual([`/v4/${KEY}/mempool`]);
  });
});

describe('deposit and burn: journaled before shown, never signed', () => {
  it('deposit prints approve, depositAndBridge and bridgeData after the journal is on disk; a repeat warns duplicate', async () => {
    env.GW_FRUSD_VAULT = VAULT;
    env.GW_USDC_ADDRESS = USDC;
    let journaledBeforeShown: boolean | undefined;
    io.out = (l) => {
      journaledBeforeShown ??= existsSync(env.GW_INTENT_JOURNAL!) && readFileSync(env.GW_INTENT_JOURNAL!, 'utf8').includes('"kind":"intent"');
      out.push(l);
    };
    const args = {
      asset: 'USDC',
      amount: '100',
      recipient: RECIPIENT,
      'convert-bps': '2500',
      'btc-destination': RECIPIENT,
      'conversion-layout': 'convert_bps=1,btc_destination=2,max_slippage_bps=3',
    };
    expect(await run('deposit', args)).toBe(0);
    expect(journaledBeforeShown).toBe(true);
    expect(text()).toContain(`data  ${APPROVE_SELECTOR}`);
    expect(text()).toContain(`data  ${DEPOSIT_AND_BRIDGE_SELECTOR}`);
    expect(text()).toMatch(/bridgeData 0x12/);
    expect(err.join('\n')).toMatch(/convertBps 2500 -> 1000/);
    expect(err.join('\n')).not.toMatch(/duplicate/);
    err = [];
    expect(await run('deposit', { ...args, json: true })).toBe(0);
    expect(err.join('\n')).toMatch(/duplicate deposit intent/);
    expect(readFileSync(env.GW_INTENT_JOURNAL!, 'utf8')).not.toMatch(/priv|mnemonic/i);
    expect(urls).toEqual([]);
  });

  it('deposit: a conversion refuses (exit 3) without --conversion-layout, saying why; nothing is journaled or printed', async () => {
    env.GW_FRUSD_VAULT = VAULT;
    env.GW_USDC_ADDRESS = USDC;
    const args = { asset: 'USDC', amount: '100', recipient: RECIPIENT, 'convert-bps': '500', 'btc-destination': RECIPIENT };
    expect(await run('deposit', args)).toBe(3);
    expect(err.join('\n')).toMatch(/gw btcusd deposit: refused: .*field numbers of frusd\.bridge\.BridgeData\.btc_conversion .* not published/);
    expect(err.join('\n')).toMatch(/--conversion-layout convert_bps=N,btc_destination=N,max_slippage_bps=N/);
    expect(out).toEqual([]);
    expect(existsSync(env.GW_INTENT_JOURNAL!)).toBe(false);
    expect(await run('deposit', { ...args, json: true })).toBe(3);
    expect(JSON.parse(text())).toMatchObject({ command: 'btcusd deposit', refused: true, reason: expect.stringMatching(/fallback recipient/) });
    expect(existsSync(env.GW_INTENT_JOURNAL!)).toBe(false);
  });

  it('deposit: with --conversion-layout the conversion is encoded with those field numbers; the plain deposit needs none', async () => {
    env.GW_FRUSD_VAULT = VAULT;
    env.GW_USDC_ADDRESS = USDC;
    const base = { asset: 'USDC', amount: '100', recipient: RECIPIENT };
    expect(await run('deposit', { ...base, json: true })).toBe(0);
    expect(JSON.parse(text()).bridgeDataHex).toBe('0x12160014751e76e8199196d454941c45d1b3a323f1433bd6');
    out = [];
    const layout = 'convert_bps=5,btc_destination=9,max_slippage_bps=2';
    expect(
      await run('deposit', { ...base, 'convert-bps': '500', 'btc-destination': RECIPIENT, 'max-slippage-bps': '30', 'conversion-layout': layout, json: true }),
    ).toBe(0);
    const doc = JSON.parse(text());
    // field 4: field 2 = 30 (10 1e), field 5 = 500 (28 f403), field 9 = the script (4a 16 …)
    expect(doc.bridgeDataHex).toBe(
      '0x12160014751e76e8199196d454941c45d1b3a323f1433bd6' + '221d' + '101e' + '28f403' + '4a16' + '0014751e76e8199196d454941c45d1b3a323f1433bd6',
    );
    expect(doc.conversion.layout).toEqual({ convertBps: 5, btcDestination: 9, maxSlippageBps: 2 });
    await expect(run('deposit', { ...base, 'conversion-layout': layout })).rejects.toThrow(/--conversion-layout given without --convert-bps/);
    expect(await run('deposit', { ...base, 'convert-bps': '500', 'btc-destination': RECIPIENT, 'conversion-layout': 'convert_bps=1' })).toBe(2);
    expect(err.join('\n')).toMatch(/missing btc_destination, max_slippage_bps/);
  });

  it('deposit: addresses are never invented; signing refuses', async () => {
    await expect(run('deposit', { asset: 'USDC', amount: '1', recipient: RECIPIENT })).rejects.toThrow(/GW_FRUSD_VAULT/);
    expect(await run('deposit', { sign: true })).toBe(3);
    expect(err.join('\n')).toMatch(/local signing is not offered/);
    expect(existsSync(env.GW_INTENT_JOURNAL!)).toBe(false);
  });

  it('burn: --dry-run builds plain burnData without journaling; broadcast refuses', async () => {
    expect(await run('burn', { 'dry-run': true, 'plain-encoding': 'flag', json: true })).toBe(0);
    expect(JSON.parse(text())).toMatchObject({ dryRun: true, journal: null, kind: 'plain', burnDataHex: '0x0100' });
    expect(existsSync(env.GW_INTENT_JOURNAL!)).toBe(false);
    expect(await run('burn', { broadcast: true })).toBe(3);
    expect(err.join('\n')).toMatch(/broadcast is not offered/);
  });

  it('burn: router call is journaled; a minimum output is required when to-eth-bps > 0', async () => {
    Object.assign(env, { GW_BRIDGE_ROUTER: ROUTER, GW_USDC_ADDRESS: USDC, GW_WETH_ADDRESS: WETH });
    const args = { 'to-eth-bps': '5000', 'payout-amount': '100', to: VAULT, deadline: '1800000000' };
    expect(await run('burn', args)).toBe(2);
    expect(err.join('\n')).toMatch(/amountOutMin/);
    expect(await run('burn', { ...args, 'amount-out-min': '0.01', json: true })).toBe(0);
    const doc = JSON.parse(out.at(-1)!.startsWith('{') ? out.join('\n') : '{}');
    expect(doc.kind).toBe('call');
    expect(doc.burnDataHex.startsWith(`0x0101${ROUTER.slice(2)}`)).toBe(true);
    expect(doc.journal.intentId).toMatch(/^[0-9a-f]{64}$/);
    expect(urls).toEqual([]);
  });
});
