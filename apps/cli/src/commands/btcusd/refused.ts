// Commands the seed marks "refuse (transaction construction unavailable)". Nothing is sent.
import type { Command } from '../../args.js';
import { COMMON_OPTIONS, refuse, type Values } from './common.js';

export const TX_CONSTRUCTION_UNAVAILABLE = 'transaction construction unavailable (seed 001 §Client command surface); nothing is built or sent';

export function refusedCommand(verb: string, summary: string): Command {
  return {
    name: `btcusd ${verb}`,
    summary: `${summary} — refused: transaction construction unavailable`,
    usage: `btcusd ${verb} [--json]`,
    options: { ...COMMON_OPTIONS },
    async run(values: Values) {
      return refuse(values, `btcusd ${verb}`, TX_CONSTRUCTION_UNAVAILABLE);
    },
  };
}
