import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '../../..');
const gw = (...args: string[]) => spawn(process.execPath, [join(ROOT, 'scripts/gw.mjs'), 'mock', ...args], { stdio: ['ignore', 'pipe', 'pipe'] });

describe('gw mock --world-seed / --world / --tx-rate', () => {
  it('serves one simulated world: the same pool through Espo and the data-api; live steps at --tx-rate', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'gw-world-'));
    const child = gw('--port', '0', '--api-key', 'k1', '--fixtures', empty, '--world-seed', '3', '--tx-rate', '50');
    try {
      const lines = createInterface({ input: child.stdout! });
      const [first] = (await once(lines, 'line')) as [string];
      const base = first.slice('listening on '.length);
      const post = async (path: string, body: unknown) =>
        (await fetch(base + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<any>;
      const espo = (await post('/v4/k1/espo', { jsonrpc: '2.0', method: 'ammdata.get_pools', params: {}, id: 1 })).result.pools['4:1778'];
      const rest = (await post('/v4/k1/get-pool-details', { factoryId: { block: '4', tx: '65522' }, poolId: { block: '4', tx: '1778' } })).data;
      expect([rest.token0Amount, rest.token1Amount]).toEqual([espo.reserve0, espo.reserve1]);
      // --tx-rate moves the world: the Ethereum mempool's added_total grows while we poll (no timing asserted).
      const info = async () => (await post('/v4/k1/ethereum/mempool', { jsonrpc: '2.0', method: 'mempool_info', params: {}, id: 2 })).result;
      const start = (await info()).added_total;
      let now = start;
      while (now === start) now = (await info()).added_total; // the test's timeout is the bound
      expect(now).toBeGreaterThan(start);
    } finally {
      child.kill('SIGTERM');
      await once(child, 'exit');
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('refuses --tx-rate without a world, and a bad seed, saying what to do', async () => {
    for (const [args, msg] of [
      [['--tx-rate', '5'], /--tx-rate streams the simulated world: add --world-seed N/],
      [['--world-seed', 'x'], /--world-seed must be an integer 0\.\.4294967295/],
    ] as const) {
      const child = gw('--port', '0', ...args);
      let err = '';
      child.stderr!.on('data', (d) => (err += d));
      const [code] = (await once(child, 'exit')) as [number];
      expect(code).not.toBe(0);
      expect(err).toMatch(msg);
    }
  });
});
