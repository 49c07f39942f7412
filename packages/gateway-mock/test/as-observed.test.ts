// Issue 20 item 6: `gw mock --as-observed` answers a drift register example's request as the real service was
// observed answering it (specs/drift), over raw HTTP; without it, the same requests get the seed's answers.
import { loadDrift } from '@gw/codegen/drift-register';
import { fixturesDir } from '@gw/fixtures';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MockGateway, type ObservedExample, startMockGateway } from '../src/index.js';

const KEY = 'gwtest-as-observed-key';
const k = `/v4/${KEY}`;
const entries = loadDrift();
const examples: ObservedExample[] = entries.map((e) => ({ id: e.id, surface: e.surface, ...e.example }));
const exampleOf = (id: string) => entries.find((e) => e.id === id)!.example;
let observed: MockGateway;
let seeded: MockGateway;

beforeAll(async () => {
  observed = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir, asObserved: examples });
  seeded = await startMockGateway({ network: 'mainnet', apiKey: KEY, fixtures: fixturesDir });
});
afterAll(async () => {
  await observed?.close();
  await seeded?.close();
});

async function call(g: MockGateway, path: string, init?: RequestInit) {
  const res = await fetch(`${g.url}${path}`, init);
  const text = await res.text();
  return { status: res.status, drift: res.headers.get('x-gw-drift'), type: res.headers.get('content-type') ?? '', text };
}
const postJson = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
const rpc = (method: string, params: unknown, id: unknown = 41) => postJson({ jsonrpc: '2.0', method, params, id });

describe('gw mock --as-observed: the register examples answered in the observed shape', () => {
  it('REST body input: get-alkanes {} is the observed HTTP 422 plain text (the seed: 200 with the default limit)', async () => {
    const ex = exampleOf('data-api-get-alkanes-limit-required');
    const a = await call(observed, `${k}/get-alkanes`, postJson({}));
    expect(a).toMatchObject({ status: 422, drift: 'data-api-get-alkanes-limit-required', text: ex.response.body });
    expect(a.type).toMatch(/^text\/plain/);
    const b = await call(seeded, `${k}/get-alkanes`, postJson({}));
    expect([b.status, b.drift]).toEqual([200, null]);
  });

  it('REST query input: activity_on_block at the example height is the observed body (numbers match their query text)', async () => {
    const first = entries.find((e) => e.surface === 'opi' && e.example.operation === 'activity_on_block')!;
    const a = await call(observed, `${k}/opi/v1/brc20/activity_on_block?block_height=921004`);
    expect([a.status, a.drift]).toEqual([first.example.response.status, first.id]);
    expect(JSON.parse(a.text)).toEqual(first.example.response.body);
    const b = await call(seeded, `${k}/opi/v1/brc20/activity_on_block?block_height=921004`);
    expect(b.drift).toBeNull();
    expect(JSON.parse(b.text)).not.toEqual(first.example.response.body);
  });

  it("JSON-RPC with mount parameters: the reorg helper's observed 72-character hash, with the caller's id", async () => {
    const ex = exampleOf('reorg-synthetic-hash-72');
    const path = `${k}/reorg/${ex.mountParams!.n}`;
    const a = await call(observed, path, rpc(ex.operation, ex.input, 'caller-7'));
    expect(a.drift).toBe('reorg-synthetic-hash-72');
    expect(JSON.parse(a.text)).toEqual({ ...(ex.response.body as object), id: 'caller-7' });
    const b = JSON.parse((await call(seeded, path, rpc(ex.operation, ex.input, 'caller-7'))).text);
    expect(b.result).toMatch(/^f{48}[0-9a-f]{16}$/); // the seed's 64 characters
  });

  it('JSON-RPC: the unprefixed Espo name answers -32601 as observed; other params, a batch and other methods as the seeds say', async () => {
    const a = await call(observed, `${k}/espo`, rpc('get_holders_count', { alkane: '2:0' }, 5));
    expect(a.drift).toBe('espo-essentials-wire-prefix');
    expect(JSON.parse(a.text)).toEqual({ jsonrpc: '2.0', id: 5, error: { code: -32601, message: 'Method not found' } });
    const other = await call(observed, `${k}/espo`, rpc('get_holders_count', { alkane: '32:0' }, 5));
    expect(other.drift).toBeNull();
    expect(JSON.parse(other.text).result).toBeDefined();
    const batch = await call(observed, `${k}/espo`, postJson([{ jsonrpc: '2.0', method: 'get_holders_count', params: { alkane: '2:0' }, id: 1 }]));
    expect(batch.drift).toBeNull();
  });

  it('every example of the register is answered as observed (status, body; JSON-RPC with the caller id)', async () => {
    const { surfaces } = await import('@gw/contract');
    const rpcSurfaces = new Set(surfaces.filter((s) => s.kind === 'rpc').map((s) => s.surface.name));
    const seen = new Set<string>();
    for (const e of entries) {
      const key = JSON.stringify([e.surface, e.example.operation, e.example.input, e.example.mountParams]);
      if (seen.has(key)) continue; // the first example of a request answers it
      seen.add(key);
      if (!rpcSurfaces.has(e.surface)) continue; // REST paths: the cases above
      const path = e.surface === 'reorg' ? `${k}/reorg/${e.example.mountParams!.n}` : `${k}/${e.surface}`;
      const a = await call(observed, path, rpc(e.example.operation, e.example.input, 99));
      expect([e.id, a.status, a.drift]).toEqual([e.id, e.example.response.status, e.id]);
      expect(JSON.parse(a.text)).toEqual({ ...(e.example.response.body as object), id: 99 });
    }
    expect(seen.size).toBeGreaterThan(5);
  });
});
