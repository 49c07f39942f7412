// A recorded throttle is a state of its target: a live run whose target answers under its limit judges that answer
// alone (a violation fails) and otherwise skips the case as `target-state`, shown in every report, never a pass.
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type CaseResult, runConformance } from '../src/index.js';
import { CASES, FIXTURES } from './helpers.js';

const KEY = 'gwtest-target-state-key';
const THROTTLE = 'mainnet/jsonrpc/btc_getblockhash/rate-limited';
const recorded = JSON.parse(readFileSync(join(FIXTURES, 'mainnet/jsonrpc/btc_getblockhash/rate-limited.json'), 'utf8'));
const HEIGHT = recorded.request.body.params[0] as number;

type Answer = 'block hash' | 'not a hash' | 'a bad rate-limit header' | 'the recorded throttle' | 'a throttle of its own';

/** A JSON-RPC endpoint answering the recorded throttle's request as told (and any other request with a block hash). */
async function rpcTarget(answer: Answer) {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const { params, id } = JSON.parse(raw);
      const reply = (status: number, x: object, headers: Record<string, string> = {}) =>
        res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify({ jsonrpc: '2.0', id, ...x }));
      if (params?.[0] !== HEIGHT || answer === 'block hash') return reply(200, { result: 'ab'.repeat(32) });
      if (answer === 'not a hash') return reply(200, { result: 42 });
      if (answer === 'a bad rate-limit header') return reply(200, { result: 'ab'.repeat(32) }, { 'x-ratelimit-remaining': 'plenty' });
      if (answer === 'a throttle of its own')
        return reply(
          429,
          { error: { code: -32000, message: 'Rate limit exceeded. Try again in 12 seconds.' } },
          { ...recorded.response.headers, 'retry-after': '12' },
        );
      reply(429, { error: recorded.response.body.error }, recorded.response.headers);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(r)) };
}

async function runAgainst(answer: Answer, target: 'live' | 'fixtures' = 'live', reportDir?: string) {
  const t = await rpcTarget(answer);
  try {
    const out = await runConformance({
      target,
      network: 'mainnet',
      fixturesDir: FIXTURES,
      casesDir: CASES,
      baseUrl: t.url,
      startLocal: async () => ({ url: t.url, wsUrl: t.url.replace('http', 'ws'), close: async () => {} }),
      env: { GW_API_KEY: KEY },
      surface: 'jsonrpc',
      operation: ['btc_getblockhash'],
      preflight: false,
      ...(reportDir ? { reportDir } : {}),
    });
    return { out, throttle: out.results.find((r) => r.id === THROTTLE) as CaseResult };
  } finally {
    await t.close();
  }
}

describe('a recorded throttle on a live target', () => {
  it('answered under the limit (a block hash): a target-state skip naming the answer, in every report, not counted by --max-skip', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-target-state-'));
    const { out, throttle } = await runAgainst('block hash', 'live', dir);
    expect(throttle).toMatchObject({ status: 'skip', skipKind: 'target-state' });
    expect(throttle.message).toBe('the recorded throttle could not be reproduced: the target answered under its limit (HTTP 200, a success)');
    expect(out.problems).toEqual([]);
    // Shown as a skip in the console, JSON, Markdown and JUnit; never as a pass.
    expect(out.summary).toContain(`skip ${THROTTLE}: the recorded throttle could not be reproduced`);
    const json = JSON.parse(readFileSync(join(dir, 'report.json'), 'utf8'));
    expect(json.results.find((r: CaseResult) => r.id === THROTTLE)).toMatchObject({ status: 'skip', skipKind: 'target-state' });
    expect(readFileSync(join(dir, 'report.md'), 'utf8')).toContain(`| skip | \`${THROTTLE}\` | exchange | the recorded throttle could not be reproduced`);
    expect(readFileSync(join(dir, 'junit.xml'), 'utf8')).toMatch(
      /name="rate-limited \(exchange\)"[^\n]*<property name="verdict" value="skip"\/>[^\n]*<skipped message="the recorded throttle could not be reproduced/,
    );
  });

  it('answered with a spec violation: FAIL, judged on its own', async () => {
    const { throttle } = await runAgainst('not a hash');
    expect(throttle.status).toBe('fail');
    expect(throttle.violations?.map((v) => v.kind)).toContain('schema');
    expect(throttle.message).not.toMatch(/expected JSON-RPC/);
  });

  it('answered under the limit with a response header the spec forbids: FAIL', async () => {
    const { throttle } = await runAgainst('a bad rate-limit header');
    expect(throttle).toMatchObject({ status: 'fail', violations: [expect.objectContaining({ kind: 'header', check: 'header:x-ratelimit-remaining' })] });
    expect(throttle.skipKind).toBeUndefined();
  });

  it('answered with the recorded throttle: judged and compared as recorded, a pass', async () => {
    const { throttle } = await runAgainst('the recorded throttle');
    expect(throttle.status).toBe('pass');
  });

  it('answered with a throttle of its own (another wait in its message): the same outcome, a pass', async () => {
    const { throttle } = await runAgainst('a throttle of its own');
    expect(throttle.status).toBe('pass');
  });

  it('the fixtures target must replay the throttle: a local gateway answering under the limit FAILS', async () => {
    const { throttle } = await runAgainst('block hash', 'fixtures');
    expect(throttle.status).toBe('fail');
    expect(throttle.message).toMatch(/expected JSON-RPC error -32000/);
  });
});
