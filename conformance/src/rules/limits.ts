import { assert, type Rule } from '../case.js';

/**
 * Seed 000 §Limits: a list answer holds at most the requested number of records, `dflt` when the request names none.
 * `listKey` is where the records sit in the data; `param` the request body's limit field.
 */
export function atMost(listKey: string, param: string, dflt: number): Rule {
  return {
    name: `at most ${param} records under ${listKey} (default ${dflt}, seed 000 §Limits)`,
    check: (data, { fixture }) => {
      const n = (fixture?.request.body as Record<string, number> | undefined)?.[param] ?? dflt;
      const list = (data as Record<string, unknown> | null)?.[listKey];
      if (Array.isArray(list)) assert(list.length <= n, `${list.length} records under ${listKey} for ${param} ${n}`);
    },
  };
}
