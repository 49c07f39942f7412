import type { Network } from '@gw/runtime';
import type { Answer } from '../../http-util.js';
import type { HttpBehaviour } from '../http.js';
import { HRP, segwitAddress } from './address.js';
import type { Rng } from './rng.js';

/** A normalized order envelope (seed 000: fields not shown; the recorded envelope's, observed.md §3 pub-docs). */
export type WorldOrder = Record<string, unknown> & { source: string; id: string; topics: string[]; status: string };

/** Seed 000 §States and transitions: the non-terminal statuses, the only ones in a snapshot. */
const NON_TERMINAL = ['open', 'matched', 'pending'];

/**
 * The world's book, drawn (simulation choices, after the recorded envelopes): orbitals listings on one collection
 * and lending offers on the DIESEL/frBTC pair, each in its whole book, all non-terminal. `time` is the tip's unix
 * seconds; envelope times are unix microseconds, as recorded.
 */
export function drawOrders(rng: Rng, network: Network, time: number, n = 6): WorldOrder[] {
  const orders: WorldOrder[] = [];
  for (let i = 0; i < n; i++) {
    const lending = i % 3 === 2;
    const source = lending ? 'lending' : 'orbitals';
    const marketKey = lending ? `lending:${network}:pair:2:0_32:0` : `orbitals:${network}:collection:2:100`;
    const createdAt = (time - rng.int(600, 86400)) * 1_000_000;
    orders.push({
      source,
      id: `w${rng.hex(8)}`,
      network,
      kind: lending ? 'offer' : 'listing',
      side: lending ? 'creditor' : 'sell',
      marketKey,
      topics: [`${source}:${network}:book:*`, marketKey, ...(lending ? [`lending:${network}:loan-token:2:0`] : [])],
      makerAddress: segwitAddress(HRP[network], 1, rng.hex(32)),
      status: NON_TERMINAL[rng.int(0, NON_TERMINAL.length - 1)]!,
      price: String(rng.int(1, 999) * (lending ? 1 : 1_000_000_000)),
      priceUnit: lending ? 'apr-bp' : 'DIESEL',
      assets: lending
        ? [
            { role: 'loan', tokenId: '2:0', amountRaw: String(rng.int(1, 9999) * 100_000_000) },
            { role: 'collateral', tokenId: '32:0', amountRaw: String(rng.int(1, 999) * 100_000) },
          ]
        : [{ tokenId: '2:100', amountRaw: '1' }],
      createdAt,
      updatedAt: createdAt + rng.int(0, 600) * 1_000_000,
    });
  }
  return orders;
}

const ok = (body: unknown): Answer => ({ status: 200, body });

/**
 * The orderbook over the world's orders (seed 000 §Orderbook read API): the markets of its orders with their open
 * counts; a snapshot of a topic holds the orders carrying it; an order by source and id is the world's, and any
 * other is left to the 404 rule.
 */
export function orderbookWorld(orders: WorldOrder[]): HttpBehaviour {
  return ({ operation, query, pathParams, valid }) => {
    if (!valid) return undefined;
    if (operation === 'markets') {
      const keys = [...new Set(orders.map((o) => String(o.marketKey)))];
      const markets = keys.map((key) => {
        const of = orders.filter((o) => o.marketKey === key);
        return { source: of[0]!.source, network: of[0]!.network, market_key: key, open_orders: of.filter((o) => o.status === 'open').length };
      });
      return ok({ markets });
    }
    if (operation === 'snapshot') {
      const market = query.market ?? '';
      return ok({ market, orders: orders.filter((o) => o.topics.includes(market) && NON_TERMINAL.includes(o.status)) });
    }
    if (operation === 'order') {
      const o = orders.find((x) => x.source === pathParams.source && x.id === pathParams.id);
      return o ? ok(o) : undefined;
    }
    return undefined;
  };
}
