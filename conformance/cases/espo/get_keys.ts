import { defineCase } from '../../src/case.js';
import { espoPaging } from '../../src/rules/espo-paging.js';

export default defineCase({ surface: 'espo', operation: 'get_keys', ...espoPaging('get_keys', 'getKeys', 'items') });
