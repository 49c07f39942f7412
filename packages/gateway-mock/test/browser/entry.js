// Browser entry bundled by test/cors.test.ts: the generated data-API client exactly as an app would ship it.
// CORS mode: no key anywhere; the browser sends Origin itself and the gateway checks it.
import { createGateway } from '@gw/runtime';
import { createDataApiClient } from '@gw/data-api';

globalThis.gwGetBitcoinPrice = async (baseUrl) => {
  try {
    const client = createDataApiClient(createGateway({ network: 'mainnet', baseUrl, auth: { mode: 'cors' }, timeoutMs: 10_000 }));
    const reply = await client.getBitcoinPrice({});
    return { ok: true, data: reply.data, rateLimit: reply.meta.rateLimit ?? null };
  } catch (e) {
    return { ok: false, name: e?.name, status: e?.status ?? null, message: String(e?.message ?? e) };
  }
};
