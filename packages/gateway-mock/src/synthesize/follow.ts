import type { Rng } from './prng.js';

// biome-ignore lint/suspicious/noExplicitAny: drawn answers are JSON of every operation's shape, fixed member by member
type Obj = Record<string, any>;

/**
 * What a synthesized answer takes from its request and from the seeds, beyond its schema (issue 20 item 3):
 * - echoes: a member the answer shares with the request (limit, offset, page, pool, alkane, market, token_in, base,
 *   fee_bps, …) is the request's value, or the seed's default when the request left it out;
 * - item counts: lists hold at most `limit`/`count` items; `count` is the number returned; paging totals and
 *   `has_more` agree with the page;
 * - filters (`transactionType`, `filter_side`) hold for every record;
 * - per operation, the seed's units and relations (unix ms series in time order, 52-week low <= high, integer
 *   balance strings, hops that chain, profit = out - in, the block asked for, ...).
 * `payload` is the answer's data (REST `data`, OPI `result`, JSON-RPC `result`); `req` the request with defaults filled;
 * `members`: the members the payload's schema declares (an echo is added when the draw left a declared one out).
 */
export function follow(surface: string, operation: string, payload: unknown, req: Obj, rng: Rng, members: ReadonlySet<string> = new Set()): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return OPERATIONS[`${surface}/${operation}`]?.(payload, req, rng) ?? payload;
  const p = payload as Obj;
  echo(p, req, members);
  counts(p, req);
  return OPERATIONS[`${surface}/${operation}`]?.(p, req, rng) ?? p;
}

/** Request members the answer repeats (when it carries them or its schema declares them) and the value is a scalar of the same JSON type. */
const ECHOED = [
  'limit',
  'offset',
  'page',
  'pool',
  'alkane',
  'address',
  'outpoint',
  'token',
  'token_in',
  'token_out',
  'mode',
  'fee_bps',
  'max_hops',
  'side',
  'filter_side',
  'sort',
  'dir',
  'timeframe',
  'market',
];

function echo(p: Obj, req: Obj, members: ReadonlySet<string>): void {
  for (const k of ECHOED) {
    const v = req[k];
    if (v === undefined || v === null || typeof v === 'object') continue;
    if (k in p ? typeof p[k] === typeof v : members.has(k)) p[k] = v;
  }
}

/** The page size a request asks for: `limit`, else the history routes' `count`, else `totalTxs`. */
const pageSize = (req: Obj): number | undefined => {
  for (const k of ['limit', 'count', 'totalTxs']) if (Number.isInteger(req[k])) return req[k] as number;
  return undefined;
};

/** The lists of an answer: its top-level arrays and those of an `items` object (REST history payloads). */
function lists(p: Obj): Array<[Obj, string]> {
  const out: Array<[Obj, string]> = [];
  for (const [k, v] of Object.entries(p)) if (Array.isArray(v)) out.push([p, k]);
  if (p.items && typeof p.items === 'object' && !Array.isArray(p.items))
    for (const [k, v] of Object.entries(p.items)) if (Array.isArray(v)) out.push([p.items, k]);
  return out;
}

function counts(p: Obj, req: Obj): void {
  const paged = Number.isInteger(p.page) && Number.isInteger(p.limit);
  // Espo maps keyed by id (pools, storage keys) are pages too.
  const maps = paged ? ['pools', 'items'].filter((k) => p[k] && typeof p[k] === 'object' && !Array.isArray(p[k])) : [];
  const size = pageSize(req);
  if (size !== undefined) {
    for (const [o, k] of lists(p)) if (o[k].length > size) o[k] = o[k].slice(0, size);
    for (const k of maps) p[k] = Object.fromEntries(Object.entries(p[k]).slice(0, size));
  }
  const lengths = [...lists(p).map(([o, k]) => o[k].length as number), ...maps.map((k) => Object.keys(p[k]).length)];
  if (!lengths.length) return;
  const n = Math.max(...lengths);
  if (typeof p.count === 'number') p.count = n;
  // 0-indexed paging (seed 002 §Espo): total covers this page; has_more iff items remain after it.
  if (paged && typeof p.has_more === 'boolean' && Number.isInteger(p.total)) {
    const before = p.page * p.limit;
    p.total = before + n + (p.has_more && n === p.limit ? 1 + (p.total % 7) : 0);
    p.has_more = p.total > before + n;
  } else if (Number.isInteger(p.total) && Number.isInteger(p.offset)) p.total = Math.max(p.total, p.offset + n);
  else if (Number.isInteger(p.total)) p.total = Math.max(p.total, n);
}

/** A positive integer string of `digits` digits. */
const uint = (rng: Rng, digits: number) => `${rng.int(1, 9)}${Array.from({ length: digits - 1 }, () => rng.int(0, 9)).join('')}`;
const hex = (rng: Rng, bytes: number) => Array.from({ length: bytes }, () => rng.int(0, 255).toString(16).padStart(2, '0')).join('');

