import { btcusdAddLiquiditySpec } from './options.js';
import { refusedCommand } from './refused.js';

export const btcusdAddLiquidity = refusedCommand(btcusdAddLiquiditySpec);
