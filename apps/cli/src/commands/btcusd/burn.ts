// gw btcusd burn — builds burnData (raw bytes, not protobuf) with @gw/bridge. --dry-run prints it
// without journaling; otherwise the intent is journaled (fsync'd) before it is shown. Broadcast
// refuses: the packing of the burn cellpack around burnData must be verified against the
// integration tests before signing, and no private key is ever asked for.
import { buildBurnData } from '@gw/bridge';
import { recordIntent } from '@gw/bridge/journal';
import { type Command, UsageError } from '../../args.js';
import { emit, failure, flag, io, refuse, requireMainnet, type Values } from './common.js';
import { btcusdBurnSpec } from './options.js';

export const BROADCAST_REFUSED =
  'broadcast is not offered: the burn cellpack packing around burnData must be verified against the integration tests before signing, and no key is ever requested here';

export const btcusdBurn: Command = {
  ...btcusdBurnSpec,
  async run(values: Values) {
    if (values.broadcast) return refuse(values, 'btcusd burn', BROADCAST_REFUSED);
    try {
      requireMainnet(values);
      refusePastDeadline(flag(values, 'deadline'));
      const enc = flag(values, 'plain-encoding');
      if (enc !== undefined && enc !== 'empty' && enc !== 'flag') throw new UsageError('--plain-encoding must be empty or flag');
      const input = {
        ...(flag(values, 'to-eth-bps') !== undefined ? { toEthBps: flag(values, 'to-eth-bps')! } : {}),
        ...(flag(values, 'payout-amount') !== undefined ? { payoutAmount: flag(values, 'payout-amount')! } : {}),
        ...(flag(values, 'amount-out-min') !== undefined ? { amountOutMin: flag(values, 'amount-out-min')! } : {}),
        ...(flag(values, 'to') !== undefined ? { to: flag(values, 'to')! } : {}),
        ...(flag(values, 'deadline') !== undefined ? { deadline: flag(values, 'deadline')! } : {}),
        ...(enc ? { plainEncoding: enc as 'empty' | 'flag' } : {}),
      };
      const config = {
        router: flag(values, 'router') ?? io.env.GW_BRIDGE_ROUTER ?? '',
        usdc: flag(values, 'usdc') ?? io.env.GW_USDC_ADDRESS ?? '',
        weth: flag(values, 'weth') ?? io.env.GW_WETH_ADDRESS ?? '',
      };
      const plan = buildBurnData(input, config);
      const { burnData: _bytes, ...shown } = plan;
      let journal: { intentId: string; path: string; duplicate: boolean } | null = null;
      if (!values['dry-run']) {
        const j = recordIntent('burn', { ...input, ...(plan.kind === 'call' ? config : {}) }, shown, {
          ...(flag(values, 'journal') ? { path: flag(values, 'journal')! } : {}),
          env: io.env,
        });
        if (j.warning) io.err(`warning: ${j.warning}`);
        journal = { intentId: j.record.id, path: j.path, duplicate: j.duplicate };
      }
      emit(values, { dryRun: !!values['dry-run'], journal, ...shown, broadcast: 'refused' }, [
        journal ? `intent ${journal.intentId} journaled in ${journal.path}${journal.duplicate ? ' (DUPLICATE)' : ''}` : 'dry run: not journaled',
        `burnData (${plan.kind}) ${plan.burnDataHex}`,
        ...(plan.swap
          ? [
              `router ${plan.swap.router} swapExactTokensForETH amountIn ${plan.swap.amountInBaseUnits} amountOutMin ${plan.swap.amountOutMinWei} wei to ${plan.swap.to} deadline ${plan.swap.deadline}`,
            ]
          : []),
        'verify the burn cellpack packing around burnData against the integration tests before signing',
      ]);
      return 0;
    } catch (e) {
      return failure('btcusd burn', e);
    }
  },
};

/** A deadline already past makes the router revert after the burn: refused before anything is built. */
function refusePastDeadline(deadline: string | undefined): void {
  if (deadline === undefined || !/^[0-9]+$/.test(deadline)) return; // the builder refuses what is not a number
  const seconds = BigInt(deadline);
  if (seconds * 1000n <= BigInt(Date.now()))
    throw new UsageError(
      `--deadline ${deadline} is in the past (${new Date(Number(seconds) * 1000).toISOString()}): the router would revert; give a future unix time in seconds`,
    );
}
