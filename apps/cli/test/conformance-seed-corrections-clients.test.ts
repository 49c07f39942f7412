// Issue 10 item 7: what the project got wrong against the seeds themselves. Each block failed before its fix.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createGateway, type Gateway } from '@gw/runtime';
import { createBrc20ProgClient } from '@gw/brc20-prog';
import { createDataApiClient } from '@gw/data-api';
import { createEspoClient } from '@gw/espo';
import { startMockGateway } from '@gw/gateway-mock';
import { createOpiClient } from '@gw/opi';
import { describe, expect, it } from 'vitest';
import { FIXTURES, ROOT } from './helpers.js';

type Json = Record<string, any>;
const spec = (pkg: string, name: string): Json => JSON.parse(readFileSync(join(ROOT, 'packages', pkg, 'src/gen', name, 'spec.json'), 'utf8'));
/** A gateway whose fetch answers `body` (a JSON-RPC body gets the request's id). */
function answering(body: unknown, status = 200): Gateway {
  const fetch = (async (_u: unknown, init?: RequestInit) => {
    let out = body as Json;
    if (out && typeof out === 'object' && out.jsonrpc) out = { ...out, id: JSON.parse(String(init!.body)).id };
    return new Response(JSON.stringify(out), { status, headers: { 'content-type': 'application/json' } });
  }) as unknown as typeof globalThis.fetch;
  return createGateway({ baseUrl: 'http://127.0.0.1:9', auth: { mode: 'path', apiKey: 'gwk-seed' }, fetch });
}
const fixturesOf = (surface: string, operation: string) =>
  ['mainnet', 'signet', 'regtest'].flatMap((n) => {
    const dir = join(FIXTURES, n, surface, operation);
    let names: string[] = [];
    try {
      names = readdirSync(dir).filter((f) => f.endsWith('.json') && !f.startsWith('_'));
    } catch {
      /* none */
    }
    return names.map((f) => ({ network: n, file: f, ...JSON.parse(readFileSync(join(dir, f), 'utf8')) }));
  });

describe('OPI event_type: the ten kinds are known values, not a closed set (seed 000 §OPI payloads: "plus further keys")', () => {
  const TEN = [
    'deploy-inscribe',
    'mint-inscribe',
    'transfer-inscribe',
    'transfer-transfer',
    'brc20prog-deploy-inscribe',
    'brc20prog-deploy-transfer',
    'brc20prog-call-inscribe',
    'brc20prog-call-transfer',
    'brc20prog-withdraw-inscribe',
    'brc20prog-withdraw-transfer',
  ];

  it('the spec keeps the ten as its known values', () => {
    const t = spec('opi', 'opi').components.schemas.ActivityEventType;
    expect(t['x-gw-known-values']).toEqual(TEN);
    expect(JSON.stringify(t)).toContain('"type":"string"');
  });

  it('the generated client accepts an event kind beyond the ten, with null data fields', async () => {
    const event = {
      event_type: 'brc20prog-transact-inscribe',
      inscription_id: `${'ab'.repeat(32)}i0`,
      source_pkScript: '5120aa',
      source_wallet: 'bc1p',
      data: null,
      base64_data: null,
    };
    const r = await createOpiClient(answering({ error: null, result: [event] })).activityOnBlock({ block_height: 921004 });
    expect(r.data).toEqual([event]);
  });
});

describe('OPI overview routes balance, history, token_summary: nothing promises a 200 success', () => {
  for (const op of ['balance', 'history', 'token_summary']) {
    it(`${op}: no 200 response in the spec, no fixture claiming a 2xx success`, () => {
      const responses = spec('opi', 'opi').paths[`/v1/brc20/${op}`].get.responses as Json;
      expect(Object.keys(responses).filter((s) => s.startsWith('2'))).toEqual([]);
      const fixtures = fixturesOf('opi', op);
      expect(fixtures.length).toBeGreaterThan(0);
      for (const f of fixtures) expect(f.response.status, `${f.network}/${f.file}`).toBeGreaterThanOrEqual(400);
    });
  }
});

describe("mempool_snapshot cursor: the local gateway's choice is marked x-assumption", () => {
  it('in the spec where the cursor is described, and in the gateway code', () => {
    const m = (spec('mempool', 'mempool').methods as Json[]).find((x) => x.name === 'mempool_snapshot')!;
    const cursor = (m.params as Json[]).find((p) => p.name === 'cursor')!;
    expect(cursor['x-assumption']).toMatch(/exclusive/);
    const code = readFileSync(join(ROOT, 'packages/gateway-mock/src/behaviours/mempool.ts'), 'utf8');
    expect(code).toMatch(/x-assumption \(specs\/openrpc\/mempool\.yaml, mempool_snapshot `cursor`\)[\s\S]{0,300}EXCLUSIVE/);
  });
});

