import { refusedCommand } from './refused.js';

export const btcusdAddLiquidity = refusedCommand('add-liquidity', 'add liquidity');
