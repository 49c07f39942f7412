import { btcusdSimulateSpec } from './options.js';
import { refusedCommand } from './refused.js';

export const btcusdSimulate = refusedCommand(btcusdSimulateSpec);
