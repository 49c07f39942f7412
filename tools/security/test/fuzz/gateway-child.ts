// The local gateway in a child process for the fuzz test: a crash or a hang shows as a dead or silent child.
// After startup every file read is recorded; the parent asks for the reads and the heap over IPC.
import fs from 'node:fs';
import { syncBuiltinESMExports } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatRequestLog, startMockGateway } from '@gw/gateway-mock';

const fixtures = resolve(process.env.GW_FUZZ_FIXTURES!);
const keys = [process.env.GW_FUZZ_KEY!, process.env.GW_FUZZ_ADMIN_KEY!];
/** The request log (`gw mock --log`) is on: a line that throws ends this process, a line with a key is counted. */
let logged = 0;
const leaked: string[] = [];
const gw = await startMockGateway({
  network: 'mainnet',
  apiKey: keys[0]!,
  adminKey: keys[1]!,
  origins: ['http://127.0.0.1:9'],
  fixtures,
  onRequest: (e) => {
    logged++;
    const line = formatRequestLog(e);
    if (keys.some((k) => line.includes(k) || line.includes(encodeURIComponent(k)))) leaked.push(line);
  },
});

/**
 * The gateway's own code, loaded on first use: an operation's validator modules (generated `validators/`,
 * `validators-coerce/` and shared `gen/common/` files, at fixed paths from the generated tables, never from a request)
 * and tsx's compile cache, through which this child runs the sources. Reading them serves nothing.
 */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const ownCode = (file: string) =>
  (file.startsWith(join(ROOT, 'packages/')) && file.endsWith('.js') && /\/gen\/(?:[^/]+\/validators(?:-coerce)?\/|common\/)/.test(file)) ||
  file.startsWith(join(tmpdir(), 'tsx-'));
/** Paths read after startup that are not inside the fixture set (nor the gateway's own code). */
const outside: string[] = [];
const spy = (name: 'readFileSync' | 'readFile' | 'openSync' | 'open' | 'createReadStream' | 'readdirSync' | 'statSync') => {
  const real = fs[name] as (...a: unknown[]) => unknown;
  (fs as unknown as Record<string, unknown>)[name] = (p: unknown, ...rest: unknown[]) => {
    const file = typeof p === 'string' || p instanceof URL || Buffer.isBuffer(p) ? resolve(String(p instanceof URL ? p.pathname : p)) : '';
    if (file && !file.startsWith(`${fixtures}/`) && !ownCode(file)) outside.push(file);
    return real(p, ...rest);
  };
};
for (const n of ['readFileSync', 'readFile', 'openSync', 'open', 'createReadStream', 'readdirSync', 'statSync'] as const) spy(n);
const realPromiseRead = fs.promises.readFile;
fs.promises.readFile = ((p: Parameters<typeof realPromiseRead>[0], ...rest: [never]) => {
  outside.push(`promises.readFile ${String(p)}`);
  return realPromiseRead(p, ...rest);
}) as typeof realPromiseRead;
syncBuiltinESMExports();

const heap = () => {
  globalThis.gc?.();
  return process.memoryUsage().heapUsed;
};
process.on('message', (m: { ask: string }) => {
  if (m.ask === 'stats') process.send!({ outside, heap: heap(), logged, leaked });
  if (m.ask === 'close') void gw.close().then(() => process.exit(0));
});
process.send!({ url: gw.url, wsUrl: gw.wsUrl, heap: heap() });
