import { refusedCommand } from './refused.js';

export const btcusdRemoveLiquidity = refusedCommand('remove-liquidity', 'remove liquidity');
