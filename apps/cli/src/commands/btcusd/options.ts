// `gw btcusd …`: their flags and help, without the clients (the command modules beside this one run them).
import { API_KEY_ENV_OPTION, type CommandSpec, type OptionSpec } from '../../args.js';

export const COMMON_OPTIONS: Record<string, OptionSpec> = {
  json: { type: 'boolean', help: 'print one JSON document on stdout' },
  network: { type: 'string', help: 'mainnet | signet | regtest (the pool and vault exist on mainnet only)', fallback: 'GW_NETWORK or mainnet' },
  'base-url': { type: 'string', help: 'gateway base URL (else GW_<NETWORK>_BASE_URL or GW_BASE_URL)' },
  'api-key-env': API_KEY_ENV_OPTION,
};

export const POOL_OPTION: Record<string, OptionSpec> = {
  pool: { type: 'string', help: 'pool alkane id block:tx', default: '4:1778' },
};

export const btcusdPriceSpec: CommandSpec = {
  name: 'btcusd price',
  summary: 'executed, marginal and oracle USD/BTC of the pool (getprice)',
  usage: 'btcusd price [--pool 4:1778] [--json]',
  options: { ...POOL_OPTION, ...COMMON_OPTIONS },
};

export const btcusdPoolSpec: CommandSpec = {
  name: 'btcusd pool',
  summary: 'pool reserves, LP supply, virtual price, marginal price, bridge cap, ramping/killed flags',
  usage: 'btcusd pool [--pool 4:1778] [--json]',
  options: { ...POOL_OPTION, ...COMMON_OPTIONS },
};

export const btcusdCandlesSpec: CommandSpec = {
  name: 'btcusd candles',
  summary: 'raw OHLC candles (getcandles); bucket 3600 or 86400 only',
  usage: 'btcusd candles --bucket 3600|86400 [--pool 4:1778] [--from N] [--to N] [--page N] [--limit N] [--json]',
  options: {
    ...POOL_OPTION,
    bucket: { type: 'string', help: 'bucket width in seconds: 3600 or 86400 (anything else is refused before sending)' },
    from: { type: 'string', help: 'passed through as GetCandlesRequest.from (unit and inclusivity: not shown by the seed)' },
    to: { type: 'string', help: 'passed through as GetCandlesRequest.to (unit and inclusivity: not shown by the seed)' },
    page: { type: 'string', help: 'page number (whether pages start at 0 or 1 is not shown by the seed)' },
    limit: { type: 'string', help: 'page size' },
    ...COMMON_OPTIONS,
  },
};

export const btcusdQuoteSpec: CommandSpec = {
  name: 'btcusd quote',
  summary: 'size as bps of the incoming leg; expected output needs get_dy (opcode 107): not shown, refused',
  usage: 'btcusd quote --from frusd|frbtc --amount <base units> [--pool 4:1778] [--json]',
  options: {
    from: { type: 'string', help: 'incoming leg: frusd or frbtc' },
    amount: { type: 'string', help: 'amount in base units (8 decimals for both legs)' },
    ...POOL_OPTION,
    ...COMMON_OPTIONS,
  },
};

export const btcusdSignersSpec: CommandSpec = {
  name: 'btcusd signers',
  summary: 'raw signing-group answer — refused: the view name is not shown',
  usage: 'btcusd signers [--json]',
  options: { ...COMMON_OPTIONS },
};

export const btcusdMempoolSpec: CommandSpec = {
  name: 'btcusd mempool',
  summary: 'Bitcoin mempool: info, entry <txid>; template (not documented) and watch refuse',
  usage: 'btcusd mempool info|entry <txid>|template|watch [--include-hex] [--json]',
  positionals: 'info | entry <txid> | template | watch',
  options: { 'include-hex': { type: 'boolean', help: 'entry: include the raw hex (field name not shown by the seed)' }, ...COMMON_OPTIONS },
};

