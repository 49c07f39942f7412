// The command table `gw` reads before anything else: each command's spec (name, summary, usage, options: what
// parsing its flags and printing its help need) and how to load it. A command's module, and with it the packages and
// validators it needs, is imported only when that command runs: a usage error or --help loads none of them.
// test/command-table.test.ts checks that every spec here is the loaded command's own, in the order of ./index.ts.
import type { Command, CommandSpec } from '../args.js';
import {
  btcusdAddLiquiditySpec,
  btcusdBurnSpec,
  btcusdCandlesSpec,
  btcusdDepositSpec,
  btcusdMempoolSpec,
  btcusdPoolSpec,
  btcusdPriceSpec,
  btcusdQuoteSpec,
  btcusdRemoveLiquiditySpec,
  btcusdSignersSpec,
  btcusdSimulateBlockSpec,
  btcusdSimulateSpec,
  btcusdSwapSpec,
  btcusdWatchSpec,
} from './btcusd/options.js';
import { conformanceMergeSpec } from './conformance-merge-options.js';
import { conformanceSpec } from './conformance-options.js';
import { fixturesCheckSpec } from './fixtures-options.js';
import { mockSpec } from './mock-options.js';
import { proxySpec } from './proxy-options.js';
import { specCheckChangesetSpec, specDiffSpec, specDocsSpec, specLintSpec } from './spec-options.js';
import { streamEthMempoolSpec } from './stream-options.js';

export interface CommandEntry extends CommandSpec {
  load(): Promise<Command>;
}

const entry = (spec: CommandSpec, load: () => Promise<Command>): CommandEntry => ({ ...spec, load });

export const COMMAND_TABLE: CommandEntry[] = [
  entry(mockSpec, async () => (await import('./mock.js')).mock),
  entry(proxySpec, async () => (await import('./proxy.js')).proxy),
  entry(conformanceSpec, async () => (await import('./conformance.js')).conformance),
  entry(conformanceMergeSpec, async () => (await import('./conformance-merge.js')).conformanceMerge),
  entry(fixturesCheckSpec, async () => (await import('./fixtures.js')).fixturesCheck),
  entry(specLintSpec, async () => (await import('./spec.js')).specLint),
  entry(specDiffSpec, async () => (await import('./spec.js')).specDiff),
  entry(specCheckChangesetSpec, async () => (await import('./spec.js')).specCheckChangeset),
  entry(specDocsSpec, async () => (await import('./spec.js')).specDocs),
  entry(streamEthMempoolSpec, async () => (await import('./stream.js')).streamEthMempoolCommand),
  entry(btcusdPriceSpec, async () => (await import('./btcusd/price.js')).btcusdPrice),
  entry(btcusdPoolSpec, async () => (await import('./btcusd/pool.js')).btcusdPool),
  entry(btcusdCandlesSpec, async () => (await import('./btcusd/candles.js')).btcusdCandles),
  entry(btcusdQuoteSpec, async () => (await import('./btcusd/quote.js')).btcusdQuote),
  entry(btcusdSignersSpec, async () => (await import('./btcusd/signers.js')).btcusdSigners),
  entry(btcusdMempoolSpec, async () => (await import('./btcusd/mempool.js')).btcusdMempool),
  entry(btcusdDepositSpec, async () => (await import('./btcusd/deposit.js')).btcusdDeposit),
  entry(btcusdBurnSpec, async () => (await import('./btcusd/burn.js')).btcusdBurn),
  entry(btcusdSwapSpec, async () => (await import('./btcusd/swap.js')).btcusdSwap),
  entry(btcusdAddLiquiditySpec, async () => (await import('./btcusd/add-liquidity.js')).btcusdAddLiquidity),
  entry(btcusdRemoveLiquiditySpec, async () => (await import('./btcusd/remove-liquidity.js')).btcusdRemoveLiquidity),
  entry(btcusdWatchSpec, async () => (await import('./btcusd/watch.js')).btcusdWatch),
  entry(btcusdSimulateSpec, async () => (await import('./btcusd/simulate.js')).btcusdSimulate),
  entry(btcusdSimulateBlockSpec, async () => (await import('./btcusd/simulate-block.js')).btcusdSimulateBlock),
];
