// The command table `gw` reads before anything else: each command's name and one-line summary (what `gw --help`
// lists) and how to load it. A command's module, and with it the packages and validators it needs, is imported only
// when that command runs (or prints its own help). test/command-table.test.ts checks that every name and summary here
// is the loaded command's own, in the order of ./index.ts.
import type { Command } from '../args.js';

export interface CommandEntry {
  name: string;
  summary: string;
  load(): Promise<Command>;
}

const TX_REFUSED = 'refused: transaction construction unavailable';

export const COMMAND_TABLE: CommandEntry[] = [
  {
    name: 'mock',
    summary:
      'serve the fixture set at the real gateway paths on 127.0.0.1 (HTTP and WebSocket); unrecorded valid requests are computed or synthesized from the spec',
    load: async () => (await import('./mock.js')).mock,
  },
  {
    name: 'proxy',
    summary: 'a validating reverse proxy on 127.0.0.1: forwards every surface to --upstream and checks each answer against the spec',
    load: async () => (await import('./proxy.js')).proxy,
  },
  {
    name: 'conformance',
    summary: 'run the conformance suite against the local gateway (fixtures) or a live gateway',
    load: async () => (await import('./conformance.js')).conformance,
  },
  {
    name: 'conformance merge',
    summary: 'merge the reports of the shards of one run (gw conformance --shard i/n) into one report.json, junit.xml and report.md',
    load: async () => (await import('./conformance-merge.js')).conformanceMerge,
  },
  {
    name: 'fixtures check',
    summary: 'validate every stored exchange against the specs, offline; exit 1 on any mismatch',
    load: async () => (await import('./fixtures.js')).fixturesCheck,
  },
  {
    name: 'spec lint',
    summary: 'lint every spec: Redocly (OpenAPI), OpenRPC meta-schema, AsyncAPI parser, buf lint',
    load: async () => (await import('./spec.js')).specLint,
  },
  {
    name: 'spec diff',
    summary: 'classify every spec change against a base ref as breaking or non-breaking; exit 1 on an uncovered breaking change',
    load: async () => (await import('./spec.js')).specDiff,
  },
  {
    name: 'spec check-changeset',
    summary: 'fail when a spec changed and no changeset covers the package it feeds with a large enough bump',
    load: async () => (await import('./spec.js')).specCheckChangeset,
  },
  {
    name: 'spec docs',
    summary: 'write the rendered reference docs (all four spec kinds) as one static site',
    load: async () => (await import('./spec.js')).specDocs,
  },
  {
    name: 'stream eth-mempool',
    summary: 'follow the Ethereum mempool stream as JSON lines; flags pending bridge deposits to the vault',
    load: async () => (await import('./stream.js')).streamEthMempoolCommand,
  },
  {
    name: 'btcusd price',
    summary: 'executed, marginal and oracle USD/BTC of the pool (getprice)',
    load: async () => (await import('./btcusd/price.js')).btcusdPrice,
  },
  {
    name: 'btcusd pool',
    summary: 'pool reserves, LP supply, virtual price, marginal price, bridge cap, ramping/killed flags',
    load: async () => (await import('./btcusd/pool.js')).btcusdPool,
  },
  {
    name: 'btcusd candles',
    summary: 'raw OHLC candles (getcandles); bucket 3600 or 86400 only',
    load: async () => (await import('./btcusd/candles.js')).btcusdCandles,
  },
  {
    name: 'btcusd quote',
    summary: 'size as bps of the incoming leg; expected output needs get_dy (opcode 107): not shown, refused',
    load: async () => (await import('./btcusd/quote.js')).btcusdQuote,
  },
  {
    name: 'btcusd signers',
    summary: 'raw signing-group answer — refused: the view name is not shown',
    load: async () => (await import('./btcusd/signers.js')).btcusdSigners,
  },
  {
    name: 'btcusd mempool',
    summary: 'Bitcoin mempool: info, entry <txid>; template (not documented) and watch refuse',
    load: async () => (await import('./btcusd/mempool.js')).btcusdMempool,
  },
  {
    name: 'btcusd deposit',
    summary: 'prepare approve + depositAndBridge calldata and bridgeData (journaled); signing refuses',
    load: async () => (await import('./btcusd/deposit.js')).btcusdDeposit,
  },
  {
    name: 'btcusd burn',
    summary: 'build burnData (plain or router call), journaled unless --dry-run; broadcast refuses',
    load: async () => (await import('./btcusd/burn.js')).btcusdBurn,
  },
  { name: 'btcusd swap', summary: `swap against the pool — ${TX_REFUSED}`, load: async () => (await import('./btcusd/swap.js')).btcusdSwap },
  {
    name: 'btcusd add-liquidity',
    summary: `add liquidity — ${TX_REFUSED}`,
    load: async () => (await import('./btcusd/add-liquidity.js')).btcusdAddLiquidity,
  },
  {
    name: 'btcusd remove-liquidity',
    summary: `remove liquidity — ${TX_REFUSED}`,
    load: async () => (await import('./btcusd/remove-liquidity.js')).btcusdRemoveLiquidity,
  },
  { name: 'btcusd watch', summary: `watch the pool — ${TX_REFUSED}`, load: async () => (await import('./btcusd/watch.js')).btcusdWatch },
  {
    name: 'btcusd simulate',
    summary: `simulate a transaction — ${TX_REFUSED}`,
    load: async () => (await import('./btcusd/simulate.js')).btcusdSimulate,
  },
  {
    name: 'btcusd simulate-block',
    summary: `simulate a block — ${TX_REFUSED}`,
    load: async () => (await import('./btcusd/simulate-block.js')).btcusdSimulateBlock,
  },
];
