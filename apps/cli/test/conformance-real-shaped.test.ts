// Real-shaped answers, built from ../shared/reference/observed.md, replayed through a local node:http server in front of
// the local gateway: registered drift is graded drift (exit 0), fails under --strict, an expired entry fails the run,
// and a deviation no entry explains stays a failure.
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMockGateway } from '@gw/gateway-mock';
import { type DriftEntry, loadDrift, runConformance } from '@gw/conformance';
import { type Answer, CASES, FIXTURES, type Seen, startRewriter } from './helpers.js';

const apiKey = 'k-real-shaped-0123456789abcdef';
const ESSENTIALS_PREFIXED_ONLY = ['ping', 'get_address_balances', 'get_address_outpoints', 'get_outpoint_balances', 'get_holders_count'];
const ONE_BASED = ['get_holders', 'get_keys', 'ammdata.get_pools', 'ammdata.get_candles'];

/** Espo 1-based paging (observed.md §4.3): page 0 is page 1, echoed 1; page p is the seed's page p - 1. */
function oneBasedRequest(req: Seen): any {
  const b = req.body;
  if (!b || Array.isArray(b) || !ONE_BASED.includes(b.method)) return undefined;
  const asked = typeof b.params?.page === 'number' ? b.params.page : 1;
  return { ...b, params: { ...b.params, page: Math.max(asked, 1) - 1 } };
}

