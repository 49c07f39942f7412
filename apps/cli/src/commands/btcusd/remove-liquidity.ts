import { btcusdRemoveLiquiditySpec } from './options.js';
import { refusedCommand } from './refused.js';

export const btcusdRemoveLiquidity = refusedCommand(btcusdRemoveLiquiditySpec);
