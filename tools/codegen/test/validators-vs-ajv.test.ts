// Every generated validator against ajv: for each surface, each operation's validators (the committed modules in
// packages/*/src/gen) and ajv 2020 (allErrors, ajv-formats, coercion where the generator coerces) compiled at test
// time from the same bundled spec (`spec.json`), run on the values of the surface's fixtures, every value inside them
// and mutations of each (keys dropped, wrong types, extra keys, empty and duplicate items). Same verdict, same errors
// (instancePath, keyword, params, message, order) and the same coerced data. (schemaPath is not compared: a leaf
// checked in place reports the path of the place, ajv the path inside the referenced schema.)
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { docIdOf, validatorsOf } from '../src/index.js';
import { listSpecs } from '../src/load.js';

type Validator = ((data: unknown) => boolean) & { errors?: Array<Record<string, unknown>> | null };

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
/** Operation names as fixture folders spell them (`ammdata.get_candles` → `ammdata_get_candles`). */
const norm = (s: string) => s.replace(/[^A-Za-z0-9-]+/g, '_');
const fixtureDirs = ['mainnet', 'signet', 'regtest'].map((n) => join(root, 'conformance/fixtures', n));

/** Per operation (fixture folder), every JSON value in its fixtures' requests and responses and inside them (bounded). */
function valuesOf(surface: string): Map<string, unknown[]> {
  const out = new Map<string, unknown[]>();
  const visit = (list: unknown[], v: unknown, depth: number) => {
    list.push(v);
    if (depth > 6 || list.length > 600) return;
    if (Array.isArray(v)) v.slice(0, 3).forEach((x) => visit(list, x, depth + 1));
    else if (v && typeof v === 'object') Object.values(v).forEach((x) => visit(list, x, depth + 1));
  };
  for (const dir of fixtureDirs) {
    let files: string[] = [];
    try {
      files = walk(join(dir, surface)).filter((f) => f.endsWith('.json'));
    } catch {
      continue;
    }
    for (const f of files) {
      const op = norm(f.slice(join(dir, surface).length + 1).split('/')[0]!);
      const list = out.get(op) ?? [];
      const fx = JSON.parse(readFileSync(f, 'utf8')) as { request?: { body?: unknown }; response?: { body?: unknown } };
      visit(list, fx.request?.body, 0);
      visit(list, fx.response?.body, 0);
      out.set(op, list);
    }
  }
  return out;
}

/** The value changed in the ways a wrong answer or input differs: each key dropped or retyped, an extra key, items. */
function mutations(v: unknown): unknown[] {
  const bad = [null, 'x', '', -1, 1.5, true, {}, [], '0'.repeat(64), 'Z'.repeat(64)];
  if (Array.isArray(v)) return [[], [...v, ...v.slice(0, 1)], v.map(() => null), ...bad.slice(0, 3).map((b) => (v.length ? [b, ...v.slice(1)] : [b]))];
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const out: unknown[] = [{ ...o, extra_field: 1 }];
    for (const k of Object.keys(o).slice(0, 12)) {
      const { [k]: _, ...rest } = o;
      out.push(rest, ...bad.map((b) => ({ ...o, [k]: b })));
    }
    return out;
  }
  return bad;
}

const comparable = (errors: Validator['errors']) => (errors ?? null)?.map(({ schemaPath: _, ...e }) => e) ?? null;

/** `v` and every object in it frozen (once): a validator given it cannot change it, a write throws. */
function frozen<T>(v: T): T {
  if (v && typeof v === 'object' && !Object.isFrozen(v)) {
    Object.freeze(v);
    for (const x of Object.values(v)) frozen(x);
  }
  return v;
}

/**
 * Runs both on each value; returns the first difference, or null. Where the validators coerce, each runs on its own
 * copy and the coerced data is compared; elsewhere both run on the value itself, frozen: one that writes to it throws.
 */
