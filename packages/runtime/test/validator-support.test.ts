// The run-time helpers of the generated validators mean exactly what they replace: `pattern()` accepts what
// `new RegExp(source, 'u')` accepts (property test on the patterns of the specs and on made-up class runs, with
// strings built from the class, near misses and astral characters), `ucs2length`, `equal`, `dateTime` and
// `isInteger` answer as ajv's and ajv-formats' own functions.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ajvEqual from 'ajv/dist/runtime/equal.js';
import ajvUcs2length from 'ajv/dist/runtime/ucs2length.js';
import { fullFormats } from 'ajv-formats/dist/formats.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dateTime, equal, isInteger, pattern, ucs2length } from '../src/validator-support.js';

/** A CommonJS module's `default` export, however the loader hands it over. */
const cjsDefault = <T>(m: T | { default: T }): T => ((m as { default?: T }).default ?? m) as T;
const ajvLength = cjsDefault(ajvUcs2length as unknown as (s: string) => number);
const ajvEq = cjsDefault(ajvEqual as unknown as (a: unknown, b: unknown) => boolean);
const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const walk = (dir: string): string[] => readdirSync(dir).flatMap((n) => (statSync(join(dir, n)).isDirectory() ? walk(join(dir, n)) : [join(dir, n)]));
/** Every `pattern` of the specs. */
const specPatterns = [
  ...new Set(
    walk(join(root, 'specs'))
      .filter((f) => f.endsWith('.yaml'))
      .flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/^\s*pattern:\s*'([^']*)'\s*$/gm)].map((m) => m[1]!.replace(/''/g, "'"))),
  ),
];

/** Strings near what `source` accepts: runs of its characters and of near misses, with its literal prefix or not. */
function near(source: string): fc.Arbitrary<string> {
  const cls = /\[([^\]]*)\]/.exec(source)?.[1] ?? '0-9a-f';
  const members = [...cls.matchAll(/(\w)(?:-(\w))?/g)].flatMap(([, a, b]) => {
    const out: string[] = [];
    for (let c = a!.charCodeAt(0); c <= (b ?? a!).charCodeAt(0); c++) out.push(String.fromCharCode(c));
    return out;
  });
  const prefix = /^\^([A-Za-z0-9_-]*)/.exec(source)?.[1] ?? '';
  const char = fc.oneof(
    { weight: 20, arbitrary: fc.constantFrom(...members) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('g', 'G', 'F', 'z', ':', '/', '\n', ' ', '-', '.', '0', 'x', '\u00e9', '\ud83d\ude00', '\ud800', '\u0660', '\uff10'),
    },
  );
  const len = Number(/\{(\d+)/.exec(source)?.[1] ?? 8);
  const body = fc.array(char, { minLength: Math.max(0, len - 2), maxLength: len + 2 }).map((cs) => cs.join(''));
  return fc.tuple(fc.constantFrom(prefix, '', `${prefix}${prefix}`, prefix.toUpperCase()), body).map(([p, b]) => p + b);
}

describe('pattern(): the same strings as new RegExp(source, "u")', () => {
  // The numerals (amounts, prices, fees) are scanned: the strings around them (signs, dots, leading zeros) are near.
  const numerals = fc.array(fc.constantFrom('0', '1', '9', '0', '5', '.', '-', 'e', ' ', '\u0660'), { maxLength: 8 }).map((cs) => cs.join(''));
  it.each(['^(0|[1-9][0-9]*)$', '^[1-9][0-9]*$', '^(0|-?[1-9][0-9]*)$', '^(0|[1-9][0-9]*)(\\.[0-9]+)?$'])('numeral %s', (source) => {
    const fast = pattern(source, 'u');
    const re = new RegExp(source, 'u');
    fc.assert(
      fc.property(numerals, (s) => fast.test(s) === re.test(s)),
      { numRuns: 3000, seed: 25 },
    );
  });
  const madeUp = ['^[0-9a-f]{64}$', '^0x[0-9a-fA-F]*$', '^[A-Z]{3}$', '^[0-9]+$', '^[a-z]$', '^ab[0-9a-f]{2,5}$', '^[0-9a-f]{4,}$', '^x_-[0-9]{0}$'];
  it.each([...new Set([...specPatterns, ...madeUp])])('%s', (source) => {
    const fast = pattern(source, 'u');
    const re = new RegExp(source, 'u');
    fc.assert(
      fc.property(fc.oneof(near(source), fc.string({ unit: 'binary', maxLength: 70 })), (s) => fast.test(s) === re.test(s)),
      { numRuns: 400, seed: 25 },
    );
  });

  it('checks the txid-shaped patterns of the specs by table, the numerals by a scan, and leaves every other pattern to RegExp', () => {
    expect(specPatterns).toContain('^[0-9a-f]{64}$');
    expect(pattern('^[0-9a-f]{64}$', 'u')).not.toBeInstanceOf(RegExp);
    expect(pattern('^(0x[0-9a-fA-F]{8})?$', 'u')).toBeInstanceOf(RegExp);
    expect(pattern('^(0|[1-9][0-9]*)(\\.[0-9]+)?$', 'u')).not.toBeInstanceOf(RegExp); // a numeral: scanned
    expect(pattern('^[0-9a-f]{64}$', 'i')).toBeInstanceOf(RegExp); // a flag that changes the class: RegExp
    expect(pattern('^[0-9a-f]{64}$', 'u').test('A'.repeat(64))).toBe(false);
    expect(pattern('^[0-9a-f]{64}$', 'u').test(`${'a'.repeat(63)}\u00e0`)).toBe(false);
  });
});

