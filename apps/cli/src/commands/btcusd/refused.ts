// Commands the seed marks "refuse (transaction construction unavailable)". Nothing is sent.
import type { Command, CommandSpec } from '../../args.js';
import { refuse, type Values } from './common.js';

export const TX_CONSTRUCTION_UNAVAILABLE = 'transaction construction unavailable (seed 001 §Client command surface); nothing is built or sent';

export function refusedCommand(spec: CommandSpec): Command {
  return {
    ...spec,
    async run(values: Values) {
      return refuse(values, spec.name, TX_CONSTRUCTION_UNAVAILABLE);
    },
  };
}
