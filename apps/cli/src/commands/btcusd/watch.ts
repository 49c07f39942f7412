import { btcusdWatchSpec } from './options.js';
import { refusedCommand } from './refused.js';

export const btcusdWatch = refusedCommand(btcusdWatchSpec);