export function firstDifference(mine: Validator, ajv: Validator, values: unknown[], coerce = true): string | null {
  for (const v of values) {
    const a = coerce ? structuredClone(v) : frozen(v);
    const b = coerce ? structuredClone(v) : a;
    const ok = ajv(a);
    const got = mine(b);
    const want = { ok, errors: ok ? null : comparable(ajv.errors), ...(coerce ? { data: a } : {}) };
    const have = { ok: got, errors: got ? null : comparable(mine.errors), ...(coerce ? { data: b } : {}) };
    if (JSON.stringify(want) !== JSON.stringify(have))
      return `value ${JSON.stringify(v).slice(0, 200)}:\najv  ${JSON.stringify(want).slice(0, 600)}\nmine ${JSON.stringify(have).slice(0, 600)}`;
  }
  return null;
}

const specs = listSpecs(root);

describe.each(specs.map((s) => [s.surface.name, s] as const))('%s: generated validators = ajv', (name, spec) => {
  // The bound is generous: the data API's 140 validators take seconds on a quiet machine, minutes on a loaded one.
  it('same verdicts, errors and coerced data on fixture values and their mutations', { timeout: 600_000 }, async () => {
    const dir = join(root, 'packages', spec.surface.package, 'src/gen', name);
    const doc = JSON.parse(readFileSync(join(dir, 'spec.json'), 'utf8')) as Record<string, unknown>;
    const { plans, groups } = validatorsOf(spec, doc);
    const byOperation = valuesOf(name);
    const all = [...byOperation.values()].flat();
    // An operation's own values and mutations of the first 20, and every 150th value of the surface (other shapes).
    const valuesFor = (what: string) => {
      const own = what === 'the frames' ? all : (byOperation.get(norm(what.slice(1, -1))) ?? []);
      return [...own, ...own.slice(0, 20).flatMap(mutations), ...all.filter((_, i) => i % 150 === 0)];
    };
    const ajvs = new Map<boolean, InstanceType<typeof Ajv2020.default>>();
    const ajvFor = (coerce: boolean) => {
      let ajv = ajvs.get(coerce);
      if (!ajv) {
        ajv = new Ajv2020.default({ strict: false, allErrors: true, coerceTypes: coerce, validateFormats: true });
        addFormats.default(ajv);
        ajv.addSchema(doc, docIdOf(spec));
        ajvs.set(coerce, ajv);
      }
      return ajv;
    };
    let compared = 0;
    for (const g of groups) {
      for (const [planName, local] of g.names) {
        const plan = plans.find((p) => p.name === planName)!;
        const mod = (await import(pathToFileURL(join(dir, plan.coerce ? 'validators-coerce' : 'validators', `${g.file}.js`)).href)) as Record<
          string,
          Validator
        >;
        const mine = mod[local]!;
        expect(typeof mine, `${g.file}.${local}`).toBe('function');
        const ajv = ajvFor(plan.coerce === true).compile(plan.schema) as Validator;
        const values = valuesFor(g.what);
        expect(firstDifference(mine, ajv, values, plan.coerce === true), `${name} ${g.what} ${local}`).toBeNull();
        compared += values.length;
      }
    }
    expect(compared > 0 || plans.length === 0).toBe(true);
  });
});

describe('the comparison', () => {
  it('finds a validator that accepts what ajv refuses, or reports other errors', () => {
    const ajv = new Ajv2020.default({ allErrors: true }).compile({ type: 'string', pattern: '^[0-9a-f]{64}$' }) as Validator;
    const acceptsAll = Object.assign(() => true, { errors: null }) as Validator;
    expect(firstDifference(acceptsAll, ajv, ['a'.repeat(64), 'A'.repeat(64)])).toMatch(/AAAA/);
    const wrongMessage = Object.assign(() => false, { errors: [{ instancePath: '', keyword: 'pattern', params: {}, message: 'no' }] }) as Validator;
    expect(firstDifference(wrongMessage, ajv, [1])).toMatch(/must be string/);
    const coerces = Object.assign((d: { n: unknown }) => ((d.n = Number(d.n)), true), { errors: null }) as Validator;
    const any = new Ajv2020.default().compile({ type: 'object' }) as Validator;
    expect(firstDifference(coerces, any, [{ n: '1' }])).toMatch(/"n":1/); // coerced data differs from ajv's
    expect(() => firstDifference(coerces, any, [{ n: '1' }], false)).toThrow(/read.only/); // not coercing: the value is frozen
  });
});
