import type { Network } from '@gw/runtime';
import type { ForexDataset, MempoolDatasetEntry } from '../datasets.js';
import { chainHash } from '../chain.js';
import { MempoolState } from '../mempool-state.js';
import { HRP, segwitAddress, segwitScript } from './address.js';
import type { Brc20Holder, Indexer, WorldAnchors } from './anchors.js';
import { DEFAULT_WORLD, type WorldFile } from './file.js';
import { worldForex } from './forex.js';
import { drawOrders, type WorldOrder } from './orderbook.js';
import { Rng } from './rng.js';

/** How far below a height the world looks a drawn block hash up (`heightOfHash`). */
export const HASH_WINDOW = 2016;

export interface WorldSwap {
  timestamp: number;
  height: number;
  txid: string;
  vout: number;
  /** true: token0 in, token1 out. */
  zeroForOne: boolean;
  amountIn: string;
  amountOut: string;
  /** token1 per token0 in raw units, scaled by 1e18 (seed 001 §Price semantics). */
  priceQ: string;
}

export interface WorldPool {
  id: string;
  token0: string;
  token1: string;
  name: string;
  firstSeenHeight: number;
  reserve0: string;
  reserve1: string;
  totalSupply: string;
  /** Newest first. */
  swaps: WorldSwap[];
}

/** An Ethereum mempool transaction record (seed 002 §Ethereum mempool TxRecord). */
export interface EthTx {
  hash: string;
  from: string;
  to: string | null;
  nonce: number;
  value: string;
  gas_limit: number;
  max_fee_per_gas: string;
  max_priority_fee_per_gas: string;
  tx_type: number;
  input_len: number;
  selector: string;
  first_seen_ms: number;
  seq: number;
}

export const PRICE_Q_SCALE = 10n ** 18n;

/** token1 per token0 in raw units, scaled by 1e18. */
export const priceQ = (reserve0: string, reserve1: string): string => ((BigInt(reserve1) * PRICE_Q_SCALE) / BigInt(reserve0)).toString();

/**
 * One coherent simulated world: a chain tip, pools and their reserves, holders, and both mempools. Every surface
 * that exposes a fact reads it from here, so the same fact reads the same everywhere. Deterministic for a seed;
 * the Ethereum mempool moves only through `step()` (the live stream), one frame at a time.
 */
export class World {
  /** The chain tip; a Bitcoin block on the live stream moves it. */
  tip: number;
  tipTime: number;
  readonly factory: string;
  readonly pools: WorldPool[];
  readonly holders: Record<string, Array<{ address: string; amount: string }>>;
  /** BRC-20 balances by lower-case ticker, largest first (OPI holders, balances). */
  readonly brc20: Record<string, Brc20Holder[]>;
  /** The orderbook's orders (recorded ones, else drawn). */
  readonly orders: WorldOrder[];
  /** The rate table forex answers from (seed 002 §Forex). */
  readonly forex: ForexDataset;
  /** Espo's storage keys and candles: only what a recording gave (the world does not simulate them). */
  readonly espoKeys: Record<string, Array<{ hex: string; utf8: string }>>;
  readonly espoCandles: Record<string, Record<string, Array<Record<string, unknown>>>>;
  /** How far each indexer trails the chain tip (recorded heights keep their distance as the tip moves). */
  private readonly lag: Record<Indexer, number>;
  /** The frUSD index height minus the Ethereum block number (both move with Ethereum blocks). */
  private readonly frusdLag: number;
  private readonly hashes: Record<string, string>;
  /** The Bitcoin mempool; the live stream and `mempool/observe` change it. */
  mempool!: MempoolState;
  readonly eth = {
    resident: new Map<string, EthTx>(),
    seq: 0,
    addedTotal: 0,
    removedTotal: 0,
    blockNumber: 0,
    addsSinceBlock: 0,
  };
  private readonly rng: Rng;
  private readonly blockEvery: number;
  private btcAddsSinceBlock = 0;

  /** An instance name for the Ethereum stream's hello (a recording's, else `world-<seed>`). */
  ethInstance: string;

