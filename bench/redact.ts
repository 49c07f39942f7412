// redact: what redaction costs an answer that holds no secret (issue 25 item 1). Two figures, each a median of
// interleaved rounds with its anchor timed in the same rounds:
// 1. the per-answer scan (`holdsSecret`, what httpExchange runs on every answer) / JSON.parse of the same 5000-entry
//    mempool_snapshot text, for keys of four shapes, without and with one JSON escape in the answer. Target <= 0.05.
// 2. a generated mempool_snapshot call (key in the path, default validation) on that answer with one JSON escape /
//    the same call on the answer without: target <= 1.05; raw fetch + res.json() of the same bytes is timed beside.
// Payload: the recorded page-2 entry shape with random txids and wtxids (crypto random bytes, as real ones are); the
// escaped variant spells one `p` of one `origin` as `\u0070`.
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createMempoolClient } from '@gw/mempool';
import { createGateway, holdsSecret } from '@gw/runtime';
import { interleave, report, roundsArg } from './lib/measure.js';
import { type Child, startChild } from './lib/process.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const ROUNDS = roundsArg(200);
const CALL_ROUNDS = Math.max(9, Math.round(ROUNDS / 4));

const page = JSON.parse(readFileSync(join(root, 'conformance/fixtures/mainnet/mempool/mempool_snapshot/page-2.json'), 'utf8')).response.body.result;
const result = {
  ...page,
  entries: Array.from({ length: 5000 }, (_, i) => ({
    ...page.entries[0],
    txid: randomBytes(32).toString('hex'),
    wtxid: randomBytes(32).toString('hex'),
    seq: 100_000 + i,
  })),
};
const plainResult = JSON.stringify(result);
// One JSON escape (`\u0070` is `p`): the same answer once parsed, so both calls validate and return alike.
const escapedResult = plainResult.replace('"origin":"p2p"', '"origin":"p2\\u0070"');
if (escapedResult === plainResult || !escapedResult.includes('\\')) throw new Error('redact bench: the escaped answer has no escape');
const answer = (r: string) => `{"jsonrpc":"2.0","id":1,"result":${r}}`;
const [plain, escaped] = [answer(plainResult), answer(escapedResult)];

const summary: string[] = [];
const keys: Array<[string, string]> = [
  ['letters, digits, dashes', 'bench-key-0001'],
  ['UUID', randomUUID()],
  ['base64url', randomBytes(24).toString('base64url')],
  ['hex', randomBytes(16).toString('hex')],
];
for (const [shape, key] of keys) {
  const secrets = [key];
  const t = await interleave(
    [
      { name: 'JSON.parse', run: () => JSON.parse(plain) },
      { name: 'scan, no escape', run: () => holdsSecret(plain, secrets) },
      { name: 'scan, one escape', run: () => holdsSecret(escaped, secrets) },
    ],
    ROUNDS,
    20,
  );
  report(`redact: per-answer scan of the 5000-entry answer (${plain.length} chars), key ${shape}`, t, 'JSON.parse');
  for (const x of t.slice(1)) summary.push(`scan / parse, key ${shape}, ${x.name.slice(6)}: ${(x.median / t[0]!.median).toFixed(3)} (target <= 0.05)`);
}

const dir = mkdtempSync(join(tmpdir(), 'gw-bench-redact-'));
const servers: Child[] = [];
/** A loopback server answering every JSON-RPC call with `resultText` as its result (bench/lib/serve-bytes.mjs). */
const serve = async (name: string, resultText: string) => {
  const file = join(dir, name);
  writeFileSync(file, resultText);
  const s = await startChild(process.execPath, [join(here, 'lib/serve-bytes.mjs'), file, '--rpc'], /listening (http:\S+)/);
  servers.push(s);
  return s.url;
};
try {
  const KEY = 'bench-key-0001';
  const [plainUrl, escapedUrl] = [await serve('plain.json', plainResult), await serve('escaped.json', escapedResult)];
  const client = (base: string) => createMempoolClient(createGateway({ baseUrl: base, auth: { mode: 'path', apiKey: KEY } }));
  const [a, b] = [client(plainUrl), client(escapedUrl)];
  let id = 0;
  const contenders = [
    {
      name: 'raw fetch + res.json(), no escape',
      run: async () => {
        const body = JSON.stringify({ jsonrpc: '2.0', method: 'mempool_snapshot', params: { limit: 5000 }, id: ++id });
        await (await fetch(`${plainUrl}/v4/${KEY}/mempool`, { method: 'POST', headers: { 'content-type': 'application/json' }, body })).json();
      },
    },
    { name: 'client, no escape', run: () => a.mempoolSnapshot({ limit: 5000 }) },
    { name: 'client, one escape', run: () => b.mempoolSnapshot({ limit: 5000 }) },
  ];
  for (const c of contenders) await c.run();
  const t = await interleave(contenders, CALL_ROUNDS, 5);
  report(`redact: mempool_snapshot (5000 entries) through the generated client, ${CALL_ROUNDS} rounds`, t, 'client, no escape');
  summary.push(`client with one escape / client without: ${(t[2]!.median / t[1]!.median).toFixed(3)} (target <= 1.05)`);
  summary.push(`client without escape / raw fetch: ${(t[1]!.median / t[0]!.median).toFixed(3)} (issue 25 item 2: <= 1.25)`);
} finally {
  for (const s of servers) await s.stop();
}
console.log(`\n${summary.join('\n')}`);