describe('real answers the seeds allow are accepted', () => {
  it('no response record in any spec is closed against extra fields', () => {
    const closed: string[] = [];
    for (const pkg of readdirSync(join(ROOT, 'packages'))) {
      let names: string[] = [];
      try {
        names = readdirSync(join(ROOT, 'packages', pkg, 'src/gen'));
      } catch {
        continue;
      }
      for (const name of names) {
        let doc: Json;
        try {
          doc = spec(pkg, name);
        } catch {
          continue;
        }
        const seen = new Set<string>();
        const walk = (node: unknown, at: string): void => {
          if (!node || typeof node !== 'object') return;
          const n = node as Json;
          if (n.additionalProperties === false) closed.push(`${name}: ${at}`);
          if (typeof n.$ref === 'string' && n.$ref.startsWith('#/') && !seen.has(n.$ref)) {
            seen.add(n.$ref);
            walk(
              n.$ref
                .slice(2)
                .split('/')
                .reduce((o: Json | undefined, k: string) => o?.[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc),
              n.$ref,
            );
          }
          for (const [k, v] of Object.entries(n)) if (k !== '$ref') walk(v, `${at}/${k}`);
        };
        for (const [p, item] of Object.entries((doc.paths ?? {}) as Json))
          for (const [m, op] of Object.entries(item as Json)) if ((op as Json)?.responses) walk((op as Json).responses, `${m.toUpperCase()} ${p}`);
        for (const m of (doc.methods ?? []) as Json[]) walk(m.result, m.name);
        for (const [c, ch] of Object.entries((doc.channels ?? {}) as Json)) walk((ch as Json).messages, c);
      }
    }
    expect(closed).toEqual([]);
  });

  it('a get-bitcoin-markets entry carrying converted_last is accepted', async () => {
    const market = {
      base: 'BTC',
      target: 'USD',
      name: 'Uniswap V3 (WBTC/USDC)',
      last: 97500.25,
      volume: 45000000000,
      trust_score: 'green',
      converted_last: { btc: 1, usd: 97500.25 },
    };
    const r = await createDataApiClient(answering({ statusCode: 200, data: [market] })).getBitcoinMarkets({});
    expect(r.data).toEqual([market]);
  });

  it('an Espo paging echo may be null beside the data (espo sends limit: null when none was asked)', async () => {
    const body = {
      jsonrpc: '2.0',
      result: { ok: true, alkane: '2:0', page: 0, limit: null, total: 1, has_more: false, items: [{ address: 'bc1pholder', amount: '5' }] },
    };
    const r = await createEspoClient(answering(body)).getHolders({ alkane: '2:0' });
    expect(r.data).toMatchObject({ limit: null, items: [{ amount: '5' }] });
  });

  it('debug_traceTransaction may answer null (unknown transaction, or traces not recorded)', async () => {
    const r = await createBrc20ProgClient(answering({ jsonrpc: '2.0', result: null })).debugTraceTransaction([
      `0x${'11'.repeat(32)}`,
      { tracer: 'callTracer' },
    ]);
    expect(r.data).toBeNull();
  });
});

describe('GET /v4/api/health answers without a key (the seed gives health no auth rule)', () => {
  it('the spec says so: no security requirement on health', () => {
    expect(spec('data-api', 'data-api').paths['/health'].get.security).toEqual([]);
  });

  it('each network has a keyless fixture authored from seed 000 §Health, and the local gateway answers it', async () => {
    for (const network of ['mainnet', 'signet', 'regtest'] as const) {
      const keyless = fixturesOf('data-api', 'health').filter((f) => f.network === network && f.auth === 'none');
      expect(keyless, network).toHaveLength(1);
      expect(keyless[0].provenance.from).toMatch(/seed 000 §Health/);
      const mock = await startMockGateway({ network, apiKey: 'gwk-health', fixtures: FIXTURES });
      try {
        const res = await fetch(`${mock.url}/v4/api/health`);
        expect(res.status, network).toBe(200);
        expect(await res.json()).toMatchObject({ status: 'ok' });
        const r = await createDataApiClient(createGateway({ network, baseUrl: mock.url })).health();
        expect(r.data).toMatchObject({ status: 'ok' });
      } finally {
        await mock.close();
      }
    }
  });
});
