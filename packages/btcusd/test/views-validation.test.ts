// The BTC/USD views follow the gateway's responseValidation mode: their JSON-RPC answers are validated by the
// generated client (throw | report | off), and what the views check themselves follows suit.
import { createGateway, type ResponseIssue, ResponseValidationError } from '@gw/runtime';
import { describe, expect, it } from 'vitest';
import { createBtcusdViews } from '../src/index.js';

const answering = (result: unknown) =>
  (async (_u: unknown, init?: RequestInit) => {
    const req = JSON.parse(String(init!.body)) as { id: number };
    return new Response(JSON.stringify({ jsonrpc: '2.0', result, id: req.id }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof fetch;
const gw = (result: unknown, mode?: 'throw' | 'report' | 'off', seen?: ResponseIssue[]) =>
  createGateway({
    baseUrl: 'http://127.0.0.1:9',
    auth: { mode: 'path', apiKey: 'gwk-x' },
    fetch: answering(result),
    ...(mode ? { responseValidation: mode } : {}),
    ...(seen ? { onIssue: (i) => seen.push(i) } : {}),
  });

describe('btcusd views: responseValidation', () => {
  it('throw (default): a height sent as a JSON number is a ResponseValidationError', async () => {
    await expect(createBtcusdViews(gw(887712)).metashrewHeight()).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('report: the height is read and the mismatch reported', async () => {
    const seen: ResponseIssue[] = [];
    expect(await createBtcusdViews(gw(887712, 'report', seen)).metashrewHeight()).toBe(887712n);
    expect(seen).toMatchObject([{ surface: 'btcusd', operation: 'metashrew_height', issues: [{ field: '/result' }] }]);
  });

  it('off: the height is read without a check', async () => {
    expect(await createBtcusdViews(gw(887712, 'off')).metashrewHeight()).toBe(887712n);
  });

  it('a view result outside the spec (not 0x hex) is reported in report mode and thrown in throw mode', async () => {
    await expect(createBtcusdViews(gw('0X0a00')).ping()).rejects.toBeInstanceOf(ResponseValidationError);
    const seen: ResponseIssue[] = [];
    await expect(createBtcusdViews(gw('0X0a00', 'report', seen)).ping()).rejects.toMatchObject({ name: 'ViewDecodeError' });
    expect(seen).toHaveLength(1);
  });
});
