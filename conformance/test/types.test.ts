import { describe, expectTypeOf, it } from 'vitest';
import type { DataApiClient } from '@gw/data-api';
import type { OpiClient } from '@gw/opi';
import type { ForexClient } from '@gw/forex';
import type { EthMempoolStreamFrames } from '@gw/eth-mempool';
import type { Reply } from '@gw/runtime';

type Data<F extends (...a: never[]) => Promise<Reply<unknown>>> = Awaited<ReturnType<F>>['data'];

// These assertions are checked by tsc (the typecheck task): a generated client that lost its payload types fails it.
describe('generated clients return typed payloads, envelopes unwrapped', () => {
  it('REST data API: get-bitcoin-price is {bitcoin: {usd: number}}', () => {
    expectTypeOf<Data<DataApiClient['getBitcoinPrice']>['bitcoin']['usd']>().toEqualTypeOf<number>();
    expectTypeOf<Parameters<DataApiClient['getBitcoinMarketChart']>[0]['days']>().toEqualTypeOf<'1' | '7' | '30' | '365'>();
  });
  it('OPI: balances are decimal strings, block_height an integer', () => {
    type B = Data<OpiClient['getCurrentBalanceOfWallet']>;
    expectTypeOf<B['overall_balance']>().toEqualTypeOf<string>();
    expectTypeOf<B['block_height']>().toEqualTypeOf<number>();
  });
  it('JSON-RPC forex: rates are strings keyed by code', () => {
    type R = Data<ForexClient['forexRates']>;
    expectTypeOf<R['rates'][string]>().toEqualTypeOf<string>();
    expectTypeOf<R['stale']>().toEqualTypeOf<boolean>();
  });
  it('AsyncAPI: the add frame carries a typed TxRecord', () => {
    expectTypeOf<EthMempoolStreamFrames['add']['record']['value']>().toEqualTypeOf<string>();
    expectTypeOf<EthMempoolStreamFrames['add']['record']['to']>().toEqualTypeOf<string | null>();
  });
});
