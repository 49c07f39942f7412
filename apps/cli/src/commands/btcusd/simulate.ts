import { refusedCommand } from './refused.js';

export const btcusdSimulate = refusedCommand('simulate', 'simulate a transaction');