describe('the other helpers answer as ajv', () => {
  it('ucs2length', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (s) => ucs2length(s) === ajvLength(s)),
      { numRuns: 2000, seed: 25 },
    );
  });
  it('equal (throwing where ajv throws: a JSON key `valueOf` that is not a function)', () => {
    const outcome = (f: () => boolean) => {
      try {
        return f();
      } catch (e) {
        return (e as Error).constructor.name;
      }
    };
    fc.assert(
      fc.property(fc.jsonValue(), fc.jsonValue(), (a, b) => outcome(() => equal(a, b)) === outcome(() => ajvEq(a, b))),
      { numRuns: 2000, seed: 25 },
    );
    expect(equal({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(equal({ a: [1, { b: 2 }] }, { a: [1, { b: 3 }] })).toBe(false);
  });
  it('dateTime', () => {
    const parts = fc.tuple(
      fc.integer({ min: 0, max: 9999 }),
      fc.integer({ min: 0, max: 13 }),
      fc.integer({ min: 0, max: 32 }),
      fc.constantFrom('T', 't', ' ', '_', '\u00a0', '\u2028', '\n', 'TT', 'T '),
      fc.integer({ min: 0, max: 24 }),
      fc.integer({ min: 0, max: 60 }),
      fc.integer({ min: 0, max: 61 }),
      fc.constantFrom('Z', 'z', '+00:00', '-23:59', '+24:00', '', '.123Z', '+0530', '.5-01:30', '.Z', '+05:3', '+05:30x', '.0001+23:59', 'Zz'),
    );
    const pad = (n: number, w = 2) => String(n).padStart(w, '0');
    const dt = parts.map(([y, mo, d, sep, h, mi, s, tz]) => `${pad(y, 4)}-${pad(mo)}-${pad(d)}${sep}${pad(h)}:${pad(mi)}:${pad(s)}${tz}`);
    const ref = fullFormats['date-time'] as { validate: (s: string) => boolean };
    fc.assert(
      fc.property(fc.oneof(dt, fc.string()), (s) => dateTime(s) === ref.validate(s)),
      { numRuns: 5000, seed: 25 },
    );
    expect(dateTime('2016-12-31T23:59:60Z')).toBe(true);
    expect(dateTime('2026-02-29T00:00:00Z')).toBe(false);
  });
});

describe('isInteger', () => {
  /** ajv's generated check of `type: integer`. */
  const ajvInteger = (v: unknown) => typeof v === 'number' && !((v as number) % 1) && !Number.isNaN(v);
  it("answers as ajv's `integer` type on every number and on values of other types", () => {
    for (const v of [0, -0, 1, -1, 1.5, 2 ** 53 + 2, 1_795_391_023_207, 1e300, 5e-324, Infinity, -Infinity, NaN, '1', null, true, [1], {}])
      expect(isInteger(v), String(v)).toBe(ajvInteger(v));
    fc.assert(
      fc.property(fc.oneof(fc.double(), fc.integer(), fc.anything()), (v) => isInteger(v) === ajvInteger(v)),
      { numRuns: 2000 },
    );
  });
});
