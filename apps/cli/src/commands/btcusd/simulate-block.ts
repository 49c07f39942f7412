import { btcusdSimulateBlockSpec } from './options.js';
import { refusedCommand } from './refused.js';

export const btcusdSimulateBlock = refusedCommand(btcusdSimulateBlockSpec);
