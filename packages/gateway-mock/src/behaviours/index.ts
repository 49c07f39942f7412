import type { LoadedFixture } from '@gw/contract';
import type { Network } from '@gw/runtime';
import type { RpcBehaviour } from '../rpc-handler.js';
import { addressRule } from './addresses.js';
import { btcusdBehaviour } from './btcusd.js';
import { type Datasets, loadDatasets, type MempoolDataset } from './datasets.js';
import { espoBehaviour } from './espo.js';
import { ethMempoolBehaviour, type RecordedRecent } from './eth-mempool.js';
import { forexBehaviour } from './forex.js';
import { firstHttp, type HttpBehaviour } from './http.js';
import { mempoolBehaviour } from './mempool.js';
import { MempoolState } from './mempool-state.js';
import { observeBehaviour, type Publish } from './observe.js';
import { opiBehaviour } from './opi.js';
import { orderbookBehaviour } from './orderbook.js';
import { reorgBehaviour } from './reorg.js';
import { reorgUsageBehaviour } from './reorg-usage.js';
import { worldForex } from './world/forex.js';
import { opiWorld } from './world/opi.js';
import { Rng } from './world/rng.js';
import { brc20ProgWorld } from './world/brc20-prog.js';
import { orderbookWorld } from './world/orderbook.js';
import { dataApiWorld, espoDatasetOf, frusdWorld, jsonrpcWorld } from './world/surfaces.js';
import type { World } from './world/world.js';

export { type Datasets, loadDatasets, validateEspoDataset, validateForexDataset, validateMempoolDataset, validateReorgDataset } from './datasets.js';
export { syntheticHash } from './reorg.js';
export type { HttpBehaviour, HttpRequestView } from './http.js';
export { DEFAULT_WORLD, loadWorldFile, validateWorldFile, type WorldFile } from './world/file.js';
export { World } from './world/world.js';

/** Behaviours from datasets already loaded (tests inject their own). */
export function behavioursFrom(d: Datasets, network: Network = 'mainnet'): Record<string, RpcBehaviour> {
  const out: Record<string, RpcBehaviour> = {};
  if (d.mempool) out.mempool = mempoolBehaviour(new MempoolState(d.mempool));
  if (d.forex) out.forex = forexBehaviour(d.forex);
  if (d.reorg) out.reorg = reorgBehaviour(network, d.reorg);
  if (d.espo) out.espo = espoBehaviour(d.espo);
  return out;
}

/**
 * Computed behaviours by surface name for one network, from the `<root>/<network>/<surface>/_dataset.json` files
 * next to the fixtures (the caller says where: e.g. `@gw/fixtures`). Recorded fixtures always win over computed
 * answers (the gateway consults fixtures first).
 */
export function behaviours(network: Network, root: string): Record<string, RpcBehaviour> {
  return behavioursFrom(loadDatasets(network, root), network);
}

const firstRpc =
  (...list: Array<RpcBehaviour | undefined>): RpcBehaviour =>
  (method, params, mount) => {
    for (const b of list) {
      const a = b?.(method, params, mount);
      if (a) return a;
    }
    return undefined;
  };

/** No resident transaction, instance `local` (a network without a mempool dataset, no world). */
const emptyMempool = (): MempoolDataset => ({
  format: 'gw-mempool-dataset/1',
  instance: 'local',
  seq: 0,
  added_total: 0,
  removed_total: 0,
  subscribers: 0,
  entries: [],
});

/** The height the recorded OPI `block_height` answer names, if one is recorded. */
function recordedOpiHeight(fixtures: LoadedFixture[], network: string): number | undefined {
  for (const f of fixtures) {
    if (f.network !== network || f.surface !== 'opi' || f.operation !== 'block_height' || f.response?.status !== 200) continue;
    const n = Number(f.response.body);
    if (Number.isInteger(n) && n >= 0) return n;
  }
  return undefined;
}

/** The recorded Ethereum `mempool_recent` answer with the most entries: what an unrecorded limit is cut from. */
function recordedEthRecent(fixtures: LoadedFixture[], network: string): RecordedRecent | undefined {
  let best: RecordedRecent | undefined;
  for (const f of fixtures) {
    if (f.network !== network || f.surface !== 'eth-mempool' || f.operation !== 'mempool_recent' || f.response?.status !== 200) continue;
    const result = (f.response.body as { result?: Partial<RecordedRecent> } | undefined)?.result;
    if (!Array.isArray(result?.entries) || typeof result.seq !== 'number') continue;
    if (!best || result.entries.length > best.entries.length) best = { entries: result.entries, seq: result.seq };
  }
  return best;
}

