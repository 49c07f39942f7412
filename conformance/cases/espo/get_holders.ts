import { defineCase } from '../../src/case.js';
import { espoPaging } from '../../src/rules/espo-paging.js';

export default defineCase({ surface: 'espo', operation: 'get_holders', ...espoPaging('get_holders', 'getHolders', 'items') });
