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
 * Computed behaviours by surface name for one network, from the `<root>/<network>/<surface>/_dataset.json` files
 * next to the fixtures (the caller says where: e.g. `@gw/fixtures`). Recorded fixtures always win over computed
 * answers (the gateway consults fixtures first).
 */
export function behaviours(network: string, root: string): Record<string, RpcBehaviour> {
  return behavioursFrom(loadDatasets(network, root));
}
