import { defineCase } from '../../src/case.js';
import { espoPaging } from '../../src/rules/espo-paging.js';

export default defineCase({ surface: 'espo', operation: 'ammdata.get_pools', ...espoPaging('ammdata.get_pools', 'ammdataGetPools', 'pools') });
