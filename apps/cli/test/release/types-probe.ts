// Typechecked (never run) by release.test.ts in the consumer project: strict, exactOptionalPropertyTypes,
// noUncheckedIndexedAccess, nodenext. No operation's typed payload may be `never` (issue 21: under
// exactOptionalPropertyTypes it was, for 29 of the 47 data-API operations). Each line fails to compile naming the
// operations whose payload is `never`.
import type { Brc20ProgMethods } from '@gw/brc20-prog';
import type { EthereumBuilderMethods } from '@gw/bridge';
import type { BtcusdMethods, FrusdMethods } from '@gw/btcusd';
import type { DataApiOutputs } from '@gw/data-api';
import type { EspoMethods } from '@gw/espo';
import type { EthMempoolMethods } from '@gw/eth-mempool';
import type { ForexMethods } from '@gw/forex';
import type { JsonrpcMethods } from '@gw/jsonrpc';
import type { GatewayOpsOutputs, MempoolMethods } from '@gw/mempool';
import type { OpiOutputs } from '@gw/opi';
import type { OrderbookOutputs } from '@gw/orderbook';
import type { ReorgMethods } from '@gw/reorg';

/** The keys of `T` whose value is `never`. */
type NeverKeys<T> = { [K in keyof T]-?: [T[K]] extends [never] ? K : never }[keyof T];
/** The methods whose result is `never`. */
type NeverResults<M> = NeverKeys<{ [K in keyof M]: M[K] extends { result: infer R } ? R : never }>;
/** `true` when nothing is `never`; else the offending names, which then fail to be assigned `true`. */
type None<K> = [K] extends [never] ? true : K;

export const probes: Array<true> = [
  true as None<NeverKeys<DataApiOutputs>>,
  true as None<NeverKeys<OpiOutputs>>,
  true as None<NeverKeys<OrderbookOutputs>>,
  true as None<NeverKeys<GatewayOpsOutputs>>,
  true as None<NeverResults<JsonrpcMethods>>,
  true as None<NeverResults<EspoMethods>>,
  true as None<NeverResults<MempoolMethods>>,
  true as None<NeverResults<EthMempoolMethods>>,
  true as None<NeverResults<ForexMethods>>,
  true as None<NeverResults<Brc20ProgMethods>>,
  true as None<NeverResults<ReorgMethods>>,
  true as None<NeverResults<BtcusdMethods>>,
  true as None<NeverResults<FrusdMethods>>,
  true as None<NeverResults<EthereumBuilderMethods>>,
];
