// gw btcusd deposit — prepares the two unsigned Ethereum calls (approve to the TOKEN for exactly the
// amount, then depositAndBridge to the vault) and the bridgeData hex with @gw/bridge. Addresses come
// from flags or the environment, never invented. The intent is written to the durable journal
// BEFORE anything is shown; a repeat of the same canonical inputs warns as a duplicate.
// A BTC conversion (--convert-bps > 0) refuses (exit 3) unless --conversion-layout names the
// btc_conversion field numbers the caller has verified: they are not published (@gw/bridge conversion.ts).
// Local signing refuses: hand the printed calldata to a wallet. No private key is ever asked for.
import { buildDeposit, ConversionLayoutRequired, type DepositAsset, parseConversionLayout } from '@gw/bridge';
import { recordIntent } from '@gw/bridge/journal';
import { type Command, UsageError } from '../../args.js';
import { emit, failure, flag, io, refuse, requireMainnet, type Values } from './common.js';
import { btcusdDepositSpec } from './options.js';

export const SIGNING_REFUSED =
  'local signing is not offered: hand the printed calldata to your wallet (preferred), a local keystore or an unattended environment setup — no private key is ever requested here';

export const btcusdDeposit: Command = {
  ...btcusdDepositSpec,
  async run(values: Values) {
    if (values.sign) return refuse(values, 'btcusd deposit', SIGNING_REFUSED);
    try {
      requireMainnet(values);
      const asset = (flag(values, 'asset') ?? '').toUpperCase();
      if (asset !== 'USDC' && asset !== 'USDT') throw new UsageError('--asset must be USDC or USDT');
      const amount = flag(values, 'amount');
      const recipient = flag(values, 'recipient');
      if (!amount) throw new UsageError('--amount is required');
      if (!recipient) throw new UsageError('--recipient is required');
      const vault = flag(values, 'vault') ?? io.env.GW_FRUSD_VAULT;
      const token = flag(values, 'token') ?? io.env[`GW_${asset}_ADDRESS`];
      if (!vault) throw new UsageError('vault address: pass --vault or set GW_FRUSD_VAULT (never invented)');
      if (!token) throw new UsageError(`token address: pass --token or set GW_${asset}_ADDRESS (never invented)`);
      const layoutText = flag(values, 'conversion-layout');
      if (layoutText !== undefined && flag(values, 'convert-bps') === undefined) throw new UsageError('--conversion-layout given without --convert-bps');
      const conversionLayout = layoutText === undefined ? undefined : parseConversionLayout(layoutText, '--conversion-layout');
      const input = {
        asset: asset as DepositAsset,
        amount,
        recipient,
        ...(flag(values, 'convert-bps') !== undefined ? { convertBps: flag(values, 'convert-bps')! } : {}),
        ...(flag(values, 'btc-destination') !== undefined ? { btcDestination: flag(values, 'btc-destination')! } : {}),
        ...(flag(values, 'max-slippage-bps') !== undefined ? { maxSlippageBps: flag(values, 'max-slippage-bps')! } : {}),
      };
      const plan = buildDeposit(input, { vault, tokens: { [asset]: token }, ...(conversionLayout ? { conversionLayout } : {}) });
      // Journal first (fsync'd); only then show anything.
      const j = recordIntent(
        'deposit',
        { ...input, ...(plan.conversion ? { conversionLayout } : {}), vault: plan.depositAndBridge.to, token: plan.approve.to },
        plan,
        { ...(flag(values, 'journal') ? { path: flag(values, 'journal')! } : {}), env: io.env },
      );
      if (j.warning) io.err(`warning: ${j.warning}`);
      for (const a of plan.adjustments) io.err(`note: ${a.field} ${a.requested} -> ${a.applied}: ${a.reason}`);
      const doc = { intentId: j.record.id, journal: j.path, duplicate: j.duplicate, ...plan, signing: 'refused: hand the calldata to a wallet' };
      emit(values, doc, [
        `intent ${j.record.id} journaled in ${j.path}${j.duplicate ? ' (DUPLICATE)' : ''}`,
        `1. approve (send to the ${asset} token; must confirm before step 2)`,
        `   to    ${plan.approve.to}`,
        `   data  ${plan.approve.data}`,
        '2. depositAndBridge (send to the vault)',
        `   to    ${plan.depositAndBridge.to}`,
        `   data  ${plan.depositAndBridge.data}`,
        `bridgeData ${plan.bridgeDataHex}`,
        `amount ${plan.amountBaseUnits} base units (asset id ${plan.assetId}); recipient script ${plan.recipientScriptHex}`,
        ...(plan.conversion
          ? [
              `conversion ${plan.conversion.convertBps} bps to script ${plan.conversion.btcDestinationScriptHex}${plan.conversion.maxSlippageBps !== undefined ? `, max slippage ${plan.conversion.maxSlippageBps} bps` : ''}`,
            ]
          : []),
        ...(plan.conversion
          ? [
              `conversion field layout (yours, unpublished): convert_bps=${plan.conversion.layout.convertBps},btc_destination=${plan.conversion.layout.btcDestination},max_slippage_bps=${plan.conversion.layout.maxSlippageBps}`,
            ]
          : []),
        'prefer private submission through the ethereum-builder endpoint: the calldata reveals the BTC destination and conversion split',
        'every failure on this path is silent on-chain: check the recipient and destination before signing',
      ]);
      return 0;
    } catch (e) {
      if (e instanceof ConversionLayoutRequired) return refuse(values, 'btcusd deposit', e.message);
      return failure('btcusd deposit', e);
    }
  },
};