  /**
   * `anchors`: facts on record the world starts from (a fixture set's heights, hashes, mempools, rates, holders);
   * the seed draws everything else. Without anchors every value comes from the seed and the world file.
   */
  constructor(
    readonly seed: number,
    readonly network: Network,
    file: WorldFile = DEFAULT_WORLD,
    anchors: WorldAnchors = {},
  ) {
    const rng = new Rng(seed);
    this.rng = rng;
    this.blockEvery = file.block_every;
    this.tip = anchors.chain?.tip ?? file.tip + rng.int(0, 99);
    this.tipTime = file.time + (this.tip - file.tip) * 600;
    this.hashes = anchors.chain?.hashes ?? {};
    const lags = file.indexers ?? {};
    const lag = (ix: Indexer) => (anchors.heights?.[ix] !== undefined ? this.tip - anchors.heights[ix]! : (lags[ix] ?? 0));
    this.lag = { opi: lag('opi'), espo: lag('espo'), btcusd: lag('btcusd'), brc20: lag('brc20') };
    this.factory = file.factory;
    this.pools = file.pools.map((p) => this.pool(p));
    const espo = anchors.espo;
    this.holders = Object.fromEntries(Object.entries(file.holders).map(([id, n]) => [id, espo?.holders[id] ?? this.holderList(n)]));
    for (const [id, list] of Object.entries(espo?.holders ?? {})) this.holders[id] ??= list;
    this.espoKeys = espo?.keys ?? {};
    this.espoCandles = espo?.candles ?? {};
    this.orders = anchors.orders ?? drawOrders(new Rng(seed ^ 0x0bd3b00c), network, this.tipTime);
    this.brc20 = this.brc20Holders(file.brc20 ?? DEFAULT_WORLD.brc20!, anchors.brc20 ?? {});
    if (anchors.mempool) this.mempool = new MempoolState(anchors.mempool);
    else this.bitcoinMempool(file.mempool);
    this.eth.seq = rng.int(1000, 99999);
    this.eth.blockNumber = 23000000 + rng.int(0, 999999);
    this.ethInstance = `world-${seed}`;
    if (anchors.eth) {
      for (const tx of anchors.eth.resident) this.eth.resident.set(tx.hash, tx);
      this.eth.seq = anchors.eth.seq;
    } else for (let i = 0; i < file.eth_mempool; i++) this.addEthTx();
    this.frusdLag = anchors.frusdHeight !== undefined ? anchors.frusdHeight - this.eth.blockNumber : -rng.int(0, 5);
    // A generator of its own, so the rate table does not move the draws above for a seed.
    this.forex = anchors.forex ?? worldForex(new Rng(seed ^ 0x5eed_f0e), this.tipTime + 120, file.forex);
  }

  /** The height an indexer answers: the tip, less its lag. */
  height(ix: Indexer): number {
    return this.tip - this.lag[ix];
  }

  /** The frUSD index height (an Ethereum block number, seed 002 §Endpoints). */
  get frusdHeight(): number {
    return this.eth.blockNumber + this.frusdLag;
  }

  /** Moves the Ethereum stream past a recorded sequence: the next frame takes a later seq. */
  continueEthFrom(seq: number, instance?: string): void {
    this.eth.seq = Math.max(this.eth.seq, seq);
    if (instance) this.ethInstance = instance;
  }

  /** The hash of block `h` of the simulated chain (the network's genesis at 0; never the synthetic `f…` form). */
  blockHash(h: number): string {
    return this.hashes[String(h)] ?? chainHash(this.network, `world-${this.seed}`, h);
  }

  /**
   * The height of a block hash at or below `top`: a recorded hash, else one of the last `HASH_WINDOW` drawn blocks
   * (a simulation bound: an older drawn hash is unknown); undefined for a hash the world does not know.
   */
  heightOfHash(hash: string, top: number): number | undefined {
    const want = hash.toLowerCase();
    for (const [h, x] of Object.entries(this.hashes)) if (x === want && Number(h) <= top) return Number(h);
    for (let h = top; h >= 0 && h > top - HASH_WINDOW; h--) if (this.blockHash(h) === want) return h;
    return undefined;
  }