function realShaped(req: Seen, res: Answer): Answer | undefined {
  const b = res.body;
  const p = req.path;
  // OPI (observed.md §2).
  if (p.endsWith('/v1/brc20/activity_on_block') && Array.isArray(b?.result)) {
    const src = {
      source_pkScript: '5120a37c3903c8d0db6512e2b40b0dffa05e5a3ab73603ce8c9c4b7771e5412328f9',
      source_wallet: 'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
    };
    const extra = [
      { event_type: 'brc20prog-transact-inscribe', inscription_id: `${'ab'.repeat(32)}i0`, ...src, data: null, base64_data: null },
      {
        event_type: 'brc20prog-transact-transfer',
        inscription_id: `${'cd'.repeat(32)}i0`,
        ...src,
        data: null,
        base64_data: null,
        spent_pkScript: '',
        byte_len: '5',
        btc_txId: null,
      },
      {
        event_type: 'predeploy-inscribe',
        inscription_id: `${'ef'.repeat(32)}i0`,
        predeployer_pkScript: src.source_pkScript,
        predeployer_wallet: src.source_wallet,
        hash: '00'.repeat(32),
        block_height: '921004',
      },
      {
        event_type: 'pre-deploy-inscribe',
        inscription_id: `${'12'.repeat(32)}i0`,
        deployer_pkScript: src.source_pkScript,
        deployer_wallet: src.source_wallet,
        hash: '00'.repeat(32),
        block_height: '921004',
      },
    ];
    // The v2 indexer (observed.md §11): a transfer spent as fee has no spent script or wallet; a call may name no contract.
    const nulls = b.result.map((e: any) =>
      e.event_type === 'transfer-transfer'
        ? { ...e, spent_pkScript: null, spent_wallet: null }
        : e.event_type === 'brc20prog-call-inscribe'
          ? { ...e, contract_address: null, contract_inscription_id: null }
          : e,
    );
    return { ...res, body: { ...b, result: [...nulls, ...extra] } };
  }
  if (p.endsWith('/v1/brc20/get_hash_of_all_activity') && b?.result && typeof b.result.block_height === 'number') {
    return { ...res, body: { ...b, result: { ...b.result, block_height: String(b.result.block_height) } } };
  }
  for (const [route, text] of [
    ['extras_block_height', '887712'],
    ['db_version', '7'],
    ['event_hash_version', '3'],
  ] as const) {
    if (p.endsWith(`/v1/brc20/${route}`) && res.status === 200)
      return { status: 200, headers: { ...res.headers, 'content-type': 'text/plain; charset=utf-8' }, body: text };
  }
  for (const route of ['balance', 'history', 'token_summary']) {
    if (p.endsWith(`/v1/brc20/${route}`))
      return { status: 404, headers: { 'content-type': 'text/html; charset=utf-8' }, body: `<pre>Cannot GET /v1/brc20/${route}</pre>` };
  }
  // Espo (observed.md §4, §11).
  const rpc = req.body && !Array.isArray(req.body) ? req.body : undefined;
  if (rpc && b && typeof b === 'object' && 'jsonrpc' in b) {
    if (rpc.method === 'ammdata.get_trades' && p.includes('/espo'))
      return { ...res, body: { jsonrpc: '2.0', id: b.id, error: { code: -32601, message: 'Method not found' } } };
    // The reorg helper's page (observed.md §11): 56 f characters before the 16 hex digits of h.
    if (rpc.method === 'getblockhash' && /^f{48}[0-9a-f]{16}$/.test(b.result ?? ''))
      return { ...res, body: { ...b, result: `${'f'.repeat(56)}${b.result.slice(48)}` } };
    if (ESSENTIALS_PREFIXED_ONLY.includes(rpc.method) && p.includes('/espo'))
      return { ...res, body: { jsonrpc: '2.0', id: b.id, error: { code: -32601, message: 'Method not found' } } };
    const r = b.result;
    if (ONE_BASED.includes(rpc.method) && r && typeof r === 'object' && r.ok !== false) {
      const asked = typeof rpc.params?.page === 'number' ? rpc.params.page : 1;
      const out = { ...r, page: Math.max(asked, 1) };
      if (rpc.method === 'get_holders') out.items = r.items.map((h: any) => ({ type: 'address', ...h }));
      if (rpc.method === 'get_keys')
        out.items = Object.fromEntries(
          Object.entries(r.items).map(([k, v]: [string, any]) => [
            v.utf8 ?? k,
            { key_hex: v.hex, key_str: v.utf8 ?? null, value_hex: '0x01', value_str: null, value_u128: '1', last_txid: 'ab'.repeat(32) },
          ]),
        );
      if (rpc.method === 'ammdata.get_pools')
        out.pools = Object.fromEntries(
          Object.entries(r.pools).map(([k, v]: [string, any]) => [
            k,
            { base: v.token0, quote: v.token1, base_reserve: v.reserve0, quote_reserve: v.reserve1, source: 'live' },
          ]),
        );
      if (rpc.method === 'ammdata.get_candles')
        out.candles = r.candles.map((c: any) => ({
          ts: Math.floor(Date.parse(c.open_time) / 1000),
          open: c.open,
          high: c.high,
          low: c.low,
          close: c.close,
          volume: c.volume,
        }));
      return { ...res, body: { ...b, result: out } };
    }
  }
  // Data API (observed.md §1, §11).
  if (p.endsWith('/get-alkanes') && req.body && typeof req.body === 'object' && req.body.limit === undefined)
    return {
      status: 422,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: 'Failed to deserialize the JSON body into the target type: missing field `limit` at line 1 column 2',
    };
  if (b && typeof b === 'object' && 'statusCode' in b) {
    if (p.endsWith('/get-pool-swap-history') && b.statusCode === 200) {
      const d = b.data;
      return {
        ...res,
        body: {
          statusCode: 200,
          data: {
            items: {
              pool: { poolId: { block: '2', tx: '77087' }, poolName: 'DIESEL / frBTC' },
              swaps: d.swaps,
              count: d.swaps.length,
              offset: 0,
              total: d.swaps.length,
            },
            total: d.swaps.length,
            count: d.swaps.length,
            offset: 0,
          },
        },
      };
    }
    if (p.endsWith('/get-all-address-amm-tx-history') && b.statusCode === 200) {
      const d = b.data;
      const items = d.transactions ?? d.items ?? [];
      return { ...res, body: { statusCode: 200, data: { items, total: items.length, count: items.length, offset: 0 } } };
    }
    if (b.statusCode === 400 && res.status === 400) return { ...res, status: 200, body: { statusCode: 400, error: 'invalid_address' } };
  }
  return undefined;
}

