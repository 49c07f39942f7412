// The operation and method tables (`@gw/<package>/operations`, `/methods`) load an entry's validators on first use
// (importing them loads none: tools/layout/test/loaded-on-import.test.ts). What an entry gives is its operation's
// validators, made once.
import { dataApiOperations } from '@gw/data-api/operations';
import { mempoolMethods } from '@gw/mempool/methods';
import { expect, it } from 'vitest';

it("an entry's validators are its operation's, made once", () => {
  const price = dataApiOperations['get-bitcoin-price'].validators;
  expect(price).toBe(dataApiOperations['get-bitcoin-price'].validators);
  expect(Object.keys(price.responses).sort()).toEqual(['200', '401', 'default']);
  expect(price.responses['200']!({})).toBe(false);
  expect(price.responses['200']!.errors?.length).toBeGreaterThan(0);
  const snapshot = mempoolMethods.mempool_snapshot.validators;
  expect(snapshot).toBe(mempoolMethods.mempool_snapshot.validators);
  expect(snapshot.result!({ not: 'a snapshot' })).toBe(false);
  expect(typeof snapshot.params).toBe('function');
});
