// The operation and method tables (`@gw/<package>/operations`, `/methods`) load an entry's validators on first use
// (importing them loads none: tools/layout/test/loaded-on-import.test.ts). What the entry gives is its operation's
// validator module, loaded once.
import { dataApiOperations } from '@gw/data-api/operations';
import { mempoolMethods } from '@gw/mempool/methods';
import { expect, it } from 'vitest';
import * as rest from '../../data-api/src/gen/data-api/validators/getBitcoinPrice.js';
import * as rpc from '../../mempool/src/gen/mempool/validators/mempoolSnapshot.js';

it("an entry's validators are its operation's validator module's exports, made once", () => {
  const price = dataApiOperations['get-bitcoin-price'].validators;
  expect(price.responses['200']).toBe(rest.response__200);
  expect(price.responses['401']).toBe(rest.response__401);
  expect(mempoolMethods.mempool_snapshot.validators).toEqual({ params: rpc.params, result: rpc.result });
  expect(mempoolMethods.mempool_snapshot.validators).toBe(mempoolMethods.mempool_snapshot.validators);
  expect(price).toBe(dataApiOperations['get-bitcoin-price'].validators);
});
