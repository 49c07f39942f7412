import type { RpcBehaviour } from '../rpc-handler.js';
import type { EspoDataset } from './datasets.js';

/** Seed 002 §Espo: pagination is 0-indexed; default page 0, limit 100. */
export const ESPO_DEFAULTS = { page: 0, limit: 100, timeframe: '1h', side: 'base', filterSide: 'all', sort: 'ts', dir: 'desc' } as const;

type P = Record<string, unknown>;
const int = (v: unknown, dflt: number) => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : dflt);

export function paginate<T>(list: T[], p: P): { page: number; limit: number; total: number; has_more: boolean; items: T[] } {
  const page = int(p.page, ESPO_DEFAULTS.page);
  const limit = int(p.limit ?? p.size, ESPO_DEFAULTS.limit);
  const start = page * limit;
  const items = list.slice(start, start + limit);
  return { page, limit, total: list.length, has_more: start + items.length < list.length, items };
}

export function espoBehaviour(d: EspoDataset): RpcBehaviour {
  return (method, params) => {
    const p = (params ?? {}) as P;
    switch (method) {
      case 'ping':
      case 'ammdata.ping':
        return { result: 'pong' };
      case 'get_espo_height':
        return { result: { ok: true, height: d.height } };
      case 'get_holders': {
        const alkane = String(p.alkane);
        const { items, ...pg } = paginate(d.holders[alkane] ?? [], p);
        return { result: { ok: true, alkane, ...pg, items } };
      }
      case 'get_holders_count':
        return { result: { ok: true, count: (d.holders[String(p.alkane)] ?? []).length } };
      case 'get_keys': {
        const alkane = String(p.alkane);
        const decode = p.try_decode_utf8 !== false;
        const { items, ...pg } = paginate(d.keys[alkane] ?? [], p);
        return { result: { ok: true, alkane, ...pg, items: Object.fromEntries(items.map((k) => [k.hex, { hex: k.hex, utf8: decode ? k.utf8 : '' }])) } };
      }
      case 'ammdata.get_pools': {
        const ids = Object.keys(d.pools).sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
        const { items, ...pg } = paginate(ids, p);
        return { result: { ok: true, ...pg, pools: Object.fromEntries(items.map((id) => [id, d.pools[id]])) } };
      }
      case 'ammdata.get_candles': {
        const pool = String(p.pool);
        if (!(pool in d.pools)) return { result: { ok: false, error: 'missing_or_invalid_pool', hint: `unknown pool ${pool}` } };
        const timeframe = typeof p.timeframe === 'string' ? p.timeframe : ESPO_DEFAULTS.timeframe;
        const side = typeof p.side === 'string' ? p.side : ESPO_DEFAULTS.side;
        const { items, ...pg } = paginate(d.candles[pool]?.[timeframe] ?? [], p);
        return { result: { ok: true, pool, timeframe, side, ...pg, candles: items } };
      }
      case 'ammdata.get_trades': {
        const pool = String(p.pool);
        if (!(pool in d.pools)) return { result: { ok: false, error: 'missing_or_invalid_pool', hint: `unknown pool ${pool}` } };
        const side = typeof p.side === 'string' ? p.side : ESPO_DEFAULTS.side;
        const filter_side = typeof p.filter_side === 'string' ? p.filter_side : ESPO_DEFAULTS.filterSide;
        const sort = typeof p.sort === 'string' ? p.sort : ESPO_DEFAULTS.sort;
        const dir = p.dir === 'asc' ? 'asc' : ESPO_DEFAULTS.dir;
        let list = (d.trades[pool] ?? []).filter((t) => filter_side === 'all' || t.side === filter_side);
        const key = (t: (typeof list)[number]) => (sort === 'amount' ? BigInt(t.amount_in) : BigInt(t.timestamp));
        list = [...list].sort((a, b) => {
          const x = key(a);
          const y = key(b);
          return (x < y ? -1 : x > y ? 1 : 0) * (dir === 'asc' ? 1 : -1);
        });
        const { items, ...pg } = paginate(list, p);
        return { result: { ok: true, pool, side, filter_side, sort, dir, ...pg, trades: items } };
      }
      default:
        return undefined;
    }
  };
}
