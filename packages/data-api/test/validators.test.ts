// The data-API validators take the shared schemas from @gw/runtime (compiled once) and still refuse what the spec
// refuses: failure envelopes, 401 bodies, shared field shapes inside operation bodies.
import * as common from '@gw/runtime/common-validators';
import { describe, expect, it } from 'vitest';
import { dataApiOperations } from '@gw/data-api/operations';

type V = ((data: unknown) => boolean) & { errors?: Array<{ instancePath: string; message?: string }> | null };
const issues = (v: V, data: unknown) => (v(data) ? [] : (v.errors ?? []).map((e) => `${e.instancePath} ${e.message}`));
const ops = Object.values(dataApiOperations) as Array<{ meta: { name: string }; validators: { input?: V; responses: Record<string, V> } }>;

describe('data-API validators', () => {
  it('answer every 401 and failure body with the one shared function', () => {
    const with401 = ops.filter((o) => o.validators.responses['401']);
    expect(with401.length).toBeGreaterThan(40);
    for (const o of with401) expect(o.validators.responses['401'], o.meta.name).toBe(common.InvalidApiKey);
    const withDefault = ops.filter((o) => o.validators.responses.default);
    expect(withDefault.length).toBeGreaterThan(40);
    for (const o of withDefault) expect(o.validators.responses.default, o.meta.name).toBe(common.RestFailureEnvelope);
  });

  it('refuse a bad 401 body and a failure envelope that claims success', () => {
    const r = dataApiOperations['get-bitcoin-price'].validators.responses;
    expect(issues(r['401'] as V, { code: 'INVALID_API_KEY' })).toEqual([]);
    expect(issues(r['401'] as V, { code: 'EXPIRED' })).toEqual(['/code must be equal to constant']);
    expect(issues(r.default as V, { statusCode: 400, error: 'Invalid request parameters' })).toEqual([]);
    expect(issues(r.default as V, { statusCode: 200, error: 'x' })).toEqual(['/statusCode must NOT be valid']);
    expect(issues(r.default as V, { statusCode: 400 })).toEqual([" must have required property 'error'"]);
  });

  it('refuse shared shapes inside an operation body (an id that is not a decimal string)', () => {
    const input = dataApiOperations['get-alkane-details'].validators.input as V;
    expect(issues(input, { alkaneId: { block: '2', tx: '0' } })).toEqual([]);
    expect(issues(input, { alkaneId: { block: '02', tx: 0 } })).toEqual([
      '/alkaneId/block must match pattern "^(0|[1-9][0-9]*)$"',
      '/alkaneId/tx must be string',
    ]);
    expect(issues(input, {})).toEqual([" must have required property 'alkaneId'"]);
  });

  it('refuse a success answer whose payload does not match', () => {
    const ok = dataApiOperations['get-bitcoin-price'].validators.responses['200'] as V;
    expect(issues(ok, { statusCode: 200, data: { bitcoin: { usd: 97500.25 } } })).toEqual([]);
    expect(ok({ statusCode: 201, data: { bitcoin: { usd: 97500.25 } } })).toBe(false);
    expect(ok({ statusCode: 200, data: { bitcoin: { usd: '97500.25' } } })).toBe(false);
  });
});