/** OPI balances: integer strings (18-decimal units), available <= overall. */
function opiBalance(r: Obj, rng: Rng): Obj {
  if (!r || typeof r !== 'object') return r;
  if ('overall_balance' in r || 'available_balance' in r) {
    const overall = BigInt(uint(rng, rng.int(19, 24)));
    r.overall_balance = overall.toString();
    r.available_balance = ((overall * BigInt(rng.int(0, 100))) / 100n).toString();
  }
  return r;
}

const DAY_MS = 86_400_000;
/** A market-chart series: `[unix ms, positive number]` points in time order over the last `days` days. */
function series(points: unknown, days: number, rng: Rng, level: number): unknown {
  if (!Array.isArray(points)) return points;
  const end = 1_789_059_439_000;
  const step = Math.max(1, Math.floor((days * DAY_MS) / Math.max(1, points.length)));
  return points.map((_, i) => [end - (points.length - 1 - i) * step, Math.round(level * (0.9 + rng.int(0, 200) / 1000) * 100) / 100]);
}

const hop = (rng: Rng, a: string, b: string) => ({
  pool: `2:${rng.int(1, 99999)}`,
  token_in: a,
  token_out: b,
  amount_in: uint(rng, 8),
  amount_out: uint(rng, 8),
});
const ALKANE = /^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$/;
const alkaneOf = (v: unknown, rng: Rng) => (typeof v === 'string' && ALKANE.test(v) ? v : `2:${rng.int(0, 999)}`);

/** Returned by a fix to reject a draw: the synthesizer draws again. */
export const REDRAW: unique symbol = Symbol('redraw');

/** Per operation: the seed's units and relations. */
// biome-ignore lint/suspicious/noExplicitAny: each fixer knows its operation's shape
const OPERATIONS: Record<string, (p: any, req: Obj, rng: Rng) => unknown> = {
  'data-api/get-all-amm-tx-history': (p, req) => filterType(p, req),
  'data-api/get-all-address-amm-tx-history': (p, req) => filterType(p, req),
  'data-api/get-bitcoin-market-chart': (p, req, rng) => {
    const days = Number(req.days ?? 1);
    for (const [k, level] of [
      ['prices', 97_500],
      ['market_caps', 1.9e12],
      ['total_volumes', 4.5e10],
    ] as const)
      if (k in p) p[k] = series(p[k], days, rng, level);
    return p;
  },
  'data-api/get-bitcoin-market-weekly': (p, _req, rng) => {
    const md = p.market_data;
    if (!md) return p;
    const low = 50_000 + rng.int(0, 20_000);
    const high = low + 20_000 + rng.int(0, 60_000);
    const current = low + rng.int(0, high - low);
    md.low_52w = { ...md.low_52w, usd: low };
    md.high_52w = { ...md.high_52w, usd: high };
    md.current_price = { ...md.current_price, usd: current };
    return p;
  },
  'opi/get_current_balance_of_wallet': (p, _req, rng) => opiBalance(p, rng),
  'opi/balance_on_block': (p, _req, rng) => opiBalance(p, rng),
  'opi/holders': (p, _req, rng) => {
    for (const h of p.unused_txes ?? []) opiBalance(h, rng);
    return p;
  },
  'opi/get_valid_tx_notes_of_wallet': (p, _req, rng) => notes(p, rng),
  'opi/get_valid_tx_notes_of_ticker': (p, _req, rng) => notes(p, rng),
  'brc20-prog/brc20_balance': (_p, _req, rng) => uint(rng, rng.int(1, 22)),
  'brc20-prog/eth_estimateGas': (_p, _req, rng) => `0x${(21000 + rng.int(0, 500_000)).toString(16)}`,
  'brc20-prog/eth_call': (_p, _req, rng) => `0x${hex(rng, 32 * rng.int(0, 2))}`,
  // A block by number exists (a block above the module's height is the world's to refuse, before synthesis): never null.
  'brc20-prog/eth_getBlockByNumber': (p, req) => (p === null ? REDRAW : block(p, req, 'number')),
  'brc20-prog/eth_getTransactionReceipt': (p, req) => {
    if (p && typeof req.params?.[0] === 'string') p.transactionHash = req.params[0].toLowerCase();
    return p;
  },
  'brc20-prog/eth_getBlockByHash': (p, req) => block(p, req, 'hash'),
  'brc20-prog/debug_traceTransaction': (p, _req, rng) =>
    p ?? { type: 'CALL', from: `0x${hex(rng, 20)}`, to: `0x${hex(rng, 20)}`, value: '0x0', gas: '0x5208', gasUsed: '0x5208', input: '0x', output: '0x' },
  'espo/ammdata.find_best_swap_path': (p, req, rng) => {
    if (p.ok === false || !Array.isArray(p.hops)) return p;
    const a = alkaneOf(req.token_in ?? p.token_in, rng);
    const b = alkaneOf(req.token_out ?? p.token_out, rng);
    p.token_in = a;
    p.token_out = b;
    const n = Math.min(Math.max(1, p.hops.length), Number.isInteger(req.max_hops) && req.max_hops > 0 ? req.max_hops : 3);
    const path = [a, ...Array.from({ length: n - 1 }, () => `2:${rng.int(0, 999)}`), b];
    p.hops = path.slice(1).map((t, i) => hop(rng, path[i]!, t));
    return p;
  },
  'espo/ammdata.get_best_mev_swap': (p, req, rng) => {
    if (p.ok === false) return p;
    const t = alkaneOf(req.token ?? p.token, rng);
    p.token = t;
    p.amount_in = uint(rng, 8);
    p.amount_out = uint(rng, 8);
    p.profit = (BigInt(p.amount_out) - BigInt(p.amount_in)).toString();
    if (Array.isArray(p.hops)) {
      const mid = `2:${rng.int(0, 999)}`;
      p.hops = [hop(rng, t, mid), hop(rng, mid, t)];
    }
    return p;
  },
  'espo/get_address_balances': (p) => {
    if (p.ok === false || !Array.isArray(p.outpoints)) return p;
    p.balances ??= {};
    for (const o of p.outpoints) for (const e of o.entries ?? []) if (!(e.alkane in p.balances)) p.balances[e.alkane] = e.amount;
    return p;
  },
  'espo/get_outpoint_balances': (p, req) => {
    if (typeof req.outpoint === 'string' && Array.isArray(p.items)) for (const i of p.items) if (i && typeof i === 'object') i.outpoint = req.outpoint;
    return p;
  },
  'espo/ammdata.get_trades': (p, req) => {
    const want = req.filter_side;
    if ((want === 'buy' || want === 'sell') && Array.isArray(p.trades)) for (const t of p.trades) t.side = want;
    return p;
  },
  'eth-mempool/mempool_recent': (p) => newestFirst(p, 'first_seen_ms'),
  'mempool/mempool_recent': (p) => newestFirst(p, 'first_seen'),
  'eth-mempool/mempool_info': (p) => {
    if (Number.isInteger(p.added_total) && Number.isInteger(p.removed_total) && p.removed_total > p.added_total)
      [p.added_total, p.removed_total] = [p.removed_total, p.added_total];
    if (Number.isInteger(p.count) && Number.isInteger(p.added_total)) p.added_total = Math.max(p.added_total, (p.removed_total ?? 0) + p.count);
    return p;
  },
  'jsonrpc/esplora_address::utxo': (p, _req, rng) => {
    // A confirmed output names its block (observed.md §5).
    if (Array.isArray(p)) for (const u of p) if (u?.status?.confirmed === true) u.status.block_height ??= 900_000 + rng.int(0, 61_000);
    return p;
  },
  'jsonrpc/esplora_fee-estimates': (p) => {
    // A longer target never costs more: the rates, sorted, in target order.
    const targets = Object.keys(p).sort((a, b) => Number(a) - Number(b));
    const rates = targets.map((t) => p[t] as number).sort((a, b) => b - a);
    return Object.fromEntries(targets.map((t, i) => [t, rates[i]]));
  },
};

