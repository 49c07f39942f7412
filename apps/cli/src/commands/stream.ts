import { DEFAULT_API_KEY_ENV, type Gateway, gatewayFromEnv, redact } from '@gw/runtime';
import { createEthMempoolClient, createEthMempoolStream, ethMempoolStreamUrl, matchDeposit } from '@gw/eth-mempool';
import { type Command, networkOf, UsageError } from '../args.js';
import { streamEthMempoolSpec } from './stream-options.js';

export interface StreamRun {
  gw: Gateway;
  /** Bridge vault address (configuration; the seed shows only a placeholder). */
  vault?: string;
  /** mempool_recent limit for resyncs. */
  recentLimit: number;
  /** Stop after this many printed events (0 = run until stopped). */
  maxEvents: number;
  write: (line: string) => void;
  warn: (line: string) => void;
  signal?: AbortSignal;
}

/** Follows the Ethereum mempool stream, printing one JSON object per event and flagging pending bridge deposits. */
export async function streamEthMempool(o: StreamRun): Promise<void> {
  const auth = o.gw.auth;
  if (auth.mode !== 'path' && auth.mode !== 'alias')
    throw new UsageError(`the Ethereum mempool stream needs an API key (set ${DEFAULT_API_KEY_ENV} or pass --api-key-env)`);
  const key = auth.mode === 'path' ? auth.apiKey : auth.alias;
  if (!o.vault) o.warn('note: no --vault (or GW_VAULT_ADDRESS): bridge deposits are not flagged');
  const rpc = createEthMempoolClient(o.gw);
  let printed = 0;
  await new Promise<void>((resolve, reject) => {
    const emit = (event: Record<string, unknown>) => {
      o.write(JSON.stringify(event));
      if (o.maxEvents && ++printed >= o.maxEvents) done();
    };
    const stream = createEthMempoolStream({
      url: ethMempoolStreamUrl(o.gw.wsBaseUrl!, key),
      fetchRecent: async () => (await rpc.mempoolRecent({ limit: o.recentLimit })).data,
      onHello: (h) => emit({ event: 'hello', ...h }),
      onAdd: (record, seq) => {
        const deposit = o.vault ? matchDeposit(record, o.vault, seq) : null;
        emit({ event: 'add', seq, record, ...(deposit ? { pendingBridgeDeposit: true } : {}) });
        if (deposit) emit({ event: 'pending-bridge-deposit', ...deposit });
      },
      onRemove: (hash, reason, seq) => emit({ event: 'remove', seq, hash, reason }),
      onBlock: (b) => emit({ event: 'block', ...b }),
      onResync: (r) => emit({ event: 'resync', ...r }),
      responseValidation: o.gw.responseValidation,
      onIssue: (i) => o.warn(`frame ${i.operation} does not match the spec: ${i.issues.map((x) => x.message).join('; ')}`),
      onUnknownFrame: (_f, error) => o.warn(`unknown frame: ${error}`),
      onError: (e) => {
        o.warn(`${e.kind}: ${redact(e.message, o.gw.secrets)}`);
        // A refused key or operation: the stream has stopped for good, so does the command (exit 1, the error said).
        if (e.kind === 'refused') {
          reject(e);
          done();
        }
      },
    });
    function done() {
      stream.close();
      resolve();
    }
    o.signal?.addEventListener('abort', done, { once: true });
  });
}

export const streamEthMempoolCommand: Command = {
  ...streamEthMempoolSpec,
  async run(v) {
    const gw = gatewayFromEnv({
      network: networkOf(v),
      ...(v['base-url'] ? { baseUrl: v['base-url'] as string } : {}),
      ...(v['ws-base-url'] ? { wsBaseUrl: v['ws-base-url'] as string } : {}),
      apiKeyEnv: v['api-key-env'] as string,
    });
    const vault = (v.vault as string | undefined) ?? process.env.GW_VAULT_ADDRESS;
    if (vault !== undefined && !/^0x[0-9a-fA-F]{40}$/.test(vault)) throw new UsageError('--vault must be a 0x-prefixed 20-byte address');
    const num = (name: string) => {
      const n = Number(v[name]);
      if (!Number.isInteger(n) || n < 0) throw new UsageError(`--${name} must be a non-negative integer`);
      return n;
    };
    const ac = new AbortController();
    process.once('SIGINT', () => ac.abort());
    await streamEthMempool({
      gw,
      ...(vault ? { vault } : {}),
      recentLimit: num('recent-limit') || 1000,
      maxEvents: num('max-events'),
      write: (l) => console.log(l),
      warn: (l) => console.error(l),
      signal: ac.signal,
    });
    return 0;
  },
};
