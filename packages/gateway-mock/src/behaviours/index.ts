import type { LoadedFixture } from '../fixture.js';
import type { RpcBehaviour } from '../rpc-handler.js';
import { type Datasets, loadDatasets } from './datasets.js';
import { espoBehaviour } from './espo.js';
import { forexBehaviour } from './forex.js';
import { mempoolBehaviour } from './mempool.js';
import { reorgBehaviour } from './reorg.js';

export { type Datasets, loadDatasets, validateEspoDataset, validateForexDataset, validateMempoolDataset, validateReorgDataset } from './datasets.js';
export { syntheticHash } from './reorg.js';

/** Behaviours from datasets already loaded (tests inject their own). */
export function behavioursFrom(d: Datasets): Record<string, RpcBehaviour> {
  const out: Record<string, RpcBehaviour> = {};
  if (d.mempool) out.mempool = mempoolBehaviour(d.mempool);
  if (d.forex) out.forex = forexBehaviour(d.forex);
  if (d.reorg) out.reorg = reorgBehaviour(d.reorg);
  if (d.espo) out.espo = espoBehaviour(d.espo);
  return out;
}

/**
 * Computed behaviours by surface name, built from the network's fixtures: the network is the fixtures' network,
 * and the data behind the answers is that network's `_dataset.json` next to the fixtures
 * (`conformance/fixtures/<network>/<surface>/_dataset.json`; `GW_DATASET_ROOT` points elsewhere).
 * Recorded fixtures always win over computed answers (the gateway consults fixtures first).
 */
export function behaviours(fixtures: LoadedFixture[], network: string | undefined = fixtures[0]?.network, root?: string): Record<string, RpcBehaviour> {
  if (!network) return {};
  return behavioursFrom(root ? loadDatasets(network, root) : loadDatasets(network));
}