/** `entries` newest first (seed 002: mempool_recent), by first sight then seq. */
function newestFirst(p: Obj, seen: string): Obj {
  if (Array.isArray(p.entries)) p.entries.sort((a: Obj, b: Obj) => (b?.[seen] ?? 0) - (a?.[seen] ?? 0) || (b?.seq ?? 0) - (a?.seq ?? 0));
  return p;
}

function filterType(p: Obj, req: Obj): Obj {
  const want = req.transactionType;
  if (typeof want !== 'string') return p;
  for (const [o, k] of lists(p)) for (const r of o[k]) if (r && typeof r === 'object') r.type = want;
  return p;
}

function notes(p: Obj, rng: Rng): Obj {
  for (const t of p?.unused_txes ?? []) if (t && typeof t === 'object' && 'amount' in t) t.amount = uint(rng, rng.int(1, 24));
  return p;
}

/** The block asked for (by number or hash); transactions as hashes unless full transactions were asked for. */
function block(p: Obj | null, req: Obj, by: 'number' | 'hash'): unknown {
  if (!p) return p;
  const asked = Array.isArray(req.params) ? req.params[0] : undefined;
  if (by === 'hash' && typeof asked === 'string') p.hash = asked.toLowerCase();
  if (by === 'number' && typeof asked === 'string' && /^0x[0-9a-fA-F]+$/.test(asked)) p.number = `0x${BigInt(asked).toString(16)}`;
  const full = Array.isArray(req.params) ? req.params[1] === true : false;
  if (Array.isArray(p.transactions))
    p.transactions = full ? p.transactions.filter((t: unknown) => t && typeof t === 'object') : p.transactions.filter((t: unknown) => typeof t === 'string');
  return p;
}
