// gw btcusd signers — the frBTC/frUSD signing-group view exists, but its view name is not shown by
// the seed (001 §Other endpoints rule 4). Refused: no view name is guessed, nothing is sent.
import type { Command } from '../../args.js';
import { refuse, type Values } from './common.js';
import { btcusdSignersSpec } from './options.js';

export const SIGNERS_NOT_SHOWN =
  'the signing-group view (frBTC/frUSD taproot addresses) exists but its view name is not shown by the seed; no name is guessed and nothing is sent';

export const btcusdSigners: Command = {
  ...btcusdSignersSpec,
  async run(values: Values) {
    return refuse(values, 'btcusd signers', SIGNERS_NOT_SHOWN);
  },
};
