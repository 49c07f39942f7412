// gw btcusd mempool info | entry <txid> | template | watch — the Bitcoin mempool JSON-RPC endpoint
// (/v4/{apiKey}/mempool, generated @gw/mempool client). The key is required there (seed 002 §Auth 5).
// "template" is not a documented mempool method (seed 002 lists mempool_info, _txids, _entry,
// _entries, _raw, _recent, _snapshot, _feerate_histogram): refused. watch refuses (the Bitcoin
// change stream's URL and frames are not shown).
import { createMempoolClient } from '@gw/mempool';
import { type Command, UsageError } from '../../args.js';
import { didYouMean } from '../../suggest.js';
import { apiKeyEnvOf, emit, failure, gatewayOf, refuse, toJsonText, type Values } from './common.js';
import { btcusdMempoolSpec } from './options.js';

export const TEMPLATE_NOT_DOCUMENTED =
  '"template" is not a documented method of the Bitcoin mempool endpoint (documented: mempool_info, mempool_txids, mempool_entry, mempool_entries, mempool_raw, mempool_recent, mempool_snapshot, mempool_feerate_histogram); nothing is sent';
export const WATCH_REFUSED = 'watch is unavailable: the Bitcoin mempool change stream URL, subscribe messages and frames are not shown';

export const btcusdMempool: Command = {
  ...btcusdMempoolSpec,
  async run(values: Values, positionals: string[]) {
    const [sub, arg] = positionals;
    if (sub === 'template') return refuse(values, 'btcusd mempool template', TEMPLATE_NOT_DOCUMENTED);
    if (sub === 'watch') return refuse(values, 'btcusd mempool watch', WATCH_REFUSED);
    if (sub !== 'info' && sub !== 'entry') {
      const guess = sub === undefined ? undefined : didYouMean(sub, ['info', 'entry', 'template', 'watch']);
      throw new UsageError(
        `${sub === undefined ? 'expected a subcommand' : `unknown subcommand ${sub}${guess ? ` (did you mean ${guess}?)` : ''}`}: info, entry <txid>, template or watch`,
      );
    }
    if (positionals.length > (sub === 'entry' ? 2 : 1)) throw new UsageError(`unexpected argument ${positionals[sub === 'entry' ? 2 : 1]}`);
    if (sub === 'entry' && (!arg || !/^[0-9a-fA-F]{64}$/.test(arg))) throw new UsageError('entry needs a 64-hex-character txid (display order)');
    try {
      const { gw, keyed } = gatewayOf(values);
      if (!keyed)
        throw new UsageError(`the mempool endpoint requires an API key: set ${apiKeyEnvOf(values)} (an unkeyed call is answered 401 INVALID_API_KEY)`);
      const client = createMempoolClient(gw);
      if (sub === 'info') {
        const r = await client.mempoolInfo();
        emit(
          values,
          r.data,
          Object.entries(r.data as Record<string, unknown>).map(([k, v]) => `${k.padEnd(14)} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`),
        );
        return 0;
      }
      const r = await client.mempoolEntry({ txid: arg!, ...(values['include-hex'] ? { include_hex: true } : {}) });
      emit(values, r.data, toJsonText(r.data).split('\n'));
      return 0;
    } catch (e) {
      return failure(`btcusd mempool ${sub}`, e);
    }
  },
};
