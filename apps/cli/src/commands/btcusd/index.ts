// The `gw btcusd …` commands (seed 001 §Client command surface). Registered by apps/cli/src/main.ts.
import type { Command } from '../../args.js';
import { btcusdAddLiquidity } from './add-liquidity.js';
import { btcusdBurn } from './burn.js';
import { btcusdCandles } from './candles.js';
import { btcusdDeposit } from './deposit.js';
import { btcusdMempool } from './mempool.js';
import { btcusdPool } from './pool.js';
import { btcusdPrice } from './price.js';
import { btcusdQuote } from './quote.js';
import { btcusdRemoveLiquidity } from './remove-liquidity.js';
import { btcusdSigners } from './signers.js';
import { btcusdSimulate } from './simulate.js';
import { btcusdSimulateBlock } from './simulate-block.js';
import { btcusdSwap } from './swap.js';
import { btcusdWatch } from './watch.js';

export const btcusdCommands: Command[] = [
  btcusdPrice,
  btcusdPool,
  btcusdCandles,
  btcusdQuote,
  btcusdSigners,
  btcusdMempool,
  btcusdDeposit,
  btcusdBurn,
  btcusdSwap,
  btcusdAddLiquidity,
  btcusdRemoveLiquidity,
  btcusdWatch,
  btcusdSimulate,
  btcusdSimulateBlock,
];
