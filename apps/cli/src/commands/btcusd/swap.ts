import { btcusdSwapSpec } from './options.js';
import { refusedCommand } from './refused.js';

export const btcusdSwap = refusedCommand(btcusdSwapSpec);
