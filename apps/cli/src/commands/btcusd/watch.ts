import { refusedCommand } from './refused.js';

export const btcusdWatch = refusedCommand('watch', 'watch the pool');
