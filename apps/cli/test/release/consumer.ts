// An app outside the monorepo, as a user writes it against the published packages. release.test.ts copies this file
// into a scratch project that installed the packed tarballs with plain npm, typechecks it with tsc (strict, nodenext)
// and runs it against the local gateway. Each call prints one JSON line `{"step": ..., ...}`.
import { createBtcusdViews } from '@gw/btcusd';
import { createDataApiClient } from '@gw/data-api';
import { createEthMempoolClient, createEthMempoolStream, ethMempoolStreamUrl } from '@gw/eth-mempool';
import { createJsonrpcClient } from '@gw/jsonrpc';
import { createOpiClient } from '@gw/opi';
import { createGateway, type Gateway, InvalidApiKeyError, RequestValidationError } from '@gw/runtime';

const baseUrl = process.env.GW_BASE_URL; // configuration, never written into the code
const apiKey = process.env.GW_API_KEY; // from the environment, never logged
if (!baseUrl || !apiKey) throw new Error('set GW_BASE_URL and GW_API_KEY');

const print = (step: string, value: Record<string, unknown>) =>
  console.log(JSON.stringify({ step, ...value }, (_k, v) => (typeof v === 'bigint' ? v.toString() : v)));
const gw: Gateway = createGateway({ network: 'mainnet', baseUrl, auth: { mode: 'path', apiKey }, timeoutMs: 10_000 });

// REST (data API)
const price = await createDataApiClient(gw).getBitcoinPrice({});
print('rest', { usd: price.data.bitcoin.usd, rateLimit: price.meta.rateLimit ?? null });

// OPI
const db = await createOpiClient(gw).dbVersion();
print('opi', { result: db.data });

// JSON-RPC
const height = await createJsonrpcClient(gw).btcGetblockcount([]);
print('jsonrpc', { result: height.data });

// A protobuf view over JSON-RPC (btcusd)
const ping = await createBtcusdViews(gw).ping();
print('protobuf', { ping: ping.$typeName });

// The Ethereum mempool stream (WebSocket; Node 20 loads the `ws` package, Node 22 and browsers use their own).
const eth = createEthMempoolClient(gw);
const live = await new Promise<{ instance: string; seq: number }>((resolve, reject) => {
  const timer = setTimeout(() => reject(new Error('the stream did not go live (hello, then a resync from mempool_recent) within 60 s')), 60_000);
  const stream = createEthMempoolStream({
    url: ethMempoolStreamUrl(gw.wsBaseUrl ?? baseUrl.replace(/^http/, 'ws'), apiKey),
    fetchRecent: async () => (await eth.mempoolRecent({ limit: 4 })).data,
    pingIntervalMs: 0,
    onLive: (info) => {
      clearTimeout(timer);
      stream.close();
      resolve({ instance: info.instance, seq: info.seq });
    },
    onError: (e) => print('stream-error', { kind: e.kind, message: e.message }),
  });
});
print('stream', live);

// A request the spec forbids: refused before anything is sent.
let sent = 0;
const counting = createGateway({
  network: 'mainnet',
  baseUrl,
  auth: { mode: 'path', apiKey },
  fetch: (input, init) => {
    sent++;
    return fetch(input, init);
  },
});
try {
  await createDataApiClient(counting).getBitcoinMarketChart({ days: 7 as never });
  print('refused', { error: 'none' });
} catch (e) {
  print('refused', { error: (e as Error).name, typed: e instanceof RequestValidationError, sent });
}

// A key the gateway does not know: HTTP 401.
try {
  await createDataApiClient(createGateway({ network: 'mainnet', baseUrl, auth: { mode: 'path', apiKey: 'not-a-registered-key' } })).getBitcoinPrice({});
  print('unauthorized', { error: 'none' });
} catch (e) {
  print('unauthorized', { error: (e as Error).name, typed: e instanceof InvalidApiKeyError, status: (e as InvalidApiKeyError).status });
}
