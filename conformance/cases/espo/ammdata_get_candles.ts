import { defineCase } from '../../src/case.js';
import { espoPaging } from '../../src/rules/espo-paging.js';

export default defineCase({ surface: 'espo', operation: 'ammdata.get_candles', ...espoPaging('ammdata.get_candles', 'ammdataGetCandles', 'candles') });