const SURFACES = ['opi', 'espo', 'data-api', 'reorg'];
let mock: Awaited<ReturnType<typeof startMockGateway>>;
let real: Awaited<ReturnType<typeof startRewriter>>;
const run = (extra: Partial<Parameters<typeof runConformance>[0]> = {}) =>
  runConformance({
    target: 'live',
    network: 'mainnet',
    baseUrl: real.url,
    fixturesDir: FIXTURES,
    casesDir: CASES,
    surface: SURFACES,
    env: { GW_API_KEY: apiKey },
    maxSkip: 1,
    ...extra,
  });

beforeAll(async () => {
  mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
  real = await startRewriter(mock.url, realShaped, oneBasedRequest);
});
afterAll(async () => {
  await real.close();
  await mock.close();
});

/** Entries whose deviation the suite sees whatever the specs say (a seed rule, a status, a required key of the seed). */
const ALWAYS_SEEN = [
  'opi-event-kinds-beyond-seed',
  'opi-event-nullable-fields',
  'data-api-get-alkanes-limit-required',
  'espo-get-trades-absent',
  'reorg-synthetic-hash-72',
  'opi-hash-block-height-string',
  'opi-overview-routes-absent',
  'espo-essentials-wire-prefix',
  'espo-one-based-paging',
  'data-api-history-items-payload',
];

