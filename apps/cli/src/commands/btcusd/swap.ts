import { refusedCommand } from './refused.js';

export const btcusdSwap = refusedCommand('swap', 'swap against the pool');
