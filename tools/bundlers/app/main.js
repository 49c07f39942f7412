// The app of the bundler tests: the generated clients as an app team uses them, talking to the gateway behind the
// page's own origin (the dev server proxies /v4). `gwRun(apiKey)` makes one REST, one OPI and one JSON-RPC call, then
// one invalid call of each (refused before sending), and returns what each gave.
import { createDataApiClient } from '@gw/data-api';
import { createJsonrpcClient } from '@gw/jsonrpc';
import { createOpiClient } from '@gw/opi';
import { createGateway } from '@gw/runtime';

const outcome = async (call) => {
  try {
    return { ok: true, data: (await call()).data };
  } catch (e) {
    return { ok: false, name: e?.name ?? null, sent: e?.sent ?? null, message: String(e?.message ?? e) };
  }
};

export async function gwRun(baseUrl, apiKey) {
  const gw = createGateway({ network: 'mainnet', baseUrl, auth: { mode: 'path', apiKey }, timeoutMs: 30_000 });
  const data = createDataApiClient(gw);
  const opi = createOpiClient(gw);
  const rpc = createJsonrpcClient(gw);
  return {
    rest: await outcome(() => data.getBitcoinPrice({})),
    opi: await outcome(() => opi.activityOnBlock({ block_height: 921004 })),
    jsonrpc: await outcome(() => rpc.btcGetblockcount([])),
    restInvalid: await outcome(() => data.getAlkanes({ limit: -1 })),
    opiInvalid: await outcome(() => opi.activityOnBlock({ block_height: -1 })),
    jsonrpcInvalid: await outcome(() => rpc.btcGetblockhash([-5])),
  };
}

globalThis.gwRun = gwRun;
