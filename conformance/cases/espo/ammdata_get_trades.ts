import { defineCase } from '../../src/case.js';
import { espoPaging } from '../../src/rules/espo-paging.js';

export default defineCase({ surface: 'espo', operation: 'ammdata.get_trades', ...espoPaging('ammdata.get_trades', 'ammdataGetTrades', 'trades') });
