// Pacing against the local gateway's own plan (issue 23 item 1, Done when: "against gw mock --rate-limit 20/10s a full
// live run for one network ends with 0 fail and reports its waits"). The plan option (`rateLimit`, `--rate-limit`)
// and the gateway's injectable `clock` come with the local gateway issue (issue 20): until that has landed these
// tests fail, since nothing makes the run wait. The plan-server tests (conformance-pacing.test.ts) stay: they also
// cover a plan that answers only 429 + Retry-After and stream upgrades.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, it } from 'vitest';
import { startMockGateway } from '@gw/gateway-mock';
import type { CaseResult } from '@gw/conformance';
import { FIXTURES, liveRun, ROOT, runGw } from './helpers.js';
import { virtualClock } from './plan-server.js';

const apiKey = 'k-mock-plan-0123456789';

type MockOptions = Parameters<typeof startMockGateway>[0];
/** The local gateway's options with its plan ('N/WINDOW', as `gw mock --rate-limit` reads it) and its clock. */
const withPlan = (o: MockOptions & { rateLimit: string; clock: () => number }): MockOptions => o;

// The virtual-clock run is CPU work, the CLI run mostly waits for its plan's window: they run side by side.
describe.concurrent('a live run against gw mock --rate-limit', () => {
  it('20/10s: a full mainnet run ends with 0 fail, is never refused, and reports its waits (the clocks are virtual)', async ({ expect }) => {
    const clock = virtualClock();
    // Answers the plan refused (a recorded 429, the keyless rate-limited fixture, is replayed as recorded).
    const refused: string[] = [];
    const mock = await startMockGateway(
      withPlan({
        network: 'mainnet',
        apiKey,
        fixtures: FIXTURES,
        rateLimit: '20/10s',
        clock: clock.now,
        onRequest: (e) => {
          if (e.status === 429 && e.source !== 'recorded') refused.push(`${e.method} ${e.path} ${e.operation}`);
        },
      }),
    );
    const reportDir = mkdtempSync(join(tmpdir(), 'gw-mock-plan-'));
    try {
      const out = await liveRun(mock.url, apiKey, { clock, reportDir });
      const notPassed = out.results.filter((r) => r.status === 'fail' || (r.status === 'skip' && r.skipKind !== 'admin-key'));
      expect(notPassed.map((r) => `${r.id}: ${r.status} ${r.message}`)).toEqual([]);
      expect(out.exitCode).toBe(0);
      expect(refused).toEqual([]);
      const pacing = JSON.parse(readFileSync(join(reportDir, 'report.json'), 'utf8')).pacing;
      // Well over a hundred keyed requests through 20 per window: several waits, each at most one window.
      expect(pacing.waits).toBeGreaterThan(3);
      expect(pacing.longestWaitMs).toBeLessThanOrEqual(10_000);
      expect(pacing).toMatchObject({ retried: 0, planLimit: 20 });
      expect(out.summary).toMatch(/pacing: waited \d+\.\d s in \d+ wait\(s\) \(longest \d+\.\d s\); 0 rate-limited answer\(s\) sent again; plan 20 per window/);
      expect(readFileSync(join(reportDir, 'report.md'), 'utf8')).toMatch(/^pacing: waited /m);
      expect(out.results.some((r) => (r.waitedMs ?? 0) > 0)).toBe(true);
    } finally {
      await mock.close();
    }
  }, 300_000);

  it('through the CLI, in real time: gw mock --rate-limit 5/5s and gw conformance wait for the window instead of failing', async ({ expect }) => {
    const mock = spawn(process.execPath, [join(ROOT, 'scripts/gw.mjs'), 'mock', '--port', '0', '--api-key', apiKey, '--rate-limit', '5/5s'], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const dir = mkdtempSync(join(tmpdir(), 'gw-mock-plan-cli-'));
    try {
      // The first line of gw mock says where it listens (a refused flag ends it at once: exit 2).
      const lines = createInterface({ input: mock.stdout! });
      const first = await new Promise<string>((resolve) => {
        lines.once('line', (l) => resolve(l.trim()));
        mock.once('exit', (code) => resolve(`gw mock exited with ${code}`));
      });
      const url = /^listening on (http:\/\/\S+)$/.exec(first)?.[1];
      expect(url, first).toBeDefined();
      // The forex cases send 14 keyed requests, five per 5 s window (aligned to the clock): some window gets five, so the
      // run waits, unless the requests took over 1.25 s each (a bound, not a measurement: one takes milliseconds).
      const r = await runGw(['conformance', '--target', 'live', '--network', 'mainnet', '--base-url', url!, '--surface', 'forex', '--report-dir', dir], {
        GW_API_KEY: apiKey,
      });
      expect(r.code, r.out + r.err).toBe(0);
      expect(r.out).toMatch(/pacing: waited \d+\.\d s in [1-9]\d* wait\(s\)/);
      const json = JSON.parse(readFileSync(join(dir, 'live/mainnet/forex/report.json'), 'utf8'));
      expect(json.pacing.planLimit).toBe(5);
      expect(json.pacing.waits).toBeGreaterThan(0);
      expect(json.results.filter((x: CaseResult) => x.status !== 'pass')).toEqual([]);
    } finally {
      mock.kill('SIGTERM');
    }
  }, 180_000);
});
