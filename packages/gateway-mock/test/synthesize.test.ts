import { specDocs, surfaces } from '@gw/contract';
import { describe, expect, it } from 'vitest';
import { createSynthesizer, fromPattern, rngFrom, sample } from '../src/synthesize/index.js';

const SPEC_PATTERNS = [
  '^[0-9a-f]{64}$',
  '^(0|[1-9][0-9]*)$',
  '^([0-9a-fA-F]{2})*$',
  '^(0|[1-9][0-9]*)(\\.[0-9]+)?$',
  '^0x[0-9a-fA-F]*$',
  '^[0-9a-f]{64}i(0|[1-9][0-9]*)$',
  '^0x[0-9a-fA-F]{40}$',
  '^(0|[1-9][0-9]*):(0|[1-9][0-9]*)$',
  '^(0|-?[1-9][0-9]*)$',
  '^[A-Z]{3}$',
  '^(0x[0-9a-fA-F]{8})?$',
  '^f{48}[0-9a-f]{16}$',
  '^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$',
  '^[^:]+:[^:]+:pair:(0|[1-9][0-9]*):(0|[1-9][0-9]*)_(0|[1-9][0-9]*):(0|[1-9][0-9]*)$',
  '^[^:]+:[^:]+:book:\\*$',
];

describe('seeded random source', () => {
  it('the same seed gives the same sequence, another seed another', () => {
    const a = rngFrom('req-1');
    const b = rngFrom('req-1');
    const c = rngFrom('req-2');
    const seq = (r: ReturnType<typeof rngFrom>) => Array.from({ length: 8 }, () => r.next());
    const sa = seq(a);
    expect(seq(b)).toEqual(sa);
    expect(seq(c)).not.toEqual(sa);
    for (const x of sa) expect(x >= 0 && x < 1).toBe(true);
  });
});

describe('strings from patterns', () => {
  for (const p of SPEC_PATTERNS)
    it(`matches ${p}`, () => {
      for (let k = 0; k < 40; k++) expect(fromPattern(p, rngFrom(`${p}${k}`))).toMatch(new RegExp(p));
    });
});

describe('schema draws', () => {
  const root = {};
  it('respects const, enum, bounds, required and array sizes', () => {
    for (let k = 0; k < 30; k++) {
      const rng = rngFrom(`s${k}`);
      const v = sample(
        root,
        {
          type: 'object',
          required: ['kind', 'level', 'n', 'items', 'amount'],
          properties: {
            kind: { const: 'x' },
            level: { enum: ['a', 'b'] },
            n: { type: 'integer', minimum: 5, maximum: 9 },
            items: { type: 'array', minItems: 2, maxItems: 3, items: { type: 'boolean' } },
            amount: { type: 'string', pattern: '^(0|[1-9][0-9]*)(\\.[0-9]+)?$' },
          },
        },
        rng,
      ) as Record<string, unknown>;
      expect(v.kind).toBe('x');
      expect(['a', 'b']).toContain(v.level);
      expect(v.n).toBeGreaterThanOrEqual(5);
      expect(v.n).toBeLessThanOrEqual(9);
      expect((v.items as unknown[]).length).toBeGreaterThanOrEqual(2);
      expect((v.items as unknown[]).length).toBeLessThanOrEqual(3);
      expect(typeof v.amount).toBe('string'); // decimal strings stay strings
      expect(v.amount).toMatch(/^(0|[1-9][0-9]*)(\.[0-9]+)?$/);
    }
  });
});

describe('synthesized answers', () => {
  const synth = createSynthesizer(specDocs(), surfaces);
  const forex = surfaces.find((s) => s.surface.name === 'forex')!;
  const opi = surfaces.find((s) => s.surface.name === 'opi')!;
  const dataApi = surfaces.find((s) => s.surface.name === 'data-api')!;

  it('the same request always gets the same answer', () => {
    const a = synth.rpc('espo', 'get_holders', { alkane: '2:0' });
    expect(a).toBeDefined();
    expect(synth.rpc('espo', 'get_holders', { alkane: '2:0' })).toEqual(a);
    // The defaults spelled out are the same request (seed 002 §Espo: page 0, limit 100).
    expect(synth.rpc('espo', 'get_holders', { alkane: '2:0', page: 0, limit: 100 })).toEqual(a);
    const draws = new Set(Array.from({ length: 10 }, (_, k) => JSON.stringify(synth.rpc('espo', 'get_holders', { alkane: `2:${k}` }))));
    expect(draws.size).toBeGreaterThan(1);
  });

  it('examples come first: forex_rates answers its spec example', () => {
    const doc = specDocs().get('forex') as { methods: { name: string; examples: { result: { value: unknown } }[] }[] };
    const example = doc.methods.find((m) => m.name === 'forex_rates')!.examples[0]!.result.value;
    expect(synth.rpc('forex', 'forex_rates', {})).toEqual({ result: example });
  });

  it('schema draws pass the generated result validator (forex_convert keeps decimal strings)', () => {
    const validate = forex.kind === 'rpc' ? forex.methods.forex_convert!.validators.result! : undefined;
    for (let k = 0; k < 20; k++) {
      const r = synth.rpc('forex', 'forex_convert', { from: 'USD', to: 'EUR', amount: String(k) })!;
      expect(validate!(r.result)).toBe(true);
    }
  });

  it('REST answers carry the seed envelope: {statusCode: 200, data} and OPI {error: null, result}', () => {
    for (let k = 0; k < 10; k++) {
      const rest = synth.rest('data-api', 'get-alkanes', { limit: k + 1 }) as { statusCode: number };
      expect(rest.statusCode).toBe(200);
      expect(dataApi.kind === 'rest' && dataApi.operations['get-alkanes']!.validators.responses['200']!(rest)).toBe(true);
      const o = synth.rest('opi', 'holders', { ticker: `t${k}` }) as { error: unknown };
      expect(o.error).toBeNull();
      expect(opi.kind === 'rest' && opi.operations.holders!.validators.responses['200']!(o)).toBe(true);
    }
  });

  it('protobuf views answer the default message (seed 001 rule 5: found false)', () => {
    expect(synth.rpc('btcusd', 'metashrew_view', ['getpool', '0x', 'latest'])).toEqual({ result: '0x' });
  });

  it('a method the spec does not describe is not synthesized', () => {
    expect(synth.rpc('reorg', 'getblockheader', [])).toBeUndefined();
    expect(synth.rest('opi', 'no-such-operation', {})).toBeUndefined();
  });
});
