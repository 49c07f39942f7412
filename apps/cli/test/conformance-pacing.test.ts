// Pacing (issue 23 item 1): a live run keeps to the gateway's plan instead of failing on its own traffic. The plan is a
// loopback server on a virtual clock shared with the suite's pacer, so its waits cost no real time (the real-time run
// through the CLI is in conformance-scale.test.ts).
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startMockGateway } from '@gw/gateway-mock';
import { FIXTURES, liveRun } from './helpers.js';
import { type Plan, startPlanServer, virtualClock } from './plan-server.js';

const apiKey = 'k-pacing-0123456789';

async function through(plan: Omit<Plan, 'now'>, extra: Parameters<typeof liveRun>[2] = {}) {
  const clock = virtualClock();
  const mock = await startMockGateway({ network: 'mainnet', apiKey, fixtures: FIXTURES });
  const server = await startPlanServer(mock.url, { ...plan, now: clock.now });
  try {
    const out = await liveRun(server.url, apiKey, { clock, ...extra });
    return { out, refused: server.refused(), served: server.served() };
  } finally {
    await server.close();
    await mock.close();
  }
}

describe('a live run keeps to the plan', () => {
  it('a full mainnet run through a 20-per-10s plan ends with 0 fail, sends nothing over the plan and reports its waits', async () => {
    const reportDir = mkdtempSync(join(tmpdir(), 'gw-pacing-'));
    const { out, refused, served } = await through({ limit: 20, windowMs: 10_000 }, { reportDir });
    expect(out.results.filter((r) => r.status === 'fail' || (r.status === 'skip' && r.skipKind !== 'admin-key')).map((r) => `${r.id}: ${r.message}`)).toEqual(
      [],
    );
    expect(out.exitCode).toBe(0);
    expect(refused).toBe(0);
    const waits = Math.floor(served / 20); // one window per 20 keyed requests
    const pacing = JSON.parse(readFileSync(join(reportDir, 'report.json'), 'utf8')).pacing;
    expect(pacing.waits).toBeGreaterThanOrEqual(waits - 1);
    expect(pacing.waitedMs).toBeGreaterThan((waits - 1) * 5_000);
    expect(pacing).toMatchObject({ retried: 0, planLimit: 20 });
    expect(out.summary).toMatch(/pacing: waited \d+\.\d s in \d+ wait\(s\) \(longest 10\.0 s\); 0 rate-limited answer\(s\) sent again; plan 20 per window/);
    expect(readFileSync(join(reportDir, 'report.md'), 'utf8')).toMatch(/^pacing: waited /m);
  }, 180_000);

  it('a plan that only answers 429 + Retry-After: every refused request is waited out and sent again, none counted as a failure', async () => {
    const { out, refused } = await through({ limit: 5, windowMs: 10_000, quiet: true }, { surface: ['forex', 'jsonrpc'] });
    expect(refused).toBeGreaterThan(0);
    expect(out.results.filter((r) => r.status === 'fail').map((r) => `${r.id}: ${r.message}`)).toEqual([]);
    expect(out.results.filter((r) => r.skipKind === 'rate-limited')).toEqual([]);
    expect(out.results.some((r) => (r.retried ?? 0) > 0)).toBe(true);
    expect(out.exitCode).toBe(0);
  }, 120_000);

  it('a plan whose window is longer than --max-wait stops the run and says why; the cases left are not run, nothing passes silently', async () => {
    const { out } = await through({ limit: 5, windowMs: 3_600_000 }, { surface: ['forex'], maxWaitMs: 60_000 });
    expect(out.exitCode).toBe(1);
    expect(out.stopped).toMatch(/stopped: the gateway's plan asks for a wait of \d+ s, more than --max-wait 60 s/);
    expect(out.summary.split('\n').at(-1)).toMatch(/^conformance: STOPPED before the end/);
    const limited = out.results.filter((r) => r.skipKind === 'rate-limited');
    expect(limited.length).toBe(1);
    expect(out.problems.join('\n')).toMatch(/fixtures not run/);
  }, 120_000);

  it('a stream upgrade counts against the plan too: past --max-wait its case is skipped as rate limited and the run stops', async () => {
    const { out, refused } = await through({ limit: 1, windowMs: 3_600_000 }, { surface: ['mempool-stream'], maxWaitMs: 60_000 });
    expect(refused).toBe(0);
    expect(out.results.map((r) => `${r.kind} ${r.status} ${r.skipKind}`)).toEqual(['stream skip rate-limited']);
    expect(out.stopped).toMatch(/more than --max-wait 60 s/);
    expect(out.exitCode).toBe(1);
  }, 120_000);
});