describe('real-shaped answers (observed.md) through a local server', () => {
  it('each registered drift is graded drift, nothing fails, exit 0; entries that matched nothing are reported resolved', async () => {
    const out = await run();
    const failed = out.results.filter((r) => r.status === 'fail');
    expect(failed.map((r) => `${r.id}: ${r.message}`)).toEqual([]);
    expect(out.problems).toEqual([]);
    expect(out.exitCode).toBe(0);
    const seen = new Set(out.results.flatMap((r) => r.drift ?? []));
    for (const id of ALWAYS_SEEN) expect([...seen], id).toContain(id);
    // Every entry of these surfaces either explained something or is reported resolved (never both, never neither).
    for (const e of loadDrift().filter((x) => SURFACES.includes(x.surface))) expect(seen.has(e.id) !== out.resolved.includes(e.id), e.id).toBe(true);
    // Drift is a verdict of its own, in every report.
    const drifted = out.results.filter((r) => r.status === 'drift');
    expect(drifted.length).toBeGreaterThanOrEqual(ALWAYS_SEEN.length);
    expect(out.summary).toMatch(/conformance: \d+ passed, 0 failed, [1-9]\d* drift, \d+ skipped/);
    const kinds = drifted.find((r) => r.id === 'mainnet/opi/activity_on_block/all-ten-kinds')!;
    expect(kinds.drift).toContain('opi-event-kinds-beyond-seed');
    expect(kinds.detail).toMatchObject({
      fixture: expect.stringContaining('activity_on_block/all-ten-kinds.json'),
      status: 200,
      pointer: expect.stringMatching(/^\/result\/(3|6|1[0-3])\//),
    });
    expect(kinds.detail!.request).toMatchObject({ method: 'GET', path: '/v4/opi/v1/brc20/activity_on_block' });
  });

  it('the same answers under --strict: drift is a failure, exit 1', async () => {
    const out = await run({ strict: true });
    expect(out.results.filter((r) => r.status === 'drift')).toEqual([]);
    const strict = out.results.filter((r) => r.status === 'fail' && r.strict);
    expect(strict.length).toBeGreaterThanOrEqual(ALWAYS_SEEN.length);
    expect(strict.every((r) => r.drift?.length || r.assumptions?.length)).toBe(true);
    expect(out.exitCode).toBe(1);
  });

  it('an expired drift entry fails the run, naming it', async () => {
    const drift: DriftEntry[] = loadDrift().map((e) => (e.id === 'opi-hash-block-height-string' ? { ...e, expires: '2026-01-31' } : e));
    // The expired entry's surface only: the others answer as in the first test.
    const out = await run({ drift, today: '2026-11-23', surface: 'opi' });
    expect(out.exitCode).toBe(1);
    expect(out.problems.join('\n')).toMatch(/drift entry opi-hash-block-height-string .*expired on 2026-01-31/);
    expect(out.summary).toContain('opi-hash-block-height-string');
    expect(out.results.filter((r) => r.status === 'fail')).toEqual([]);
  });

  it('a deviation no entry explains stays fail, beside the drift', async () => {
    const bad = await startRewriter(
      mock.url,
      (req, res) => {
        if (req.path.endsWith('/get_current_balance_of_wallet') && res.body?.result)
          return { ...res, body: { ...res.body, result: { ...res.body.result, overall_balance: 1500 } } };
        return realShaped(req, res);
      },
      oneBasedRequest,
    );
    try {
      const out = await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: bad.url,
        fixturesDir: FIXTURES,
        casesDir: CASES,
        // The surface of the deviation, whose other answers are real-shaped as in the first test.
        surface: 'opi',
        env: { GW_API_KEY: apiKey },
        maxSkip: 1,
      });
      const failed = out.results.filter((r) => r.status === 'fail');
      expect(failed.length).toBeGreaterThan(0);
      expect(failed.every((r) => r.operation === 'get_current_balance_of_wallet')).toBe(true);
      expect(failed[0]!.message).toMatch(/overall_balance/);
      expect(failed[0]!.detail?.pointer).toBe('/result/overall_balance');
      expect(out.results.some((r) => r.status === 'drift')).toBe(true);
      expect(out.exitCode).toBe(1);
    } finally {
      await bad.close();
    }
  });

  it('an entry that explained an issue of a case that still failed is not resolved; every report names it at that issue', async () => {
    // Issue 19 item 5: the same answer has a registered deviation (block_height as a string) and one nothing explains.
    const both = await startRewriter(mock.url, (req, res) => {
      if (req.path.endsWith('/get_hash_of_all_activity') && typeof res.body?.result?.block_height === 'number')
        return { ...res, body: { ...res.body, result: { ...res.body.result, block_height: String(res.body.result.block_height), block_event_hash: 7 } } };
      return undefined;
    });
    const reportDir = mkdtempSync(join(tmpdir(), 'gw-grading-'));
    try {
      const out = await runConformance({
        target: 'live',
        network: 'mainnet',
        baseUrl: both.url,
        fixturesDir: FIXTURES,
        casesDir: CASES,
        surface: 'opi',
        operation: ['get_hash_of_all_activity'],
        env: { GW_API_KEY: apiKey },
        reportDir,
      });
      const found = out.results.find((r) => r.id === 'mainnet/opi/get_hash_of_all_activity/found')!;
      expect(found.status).toBe('fail');
      expect(found.violations).toContainEqual(expect.objectContaining({ pointer: '/result/block_height', explainedBy: 'opi-hash-block-height-string' }));
      expect(found.violations).toContainEqual(expect.objectContaining({ pointer: '/result/block_event_hash' }));
      expect(out.resolved).not.toContain('opi-hash-block-height-string');
      const named = /result\/block_height must be integer \[drift opi-hash-block-height-string\]/;
      expect(out.summary).toMatch(named);
      const json = JSON.parse(readFileSync(join(reportDir, 'report.json'), 'utf8'));
      expect(json.notes.resolved).not.toContain('opi-hash-block-height-string');
      expect(json.results.find((r: { id: string }) => r.id === found.id).message).toMatch(named);
      expect(readFileSync(join(reportDir, 'junit.xml'), 'utf8')).toMatch(named);
      expect(readFileSync(join(reportDir, 'report.md'), 'utf8')).toMatch(named);
    } finally {
      await both.close();
    }
  });
});
