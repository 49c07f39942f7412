// redact: what redaction costs an answer (issue 25 item 1). A successful call runs no redactor at all (the data comes
// back as sent; packages/runtime/test/redaction-cost.test.ts proves it reads no secret); the redactor runs on what the
// client shows: an error's text, an issue report, an onExchange recording. Its per-answer scan (`holdsSecret`) over the
// 5000-entry mempool_snapshot answer, beside JSON.parse of the same text, for keys of four shapes, on the plain answer
// and on the same answer with escapes. Target <= 0.05 x parse. Median of interleaved rounds.
// The whole call with and without escapes (issue 25 item 2) is bench/client.ts's figure, not repeated here.
// Payload: bench/lib/payloads.ts (hashes for txids, seeded numbers, `withEscapes` for the escaped text).
import { createHash } from 'node:crypto';
import { holdsSecret, redactJson, redactParsed } from '@gw/runtime';
import { type Anchor, type Figure, printFigures } from './lib/figures.js';
import { interleave, report, roundsArg } from './lib/measure.js';
import { mempoolSnapshot, withEscapes } from './lib/payloads.js';

const ROUNDS = roundsArg(100);

const plain = JSON.stringify({ jsonrpc: '2.0', id: 1, result: mempoolSnapshot(5000) });
const escaped = withEscapes(plain);
if (escaped === plain || !escaped.includes('\\u00')) throw new Error('redact bench: the escaped answer has no escape');

const digest = (s: string) => createHash('sha256').update(s).digest();
const keys: Array<[string, string]> = [
  ['letters, digits, dashes', 'bench-key-0001'],
  [
    'UUID',
    digest('uuid')
      .toString('hex')
      .replace(/^(.{8})(.{4})(.{4})(.{4})(.{12}).*/, '$1-$2-$3-$4-$5'),
  ],
  ['base64url', digest('b64').subarray(0, 24).toString('base64url')],
  ['hex', digest('hex').subarray(0, 16).toString('hex')],
];

const summary: string[] = [];
const figures: Figure[] = [];
const anchors: Anchor[] = [];
for (const [shape, key] of keys) {
  const secrets = [key];
  if (holdsSecret(plain, secrets) || holdsSecret(escaped, secrets)) throw new Error(`redact bench: the answer holds the ${shape} key`);
  const t = await interleave(
    [
      { name: 'JSON.parse', run: () => JSON.parse(plain) },
      { name: 'scan, plain answer', run: () => holdsSecret(plain, secrets) },
      { name: 'scan, answer with escapes', run: () => holdsSecret(escaped, secrets) },
    ],
    ROUNDS,
    10,
  );
  report(`redact: holdsSecret over the 5000-entry answer (${plain.length} chars), key ${shape}`, t, 'JSON.parse');
  for (const x of t.slice(1))
    figures.push({ what: `holdsSecret / parse, key ${shape}, ${x.name.slice(6)} (errors, recordings)`, value: x.median / t[0]!.median, target: 0.05 });
}

// What an onExchange recording of the same answer costs on top of the parse it already has (no target: opt-in).
const parsed = JSON.parse(escaped);
const secrets = [keys[0]![1]];
const t = await interleave(
  [
    { name: 'JSON.parse', run: () => JSON.parse(escaped) },
    { name: 'redactJson of the parsed answer', run: () => redactJson(parsed, secrets) },
  ],
  Math.max(9, Math.round(ROUNDS / 4)),
  3,
);
report('redact: redactJson over the parsed answer with escapes (report-mode issues)', t, 'JSON.parse');
anchors.push({ what: 'redactJson of the parsed answer / parse (report-mode issues)', value: t[1]!.median / t[0]!.median });

// An onExchange recording's body: redactParsed walks the parsed answer only when its text has a backslash or holds a key.
const parsedPlain = JSON.parse(plain);
const r = await interleave(
  [
    { name: 'JSON.parse', run: () => JSON.parse(plain) },
    { name: 'redactParsed, plain answer', run: () => redactParsed(plain, parsedPlain, secrets) },
    { name: 'redactParsed, answer with escapes', run: () => redactParsed(escaped, parsed, secrets) },
  ],
  Math.max(9, Math.round(ROUNDS / 4)),
  3,
);
report("redact: a recording's body (redactParsed of the parsed answer)", r, 'JSON.parse');
anchors.push({ what: "a recording's body, plain answer: redactParsed / parse", value: r[1]!.median / r[0]!.median });
anchors.push({ what: "a recording's body, answer with escapes: redactParsed / parse", value: r[2]!.median / r[0]!.median });
summary.push('successful call: no redactor runs (packages/runtime/test/redaction-cost.test.ts)');
console.log(`\n${summary.join('\n')}`);
printFigures('redact (issue 25 item 1)', figures, anchors);
