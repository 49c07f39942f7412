import type { LoadedFixture } from '@gw/contract';
import type { Datasets, EspoDataset, ForexDataset, MempoolDataset } from '../datasets.js';
import type { WorldOrder } from './orderbook.js';
import type { EthTx } from './world.js';

/** Indexers whose height the world keeps apart from the chain tip (seed 001: the BTC/USD index advances on its own). */
export type Indexer = 'opi' | 'espo' | 'btcusd' | 'brc20';

/** A BRC-20 balance as OPI `holders` lists it (seed 000 §OPI payloads). */
export interface Brc20Holder {
  pkscript: string;
  wallet: string;
  overall_balance: string;
  available_balance: string;
}

/**
 * Recorded facts a world starts from ("recorded fixtures seed the world"): with them the world agrees with every
 * recording it was given, and the seed fills in only what none records. Every member is optional.
 */
export interface WorldAnchors {
  /** The chain tip and the block hashes on record (reorg dataset, recorded heights and hashes). */
  chain?: { tip?: number; hashes: Record<string, string> };
  /** Heights the indexers answered when recorded; the world keeps each one's distance to the tip. */
  heights?: Partial<Record<Indexer, number>>;
  mempool?: MempoolDataset;
  forex?: ForexDataset;
  espo?: EspoDataset;
  /** Ethereum transactions on record as resident (mempool_recent, mempool_entry), oldest first, and the seq then. */
  eth?: { resident: EthTx[]; seq: number };
  /** The frUSD index height (an Ethereum block number) on record. */
  frusdHeight?: number;
  /** BRC-20 holders on record, by lower-case ticker. */
  brc20?: Record<string, Brc20Holder[]>;
  /** Orders on record (snapshots, single orders), by source and id. */
  orders?: WorldOrder[];
}

// Recorded bodies are JSON of many shapes, read member by member below.
// biome-ignore lint/suspicious/noExplicitAny: untyped recorded JSON
type Body = Record<string, any>;
const ok = (f: LoadedFixture) => f.response?.status === 200;
// biome-ignore lint/suspicious/noExplicitAny: untyped recorded JSON
const result = (f: LoadedFixture): any => (f.response?.body as Body | undefined)?.result;
const uint = (v: unknown): number | undefined => {
  const n = typeof v === 'string' && /^(0|[1-9][0-9]*)$/.test(v) ? Number(v) : v;
  return typeof n === 'number' && Number.isSafeInteger(n) && n >= 0 ? n : undefined;
};

/** The anchors a fixture set (of one network) and its datasets give a world. */
export function anchorsFrom(fixtures: LoadedFixture[], datasets: Datasets, network: string): WorldAnchors {
  const a: WorldAnchors = {};
  const chain: { tip?: number; hashes: Record<string, string> } = { hashes: { ...(datasets.reorg?.hashes ?? {}) } };
  if (datasets.reorg) chain.tip = datasets.reorg.tip;
  const heights: Partial<Record<Indexer, number>> = {};
  if (datasets.espo) heights.espo = datasets.espo.height;
  const eth = new Map<string, EthTx>();
  let ethSeq: number | undefined;
  const brc20: Record<string, Map<string, Brc20Holder>> = {};
  const orders = new Map<string, WorldOrder>();
  const order = (o: Body | undefined) => {
    if (o && typeof o.source === 'string' && typeof o.id === 'string' && Array.isArray(o.topics)) orders.set(`${o.source}/${o.id}`, o as WorldOrder);
  };
  const holder = (ticker: string, h: Brc20Holder) => {
    const t = ticker.toLowerCase();
    brc20[t] ??= new Map();
    if (!brc20[t].has(h.wallet)) brc20[t].set(h.wallet, h);
  };
  for (const f of fixtures) {
    if (f.network !== network || !ok(f)) continue;
    const params = (f.request.body as Body | undefined)?.params;
    const query = f.request.query ?? {};
    const key = `${f.surface}/${f.operation}`;
    switch (key) {
      case 'jsonrpc/btc_getblockcount':
        chain.tip ??= uint(result(f));
        break;
      case 'jsonrpc/metashrew_height':
        chain.tip ??= uint(result(f));
        break;
      case 'jsonrpc/btc_getblockhash':
        if (typeof result(f) === 'string' && uint(params?.[0]) !== undefined) chain.hashes[String(params[0])] ??= result(f);
        break;
      case 'opi/block_height':
        heights.opi ??= uint(typeof f.response!.body === 'string' ? f.response!.body.trim() : f.response!.body);
        break;
      case 'espo/get_espo_height':
        heights.espo ??= uint(result(f)?.height);
        break;
      case 'btcusd/metashrew_height':
        heights.btcusd ??= uint(result(f));
        break;
      case 'brc20-prog/eth_blockNumber':
        if (typeof result(f) === 'string') heights.brc20 ??= Number.parseInt(result(f), 16);
        break;
      case 'eth-mempool/mempool_recent':
        for (const tx of [...(result(f)?.entries ?? [])].reverse()) eth.set(tx.hash, tx);
        ethSeq = Math.max(ethSeq ?? 0, uint(result(f)?.seq) ?? 0);
        break;
      case 'eth-mempool/mempool_entry':
        if (result(f)?.hash) eth.set(result(f).hash, result(f));
        break;
      case 'opi/holders':
        for (const h of result(f)?.unused_txes ?? []) if (query.ticker) holder(query.ticker, h);
        break;
      case 'opi/get_current_balance_of_wallet': {
        const r = result(f);
        if (r && query.ticker && query.address)
          holder(query.ticker, { pkscript: '', wallet: query.address, overall_balance: r.overall_balance, available_balance: r.available_balance });
        break;
      }
      case 'orderbook/snapshot':
        for (const o of (f.response!.body as Body | undefined)?.orders ?? []) order(o);
        break;
      case 'orderbook/order':
        order(f.response!.body as Body | undefined);
        break;
      default:
        break;
    }
  }
  if (chain.tip !== undefined || Object.keys(chain.hashes).length) a.chain = chain;
  if (Object.keys(heights).length) a.heights = heights;
  if (datasets.mempool) a.mempool = datasets.mempool;
  if (datasets.forex) a.forex = datasets.forex;
  if (datasets.espo) a.espo = datasets.espo;
  if (eth.size) {
    const resident = [...eth.values()].sort((x, y) => x.seq - y.seq); // oldest first, as the world keeps them
    a.eth = { resident, seq: Math.max(ethSeq ?? 0, ...resident.map((t) => t.seq)) };
  }
  if (orders.size) a.orders = [...orders.values()];
  if (Object.keys(brc20).length) a.brc20 = Object.fromEntries(Object.entries(brc20).map(([t, m]) => [t, [...m.values()]]));
  return a;
}
