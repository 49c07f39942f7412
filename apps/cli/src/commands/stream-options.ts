// `gw stream eth-mempool`: its flags and help, without the client (./stream.ts runs it).
import { API_KEY_ENV_OPTION, type CommandSpec } from '../args.js';

export const streamEthMempoolSpec: CommandSpec = {
  name: 'stream eth-mempool',
  summary: 'follow the Ethereum mempool stream as JSON lines; flags pending bridge deposits to the vault',
  usage: 'stream eth-mempool [--network N] [--base-url URL] [--ws-base-url URL] [--api-key-env VAR] [--vault 0x...] [--max-events N]',
  options: {
    network: { type: 'string', help: 'mainnet, signet or regtest', default: 'mainnet' },
    'base-url': { type: 'string', help: 'gateway base URL (else GW_<NETWORK>_BASE_URL or GW_BASE_URL)' },
    'ws-base-url': { type: 'string', help: 'WebSocket base URL (else GW_<NETWORK>_WS_BASE_URL, else derived from the base URL)' },
    'api-key-env': API_KEY_ENV_OPTION,
    vault: { type: 'string', help: 'bridge vault address to flag deposits for (else GW_VAULT_ADDRESS)' },
    'recent-limit': { type: 'string', help: 'mempool_recent limit used to resync', default: '1000' },
    'max-events': { type: 'string', help: 'stop after N events (0 = until interrupted)', default: '0' },
  },
};