  /** Unix seconds of block `h` (600 s apart). */
  heightTime(h: number): number {
    return this.tipTime - (this.tip - h) * 600;
  }

  /** A taproot address (bech32m, valid checksum) of a drawn key. */
  private address(): string {
    return segwitAddress(HRP[this.network], 1, this.rng.hex(32));
  }

  /** A pool and its swaps, all at or below the BTC/USD index height (a pool read never runs ahead of its index). */
  private pool(p: WorldFile['pools'][number]): WorldPool {
    const rng = this.rng;
    const top = this.height('btcusd');
    const firstSeenHeight = top - rng.int(1000, 50000);
    let r0 = BigInt(rng.digits(rng.int(11, 14)));
    let r1 = BigInt(rng.digits(rng.int(8, 10)));
    const totalSupply = rng.digits(rng.int(19, 22));
    const swaps: WorldSwap[] = [];
    let height = firstSeenHeight;
    for (let i = 0; i < p.swaps; i++) {
      height += rng.int(1, Math.max(1, Math.floor((top - height) / (p.swaps - i + 1))));
      const zeroForOne = rng.int(0, 1) === 1;
      const [inR, outR] = zeroForOne ? [r0, r1] : [r1, r0];
      const amountIn = inR / BigInt(rng.int(50, 500));
      const amountOut = (outR * amountIn) / (inR + amountIn); // constant product, rounded down
      if (zeroForOne) [r0, r1] = [r0 + amountIn, r1 - amountOut];
      else [r1, r0] = [r1 + amountIn, r0 - amountOut];
      const [a0, a1] = zeroForOne ? [amountIn, amountOut] : [amountOut, amountIn];
      swaps.unshift({
        timestamp: this.heightTime(height),
        height,
        txid: rng.hex(32),
        vout: rng.int(0, 3),
        zeroForOne,
        amountIn: amountIn.toString(),
        amountOut: amountOut.toString(),
        priceQ: ((a1 * PRICE_Q_SCALE) / (a0 === 0n ? 1n : a0)).toString(),
      });
    }
    return { ...p, firstSeenHeight, reserve0: r0.toString(), reserve1: r1.toString(), totalSupply, swaps };
  }

  /** Recorded BRC-20 holders, and for the file's other tickers `n` drawn ones; each with its scriptPubKey. */
  private brc20Holders(counts: Record<string, number>, recorded: Record<string, Brc20Holder[]>): Record<string, Brc20Holder[]> {
    const out: Record<string, Brc20Holder[]> = {};
    for (const [ticker, list] of Object.entries(recorded)) out[ticker] = list.map((h) => ({ ...h, pkscript: h.pkscript || segwitScript(h.wallet) || '' }));
    for (const [ticker, n] of Object.entries(counts)) {
      if (out[ticker.toLowerCase()]) continue;
      out[ticker.toLowerCase()] = this.holderList(n).map(({ address, amount }) => {
        const overall = `${amount}${'0'.repeat(12)}`; // 18 decimals
        return { pkscript: segwitScript(address)!, wallet: address, overall_balance: overall, available_balance: overall };
      });
    }
    return out;
  }

  private holderList(n: number): Array<{ address: string; amount: string }> {
    const list = Array.from({ length: n }, () => ({ address: this.address(), amount: this.rng.digits(this.rng.int(6, 14)) }));
    return list.sort((a, b) => (BigInt(b.amount) > BigInt(a.amount) ? 1 : BigInt(b.amount) < BigInt(a.amount) ? -1 : 0));
  }

  private bitcoinMempool(n: number): void {
    this.mempool = new MempoolState({
      format: 'gw-mempool-dataset/1',
      instance: `world-${this.seed}`,
      seq: this.rng.int(1000, 99999),
      added_total: 0,
      removed_total: 0,
      subscribers: 0,
      entries: [],
    });
    for (let i = 0; i < n; i++) this.addBtcTx();
  }