export const btcusdDepositSpec: CommandSpec = {
  name: 'btcusd deposit',
  summary: 'prepare approve + depositAndBridge calldata and bridgeData (journaled); signing refuses',
  usage:
    'btcusd deposit --asset USDC|USDT --amount <token units> --recipient <bc1…> [--convert-bps N --btc-destination <addr> [--max-slippage-bps N] --conversion-layout convert_bps=N,btc_destination=N,max_slippage_bps=N] [--vault 0x…] [--token 0x…] [--journal <file>] [--json]',
  options: {
    asset: { type: 'string', help: 'USDC (asset id 0) or USDT (asset id 1)' },
    amount: { type: 'string', help: 'amount in token units (6 decimals), e.g. 100.5' },
    recipient: { type: 'string', help: 'mainnet BTC address receiving the frUSD' },
    'convert-bps': { type: 'string', help: 'share converted to BTC, 0..10000 (clamped to the 1000 bps pool cap and reported)' },
    'btc-destination': { type: 'string', help: 'mainnet BTC address receiving the converted BTC (required with --convert-bps > 0)' },
    'max-slippage-bps': { type: 'string', help: 'conversion slippage bound (honoured downwards only)' },
    'conversion-layout': {
      type: 'string',
      help: 'btc_conversion field numbers you have verified, e.g. convert_bps=1,btc_destination=2,max_slippage_bps=3 (unpublished; required for any conversion)',
    },
    vault: { type: 'string', help: 'vault proxy address', fallback: 'GW_FRUSD_VAULT' },
    token: { type: 'string', help: 'token contract of --asset', fallback: 'GW_USDC_ADDRESS / GW_USDT_ADDRESS' },
    journal: { type: 'string', help: 'intent journal file', fallback: 'GW_INTENT_JOURNAL or ~/.gw/intents.jsonl', path: 'output' },
    sign: { type: 'boolean', help: 'sign locally (refused)' },
    ...COMMON_OPTIONS,
  },
};

export const btcusdBurnSpec: CommandSpec = {
  name: 'btcusd burn',
  summary: 'build burnData (plain or router call), journaled unless --dry-run; broadcast refuses',
  usage:
    'btcusd burn [--to-eth-bps N --payout-amount <USDC> --amount-out-min <ETH> --to 0x… --deadline <unix s>] [--plain-encoding empty|flag] [--dry-run] [--json]',
  options: {
    'to-eth-bps': { type: 'string', help: 'share of the USDC payout swapped to ETH, 0..10000' },
    'payout-amount': { type: 'string', help: 'USDC payout in token units (required with --to-eth-bps > 0)' },
    'amount-out-min': { type: 'string', help: 'minimum ETH out in token units (required and > 0 with --to-eth-bps > 0)' },
    to: { type: 'string', help: 'Ethereum address receiving the ETH' },
    deadline: { type: 'string', help: 'unix seconds after which the router reverts' },
    'plain-encoding': { type: 'string', help: 'plain form: empty or flag (0x0100)', default: 'empty' },
    router: { type: 'string', help: 'allowlisted router address', fallback: 'GW_BRIDGE_ROUTER' },
    usdc: { type: 'string', help: 'USDC address', fallback: 'GW_USDC_ADDRESS' },
    weth: { type: 'string', help: 'WETH address', fallback: 'GW_WETH_ADDRESS' },
    journal: { type: 'string', help: 'intent journal file', fallback: 'GW_INTENT_JOURNAL or ~/.gw/intents.jsonl', path: 'output' },
    'dry-run': { type: 'boolean', help: 'build and print only (not journaled)' },
    broadcast: { type: 'boolean', help: 'broadcast (refused)' },
    ...COMMON_OPTIONS,
  },
};

/** A command the seed marks "refuse (transaction construction unavailable)": it takes only the common flags. */
const refusedSpec = (verb: string, summary: string): CommandSpec => ({
  name: `btcusd ${verb}`,
  summary: `${summary} — refused: transaction construction unavailable`,
  usage: `btcusd ${verb} [--json]`,
  options: { ...COMMON_OPTIONS },
});

export const btcusdSwapSpec = refusedSpec('swap', 'swap against the pool');
export const btcusdAddLiquiditySpec = refusedSpec('add-liquidity', 'add liquidity');
export const btcusdRemoveLiquiditySpec = refusedSpec('remove-liquidity', 'remove liquidity');
export const btcusdWatchSpec = refusedSpec('watch', 'watch the pool');
export const btcusdSimulateSpec = refusedSpec('simulate', 'simulate a transaction');
export const btcusdSimulateBlockSpec = refusedSpec('simulate-block', 'simulate a block');
