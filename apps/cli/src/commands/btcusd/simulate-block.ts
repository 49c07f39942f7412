import { refusedCommand } from './refused.js';

export const btcusdSimulateBlock = refusedCommand('simulate-block', 'simulate a block');
