// validate: generated response validation vs JSON.parse of the same bytes, and vs ajv compiling the same schema at
// run time (the cost the generated standalone code avoids). Payloads: a 5000-entry mempool_snapshot result, a
// 5000-record REST swap history (get-pool-swap-history) and a forex_rates answer.
// Target: validation <= 0.5 x parse where the payload is not dominated by hex patterns; the pattern share is
// measured with ajv on the same schema with and without its `pattern` keywords. Method: bench/README.md.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { surfaces } from '@gw/contract';
import type { Validator } from '@gw/runtime';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { interleave, report, roundsArg, type Timing } from './lib/measure.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const fixture = (p: string) => JSON.parse(readFileSync(join(root, 'conformance/fixtures/mainnet', p), 'utf8')).response.body;
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

const hex64 = (i: number, salt: number) => (BigInt(i) * 0x9e3779b97f4a7c15n + BigInt(salt)).toString(16).padStart(16, '0').repeat(4).slice(0, 64);

// 1. mempool_snapshot: 5000 entries shaped like the recorded page (txid/wtxid are 64-hex patterns).
const snapPage = fixture('mempool/mempool_snapshot/page-2.json').result;
const entry0 = snapPage.entries[0];
const snapshot = {
  ...snapPage,
  entries: Array.from({ length: 5000 }, (_, i) => ({
    ...entry0,
    txid: hex64(i, 1),
    wtxid: hex64(i, 2),
    seq: 100_000 + i,
    fee: 1000 + i,
    vsize: 200 + (i % 300),
  })),
};
// 2. REST history: 5000 swap records in the data-API envelope.
const hist = fixture('data-api/get-pool-swap-history/count-50.json');
const swap0 = hist.data.swaps[0];
const history = {
  ...hist,
  data: { ...hist.data, swaps: Array.from({ length: 5000 }, (_, i) => ({ ...swap0, transactionId: hex64(i, 3), soldAmount: String(5_000_000_000 + i) })) },
};
// 3. forex_rates: the recorded answer as is.
const forex = fixture('forex/forex_rates/usd-all.json').result;

// The same schemas for ajv at run time (the generated modules' source documents).
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
// `generatorOptions`: the options tools/codegen compiles with (every error collected, referenced schemas not inlined).
const ajvCompile = (doc: object, pointer: string, generatorOptions = false) => {
  const ajv = new Ajv2020.default({ strict: false, validateFormats: true, ...(generatorOptions ? { allErrors: true, inlineRefs: false } : {}) });
  addFormats.default(ajv);
  ajv.addSchema(doc, 'doc.json');
  return ajv.compile({ $ref: `doc.json${pointer}` });
};

interface Payload {
  name: string;
  value: unknown;
  generated: Validator;
  doc: object;
  pointer: string;
}
const payloads: Payload[] = [
  {
    name: 'mempool_snapshot (5000 entries)',
    value: snapshot,
    generated: rpcValidator('mempool', 'mempool_snapshot'),
    doc: mempoolDoc,
    pointer: methodPointer(mempoolDoc, 'mempool_snapshot'),
  },
  {
    name: 'get-pool-swap-history (5000 records)',
    value: history,
    generated: restValidator('data-api', 'get-pool-swap-history'),
    doc: dataDoc,
    pointer: '#/paths/~1get-pool-swap-history/post/responses/200/content/application~1json/schema',
  },
  {
    name: 'forex_rates (recorded answer)',
    value: forex,
    generated: rpcValidator('forex', 'forex_rates'),
    doc: forexDoc,
    pointer: methodPointer(forexDoc, 'forex_rates'),
  },
];

const rounds = roundsArg(40);
const summary: string[] = [];
for (const p of payloads) {
  const text = JSON.stringify(p.value);
  const parsed = JSON.parse(text);
  if (!p.generated(parsed)) throw new Error(`${p.name}: the generated validator refuses the payload: ${JSON.stringify(p.generated.errors?.slice(0, 3))}`);
  // Small payloads are timed in batches so one sample is well above the timer's resolution.
  const reps = Math.max(1, Math.round(2_000_000 / text.length));
  const times = (f: () => unknown) => () => {
    for (let i = 0; i < reps; i++) f();
  };
  const c0 = performance.now();
  const runtime = ajvCompile(p.doc, p.pointer);
  const compileMs = performance.now() - c0;
  const noPattern = ajvCompile(withoutPatterns(p.doc) as object, p.pointer);
  const asGenerated = ajvCompile(p.doc, p.pointer, true);
  if (!runtime(parsed) || !noPattern(parsed)) throw new Error(`${p.name}: ajv (run time) refuses the payload: ${JSON.stringify(runtime.errors?.slice(0, 2))}`);
  const t: Timing[] = await interleave(
    [
      { name: 'JSON.parse', run: times(() => JSON.parse(text)) },
      { name: 'generated validator', run: times(() => p.generated(parsed)) },
      { name: 'ajv compiled at run time', run: times(() => runtime(parsed)) },
      { name: 'ajv at run time, no pattern keywords', run: times(() => noPattern(parsed)) },
      { name: 'ajv at run time, allErrors + no inlineRefs', run: times(() => asGenerated(parsed)) },
    ],
    rounds,
  );
  const per = (x: Timing) => ({ ...x, min: x.min / reps, median: x.median / reps });
  report(`validate: ${p.name}, ${text.length} bytes${reps > 1 ? ` (timed ${reps} at a time, per-call figures)` : ''}`, t.map(per), 'JSON.parse');
  const ratio = t[1]!.median / t[0]!.median;
  const patternShare = 1 - t[3]!.median / t[2]!.median;
  console.log(`  ajv compile of this schema at run time: ${compileMs.toFixed(1)} ms (once per process; generated code skips it)`);
  console.log(`  hex/pattern share of validation (ajv with vs without pattern keywords, median): ${(patternShare * 100).toFixed(0)}%`);
  summary.push(
    `${p.name}: validation/parse ${ratio.toFixed(2)} (target <= 0.5: ${ratio <= 0.5 ? 'met' : 'missed'}), pattern share ${(patternShare * 100).toFixed(0)}%`,
  );
}
console.log(`\n${summary.join('\n')}`);
