// validate: generated response validation vs JSON.parse of the same bytes, and vs ajv compiling the same schema at
// run time. Payloads that look like real answers (bench/lib/payloads.ts says how they are made): a 5000-entry
// mempool_snapshot result (random txids/wtxids), the same with JSON escapes in its text, a 5000-record REST swap
// history (random transaction ids, amounts of every length, addresses) and the recorded forex_rates answer.
// Targets (issue 25 item 3): mempool_snapshot <= 0.6 x JSON.parse, every other payload <= 0.5 x. Method: bench/README.md.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { surfaces } from '@gw/contract';
import type { Validator } from '@gw/runtime';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { type Anchor, type Figure, printFigures } from './lib/figures.js';
import { interleave, report, roundsArg, type Timing } from './lib/measure.js';
import { forexRates, mempoolSnapshot, swapHistory, withEscapes } from './lib/payloads.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const specOf = (pkg: string, surface: string) => JSON.parse(readFileSync(join(root, `packages/${pkg}/src/gen/${surface}/spec.json`), 'utf8'));
const rpcValidator = (surface: string, method: string): Validator => {
  const s = surfaces.find((x) => x.surface.name === surface);
  if (s?.kind !== 'rpc') throw new Error(`no JSON-RPC surface ${surface}`);
  const v = s.methods[method]?.validators.result;
  if (!v) throw new Error(`${surface}: no result validator for ${method}`);
  return v;
};
const restValidator = (surface: string, op: string): Validator => {
  const s = surfaces.find((x) => x.surface.name === surface);
  if (s?.kind !== 'rest') throw new Error(`no REST surface ${surface}`);
  const v = s.operations[op]?.validators.responses['200'];
  if (!v) throw new Error(`${surface}: no 200 validator for ${op}`);
  return v;
};

const mempoolDoc = specOf('mempool', 'mempool');
const dataDoc = specOf('data-api', 'data-api');
const forexDoc = specOf('forex', 'forex');
const methodPointer = (doc: { methods: Array<{ name: string }> }, name: string) => `#/methods/${doc.methods.findIndex((m) => m.name === name)}/result/schema`;
const withoutPatterns = (v: unknown): unknown =>
  Array.isArray(v)
    ? v.map(withoutPatterns)
    : v && typeof v === 'object'
      ? Object.fromEntries(
          Object.entries(v)
            .filter(([k]) => k !== 'pattern')
            .map(([k, x]) => [k, withoutPatterns(x)]),
        )
      : v;
const ajvCompile = (doc: object, pointer: string) => {
  const ajv = new Ajv2020.default({ strict: false, allErrors: true, validateFormats: true });
  addFormats.default(ajv);
  ajv.addSchema(doc, 'doc.json');
  return ajv.compile({ $ref: `doc.json${pointer}` });
};

interface Payload {
  name: string;
  text: string;
  generated: Validator;
  doc: object;
  pointer: string;
  target: number;
}
const snapshot = JSON.stringify(mempoolSnapshot(5000));
const payloads: Payload[] = [
  {
    name: 'mempool_snapshot (5000 entries)',
    text: snapshot,
    generated: rpcValidator('mempool', 'mempool_snapshot'),
    doc: mempoolDoc,
    pointer: methodPointer(mempoolDoc, 'mempool_snapshot'),
    target: 0.6,
  },
  {
    name: 'mempool_snapshot (5000 entries, JSON escapes)',
    text: withEscapes(snapshot),
    generated: rpcValidator('mempool', 'mempool_snapshot'),
    doc: mempoolDoc,
    pointer: methodPointer(mempoolDoc, 'mempool_snapshot'),
    target: 0.6,
  },
  {
    name: 'get-pool-swap-history (5000 records)',
    text: withEscapes(JSON.stringify(swapHistory(5000))),
    generated: restValidator('data-api', 'get-pool-swap-history'),
    doc: dataDoc,
    pointer: '#/paths/~1get-pool-swap-history/post/responses/200/content/application~1json/schema',
    target: 0.5,
  },
  {
    name: 'forex_rates (recorded answer)',
    text: JSON.stringify(forexRates()),
    generated: rpcValidator('forex', 'forex_rates'),
    doc: forexDoc,
    pointer: methodPointer(forexDoc, 'forex_rates'),
    target: 0.5,
  },
];

const rounds = roundsArg(40);
const summary: string[] = [];
const figures: Figure[] = [];
const anchors: Anchor[] = [];
for (const p of payloads) {
  // Timed as the built packages run them: loaded by Node itself, not transpiled on the way (tsx's CommonJS hook turns
  // each call of a support function into a property read of a module object: twice the time).
  if (/\bimport_[\w$]+\b/.test(String(p.generated)))
    throw new Error(`${p.name}: the validator was transpiled when loaded (run benchmarks with tsx's ESM hook only: bench/lib/run-all.ts)`);
  const parsed = JSON.parse(p.text);
  if (!p.generated(parsed)) throw new Error(`${p.name}: the generated validator refuses the payload: ${JSON.stringify(p.generated.errors?.slice(0, 3))}`);
  // Small payloads are timed in batches so one sample is well above the timer's resolution.
  const reps = Math.max(1, Math.round(2_000_000 / p.text.length));
  const times = (f: () => unknown) => () => {
    for (let i = 0; i < reps; i++) f();
  };
  const runtime = ajvCompile(p.doc, p.pointer);
  const noPattern = ajvCompile(withoutPatterns(p.doc) as object, p.pointer);
  if (!runtime(parsed) || !noPattern(parsed)) throw new Error(`${p.name}: ajv (run time) refuses the payload: ${JSON.stringify(runtime.errors?.slice(0, 2))}`);
  const t: Timing[] = await interleave(
    [
      { name: 'JSON.parse', run: times(() => JSON.parse(p.text)) },
      { name: 'generated validator', run: times(() => p.generated(parsed)) },
      { name: 'ajv compiled at run time', run: times(() => runtime(parsed)) },
      { name: 'ajv at run time, no pattern keywords', run: times(() => noPattern(parsed)) },
    ],
    rounds,
  );
  const per = (x: Timing) => ({ ...x, min: x.min / reps, median: x.median / reps });
  report(`validate: ${p.name}, ${p.text.length} bytes${reps > 1 ? ` (timed ${reps} at a time, per-call figures)` : ''}`, t.map(per), 'JSON.parse');
  const ratio = t[1]!.median / t[0]!.median;
  const patternShare = 1 - t[3]!.median / t[2]!.median;
  figures.push({ what: `${p.name}: generated validator / JSON.parse`, value: ratio, target: p.target });
  anchors.push({ what: `${p.name}: ajv compiled at run time / JSON.parse`, value: t[2]!.median / t[0]!.median });
  summary.push(
    `${p.name}: validation/parse ${ratio.toFixed(2)} by median, ${(t[1]!.min / t[0]!.min).toFixed(2)} by min (target <= ${p.target}: ${ratio <= p.target ? 'met' : 'missed'}); ajv at run time ${(t[2]!.median / t[0]!.median).toFixed(2)}, its pattern share ${(patternShare * 100).toFixed(0)}%`,
  );
}
console.log(`\n${summary.join('\n')}`);
printFigures('validate (issue 25 item 3)', figures, anchors);
