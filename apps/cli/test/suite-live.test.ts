// Issue 20 item 1 (in apps/cli: the suite and the local gateway do not depend on each other): the project's conformance suite, run live (as against a real gateway) against the local gateway
// in its three modes: the embedded fixtures; a simulated world seeded by those fixtures; a world without any.
// World seeds: GW_WORLD_SEEDS="7,42,1000" (default: 7; 3712408419, which draws the highest tip the world allows; and
// GW_WORLD_DRAWN seeds drawn per run, printed: one inside npm test, a soak run sets more).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type CaseResult, casesDir, loadDrift, runConformance } from '@gw/conformance';
import { fixturesDir } from '@gw/fixtures';
import { afterAll, describe, type ExpectStatic, it } from 'vitest';
import { type MockOptions, startMockGateway } from '@gw/gateway-mock';

const drawn = () => Math.floor(Math.random() * 2 ** 32);
const DRAWN = Array.from({ length: Number(process.env.GW_WORLD_DRAWN ?? 1) }, drawn);
const SEEDS = (process.env.GW_WORLD_SEEDS ?? [7, 3712408419, ...DRAWN].join(',')).split(',').map(Number);
console.log(`suite live against the local gateway: world seeds ${SEEDS.join(', ')} (GW_WORLD_SEEDS=${SEEDS.join(',')} reproduces them)`);

const KEY = 'gwtest-suite-live-key';
const ADMIN = 'gwtest-suite-live-admin';
const empty = mkdtempSync(join(tmpdir(), 'gw-suite-live-'));
afterAll(() => rmSync(empty, { recursive: true, force: true }));

/**
 * A throttle recorded on the keyless endpoint: a state of the recording's target. A live run cannot put a target
 * over its limit on demand (the seeds show no keyless plan; a real quota would be spent), so a target answering it
 * under its limit, with an answer the judge accepts, is a `target-state` skip (conformance/src/throttle.ts).
 */
const RECORDED_THROTTLE = 'mainnet/jsonrpc/btc_getblockhash/rate-limited';
const STREAMS = ['mainnet/mempool-stream/stream/observed-sequence', 'mainnet/eth-mempool-stream/stream/recorded-sequence'];

async function run(expect: ExpectStatic, gateway: Partial<MockOptions>): Promise<CaseResult[]> {
  const g = await startMockGateway({ network: 'mainnet', apiKey: KEY, adminKey: ADMIN, fixtures: fixturesDir, log: () => {}, ...gateway });
  try {
    const out = await runConformance({
      target: 'live',
      network: 'mainnet',
      fixturesDir,
      casesDir,
      baseUrl: g.url,
      env: { GW_API_KEY: KEY, GW_ADMIN_API_KEY: ADMIN },
    });
    expect(out.problems).toEqual([]);
    return out.results;
  } finally {
    await g.close();
  }
}
const failed = (rs: CaseResult[]) => rs.filter((r) => r.status === 'fail').map((r) => `${r.id}: ${r.message}`);
const passed = (rs: CaseResult[]) => rs.filter((r) => r.status === 'pass').length;
const byId = (rs: CaseResult[], id: string) => rs.find((r) => r.id === id);
/** How each recorded stream was checked: `compared` when the gateway replays the recording, else `by-rule`. */
const streamChecks = (rs: CaseResult[]) => STREAMS.map((id) => [byId(rs, id)?.status, byId(rs, id)?.stream?.checked]);
const targetStateSkips = (rs: CaseResult[]) => rs.filter((r) => r.skipKind === 'target-state').map((r) => r.id);

// Each run has its own gateway, and a world's stream cases mostly wait out their rule window (RULE_WINDOW_MS): the runs
// go side by side.
describe.concurrent('the conformance suite, live against the local gateway', () => {
  it('the embedded fixtures: 0 fail', async ({ expect }) => {
    const rs = await run(expect, {});
    expect(failed(rs)).toEqual([]);
    expect(passed(rs)).toBeGreaterThan(250);
    expect(byId(rs, RECORDED_THROTTLE)?.status).toBe('pass');
    expect(streamChecks(rs)).toEqual(STREAMS.map(() => ['pass', 'compared']));
  });

  it('as observed (--as-observed): 0 fail; the cases that send a register example request are graded drift', async ({ expect }) => {
    const examples = loadDrift().map((e) => ({ id: e.id, surface: e.surface, ...e.example }));
    const rs = await run(expect, { asObserved: examples });
    expect(failed(rs)).toEqual([]);
    const drift = rs.filter((r) => r.status === 'drift');
    expect(drift.map((r) => r.id)).toEqual(expect.arrayContaining(['mainnet/data-api/get-alkanes/defaults-empty', 'mainnet/reorg/getblockhash/above-n']));
  });

  for (const seed of SEEDS) {
    it(`a world seeded by the fixtures (--world-seed ${seed}): 0 fail`, async ({ expect }) => {
      const rs = await run(expect, { worldSeed: seed });
      expect(failed(rs)).toEqual([]);
      expect(passed(rs)).toBeGreaterThan(250);
      expect(targetStateSkips(rs)).toEqual([]);
      expect(streamChecks(rs)).toEqual(STREAMS.map(() => ['pass', 'compared']));
    });

    it(`a world without fixtures (--world-seed ${seed} --fixtures <empty>): every surface, 0 fail; the recorded keyless throttle is the one target-state skip`, async ({
      expect,
    }) => {
      const rs = await run(expect, { worldSeed: seed, fixtures: empty });
      expect(failed(rs)).toEqual([]);
      expect(targetStateSkips(rs)).toEqual([RECORDED_THROTTLE]);
      expect(byId(rs, RECORDED_THROTTLE)?.message).toMatch(/^the recorded throttle could not be reproduced: the target answered under its limit \(HTTP \d+, /);
      // The world's streams are not the recording's: their frames are checked by rule, never compared.
      expect(streamChecks(rs)).toEqual(STREAMS.map(() => ['pass', 'by-rule']));
      expect(passed(rs)).toBeGreaterThan(240);
      // The subjects only the target holds were bound from the world, not replayed from a recording.
      const bound = (id: string) => rs.find((r) => r.id === `mainnet/${id}`)?.bound;
      for (const id of [
        'mempool/mempool_entry/resident',
        'opi/get_current_balance_of_wallet/found',
        'orderbook/order/found',
        'brc20-prog/eth_getBlockByHash/hashes',
      ])
        expect(bound(id), id).toBeDefined();
    });
  }
});
