// Issue 25 item 1: redaction costs a successful call nothing. The client redacts what it shows (errors, issues,
// recordings), never the data it returns, so a successful call does not even read the secrets: no scan of the answer,
// whatever it holds (escapes, `%`, the key itself), and nothing rebuilt. The same calls' failures are redacted.
import { describe, expect, it } from 'vitest';
import { createGateway, type Gateway, restCall, rpcCall, type SurfaceMeta, type Validator } from '../src/index.js';
import { anyAnswer, dataApiSurface as rest, fakeFetch, priceOperation as op } from './fake-fetch.js';

const KEY = 'gwk-cost-0123456789';
const rpc: SurfaceMeta = { name: 'forex', networks: ['mainnet'], auth: ['path'], mounts: { path: '/v4/{apiKey}/forex', open: '/v4/jsonrpc' } };
const method = { name: 'forex_rates', paramStructure: 'by-name' as const, paramsOptional: true };
const any: Validator = () => true;

/** Answers that made the old client scan or rebuild: an escape, many escapes and `%`, the key itself. */
const payloads: Array<[string, unknown]> = [
  ['one JSON escape', { note: 'a "quoted" word', list: Array.from({ length: 500 }, (_, i) => ({ txid: i.toString(16).padStart(64, '0') })) }],
  ['escapes and percent signs everywhere', { notes: Array.from({ length: 500 }, (_, i) => `"q${i}" \\ 100% %2F`) }],
  ['the key itself', { echo: KEY }],
];

/** A gateway that counts how often anything reads its secrets. */
function counting(fetch: typeof globalThis.fetch): { gw: Gateway; reads: () => number } {
  const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: KEY }, fetch });
  const secrets = gw.secrets;
  let reads = 0;
  Object.defineProperty(gw, 'secrets', {
    get: () => {
      reads++;
      return secrets;
    },
  });
  return { gw, reads: () => reads };
}

describe('a successful call never reads the secrets (no scan, no rebuild of the answer)', () => {
  it.each(payloads)('REST, %s', async (_what, data) => {
    const { gw, reads } = counting(fakeFetch(() => ({ body: { statusCode: 200, data } })).fetch);
    const r = await restCall(gw, rest, op, anyAnswer, {});
    expect(r.data).toEqual(data);
    expect(reads()).toBe(0);
  });

  it.each(payloads)('JSON-RPC, %s', async (_what, result) => {
    const { gw, reads } = counting(fakeFetch((r) => ({ body: { jsonrpc: '2.0', result, id: JSON.parse(r.body!).id } })).fetch);
    const r = await rpcCall(gw, rpc, { method, validators: { result: any }, params: {} });
    expect(r.data).toEqual(result);
    expect(reads()).toBe(0);
  });

  it('the check bites: a failing call reads them and shows no key', async () => {
    const { gw, reads } = counting(fakeFetch(() => ({ status: 500, body: `<html>no route /v4/${KEY}/get-bitcoin-price</html>` })).fetch);
    const e = await restCall(gw, rest, op, anyAnswer, {}).then(
      () => new Error('the call resolved'),
      (x: Error) => x,
    );
    expect(e.name).toBe('HttpError');
    expect(reads()).toBeGreaterThan(0);
    expect(`${e.message} ${JSON.stringify(e)}`).not.toContain(KEY);
  });
});