export interface ComputedBehaviours {
  rpc: Record<string, RpcBehaviour>;
  http: Record<string, HttpBehaviour>;
  /** The Bitcoin mempool the mempool methods, observe and the stream share (the world's or the dataset's). */
  mempool?: MempoolState;
  /** True for a route that changes state (observe): it is computed every time, never answered from a recording. */
  acts(surface: string, operation: string): boolean;
  /**
   * The behaviours that answer from state (the world's, or the mempool's): a recording of a request they answer is
   * not replayed (served.ts). Seed rules that only fill in for what no recording holds (unknown order 404, ...) are
   * not among them.
   */
  owned: { rpc: Record<string, RpcBehaviour>; http: Record<string, HttpBehaviour> };
}

export interface ComputedOptions {
  network: Network;
  datasets: Datasets;
  fixtures: LoadedFixture[];
  world?: World;
  /** Broadcasts a frame on a stream surface (observe announces what it added). */
  publish: Publish;
  /** Unix ms (observe's first_seen). */
  clock?: () => number;
}

/**
 * Every computed seed rule, by surface: JSON-RPC behaviours and HTTP behaviours (REST/OPI routes). With a simulated world, the surfaces that expose its facts read them from it;
 * the datasets answer the rest.
 */
export function computedBehaviours({ network, datasets, fixtures, world, publish, clock }: ComputedOptions): ComputedBehaviours {
  const { mempool: _fromDataset, ...fromData } = behavioursFrom(datasets, network);
  const rpc: Record<string, RpcBehaviour> = { ...fromData };
  // One mempool state: the world's, else the dataset's, else an empty one (observe still has somewhere to add).
  const mempool = world?.mempool ?? new MempoolState(datasets.mempool ?? emptyMempool());
  rpc.mempool = mempoolBehaviour(mempool);
  rpc.btcusd = btcusdBehaviour(world);
  rpc['eth-mempool'] = ethMempoolBehaviour(world, recordedEthRecent(fixtures, network));
  rpc.reorg = reorgBehaviour(network, datasets.reorg, world);
  // Forex from data, never from a schema (seed 002 §Forex): the world's table, the dataset's, else the built-in one.
  rpc.forex = forexBehaviour(world?.forex ?? datasets.forex ?? worldForex(new Rng(0), Math.floor((clock ?? Date.now)() / 1000)));
  if (world) {
    // Read per call: the live stream moves the tip and the heights.
    rpc.espo = (m, p, mount) => espoBehaviour(espoDatasetOf(world))(m, p, mount);
    // The main endpoint serves the same views (the btcusd client's keyless fallback, seed 001 §Other endpoints).
    rpc.jsonrpc = firstRpc(jsonrpcWorld(world), btcusdBehaviour(world));
    rpc['brc20-prog'] = brc20ProgWorld(world);
    rpc.frusd = frusdWorld(world);
  }
  const recordedHeight = recordedOpiHeight(fixtures, network);
  const http: Record<string, HttpBehaviour> = {
    // The height rules first (a height above the indexed one is refused), then the world's balances and hashes.
    opi: firstHttp(
      opiBehaviour(() => world?.height('opi') ?? recordedHeight),
      world ? opiWorld(world) : undefined,
    ),
    orderbook: world ? firstHttp(orderbookWorld(world.orders), orderbookBehaviour) : orderbookBehaviour,
    'gateway-ops': firstHttp(observeBehaviour(mempool, publish, clock), reorgUsageBehaviour),
  };
  // Addresses are checked in every mode (seed 000 §Errors 1); the world's pools and price after that.
  http['data-api'] = firstHttp(addressRule(network), world ? dataApiWorld(world) : undefined);
  const worldSurfaces = world ? ['btcusd', 'eth-mempool', 'reorg', 'espo', 'jsonrpc', 'forex', 'brc20-prog', 'frusd'] : [];
  // The mempool answers from state only when something seeded it (the world, a dataset); an empty state leaves the
  // recorded answers (a proxy recording, say) to be replayed.
  const seeded = world !== undefined || datasets.mempool !== undefined ? ['mempool'] : [];
  const owned = {
    rpc: Object.fromEntries([...seeded, ...worldSurfaces].map((name) => [name, rpc[name]!])),
    http: (world ? { opi: http.opi!, 'data-api': http['data-api']! } : {}) as Record<string, HttpBehaviour>,
  };
  return { rpc, http, mempool, owned, acts: (surface, operation) => surface === 'gateway-ops' && operation === 'mempool-observe' };
}