  private addBtcTx(): MempoolDatasetEntry {
    const rng = this.rng;
    const size = rng.int(110, 400);
    const witness = rng.int(0, size - 100);
    const weight = (size - witness) * 4 + witness;
    const vsize = Math.ceil(weight / 4);
    const fee = vsize * rng.int(1, 60);
    return this.mempool.add({
      txid: rng.hex(32),
      wtxid: rng.hex(32),
      vsize,
      weight,
      fee,
      feerate: fee / vsize,
      // unix milliseconds of first sight (seed 002 §Bitcoin mempool entry), within the tip block's ten minutes
      first_seen: this.tipTime * 1000 + rng.int(0, 599_999),
      origin: 'p2p',
      provisional: false,
      rbf: rng.int(0, 1) === 1,
      hex: `02000000${rng.hex(size - 4)}`,
    });
  }

  private addEthTx(): EthTx {
    const rng = this.rng;
    const data = rng.int(0, 1) === 1;
    const tx: EthTx = {
      hash: `0x${rng.hex(32)}`,
      from: `0x${rng.hex(20)}`,
      to: rng.int(0, 9) === 0 ? null : `0x${rng.hex(20)}`,
      nonce: rng.int(0, 500),
      value: data ? '0' : rng.digits(rng.int(15, 19)),
      gas_limit: data ? rng.int(50000, 300000) : 21000,
      max_fee_per_gas: rng.digits(11),
      max_priority_fee_per_gas: rng.digits(9),
      tx_type: 2,
      input_len: data ? 4 + 32 * rng.int(1, 8) : 0,
      selector: data ? `0x${rng.hex(4)}` : '',
      first_seen_ms: this.tipTime * 1000 + this.eth.seq,
      seq: ++this.eth.seq,
    };
    this.eth.resident.set(tx.hash, tx);
    this.eth.addedTotal++;
    return tx;
  }

  /**
   * One live step of the Bitcoin mempool stream (frame shapes as observed, seed 002 shows none): an `add`; every
   * `block_every` adds, a block at tip + 1 mines the oldest half of the mempool (`remove` frames, reason `mined`,
   * then `block`). The tip moves with it, so every surface that reads a height reads the new one.
   */
  stepBitcoin(): unknown[] {
    const { hex: _hex, ...added } = this.addBtcTx();
    const frames: unknown[] = [{ type: 'add', ...added }];
    if (++this.btcAddsSinceBlock < this.blockEvery) return frames;
    this.btcAddsSinceBlock = 0;
    const m = this.mempool;
    const mined = m.removeOldest(Math.ceil(m.count / 2));
    for (const { entry, seq } of mined) frames.push({ type: 'remove', txid: entry.txid, vsize: entry.vsize, reason: 'mined', seq });
    this.tip++;
    this.tipTime += 600;
    frames.push({ type: 'block', height: this.tip, hash: this.blockHash(this.tip), removed: mined.length, seq: ++m.seq });
    return frames;
  }

  /**
   * One live step of the Ethereum mempool stream: an `add` frame; every `block_every` adds, the oldest half of the
   * resident transactions are mined (`remove` frames with reason `mined`, then the `block` frame). The state
   * changes before the frames are returned, so `mempool_entry` agrees with every frame already sent.
   */
  step(): unknown[] {
    const tx = this.addEthTx();
    const frames: unknown[] = [{ record: tx, seq: tx.seq }];
    if (++this.eth.addsSinceBlock < this.blockEvery) return frames;
    this.eth.addsSinceBlock = 0;
    const mined = [...this.eth.resident.values()].slice(0, Math.ceil(this.eth.resident.size / 2));
    for (const m of mined) {
      this.eth.resident.delete(m.hash);
      this.eth.removedTotal++;
      frames.push({ hash: m.hash, reason: 'mined', seq: ++this.eth.seq });
    }
    this.eth.blockNumber++;
    frames.push({ number: this.eth.blockNumber, hash: `0x${this.rng.hex(32)}`, removed: mined.length, seq: ++this.eth.seq });
    return frames;
  }
}
