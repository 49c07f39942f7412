// Browser entry bundled by test/cors.test.ts: the generated clients exactly as an app would ship them.
// CORS mode: no key anywhere; the browser sends Origin itself and the gateway checks it. The seed allows browsers on
// the data API (/v4/api) and the shared JSON-RPC endpoint (/v4/jsonrpc).
import { createGateway } from '@gw/runtime';
import { createDataApiClient } from '@gw/data-api';
import { createJsonrpcClient } from '@gw/jsonrpc';

const calls = {
  rest: (gw) => createDataApiClient(gw).getBitcoinPrice({}),
  jsonrpc: (gw) => createJsonrpcClient(gw).btcGetblockcount([]),
};

globalThis.gwCall = async (baseUrl, which) => {
  try {
    const reply = await calls[which](createGateway({ network: 'mainnet', baseUrl, auth: { mode: 'cors' }, timeoutMs: 10_000 }));
    return { ok: true, data: reply.data, rateLimit: reply.meta.rateLimit ?? null };
  } catch (e) {
    return { ok: false, name: e?.name, status: e?.status ?? null, origin: e?.origin ?? null, message: String(e?.message ?? e) };
  }
};
