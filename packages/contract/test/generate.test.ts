import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { asText, requestArbitraries } from '../src/generate/index.js';
import { specDocs, surfaces } from '../src/index.js';

const seed = Number(process.env.GW_PROP_SEED ?? 20261124);
const runs = Number(process.env.GW_PROP_RUNS ?? 20);

describe('spec-drawn requests', () => {
  it('over every operation: valid draws pass the generated validator as sent, broken ones fail it; only open params are not drawn', () => {
    const docs = specDocs();
    const notDrawn: string[] = [];
    let checked = 0;
    for (const s of surfaces) {
      if (s.kind === 'stream') continue;
      for (const op of Object.keys(s.kind === 'rest' ? s.operations : s.methods)) {
        const r = requestArbitraries(docs.get(s.surface.name)!, s, op, seed);
        if ('skip' in r) {
          notDrawn.push(`${s.surface.name}/${op}: ${r.skip}`);
          continue;
        }
        const validator = s.kind === 'rest' ? s.operations[op]!.validators.input : s.methods[op]!.validators.params;
        const text = s.kind === 'rest' && !s.operations[op]!.meta.body;
        const ok = (v: unknown) => !validator || validator(structuredClone(text ? asText(v) : v));
        for (const v of fc.sample(r.valid, { numRuns: runs, seed })) expect(ok(v), `${s.surface.name}/${op} valid ${JSON.stringify(v)}`).toBe(true);
        if (r.invalid)
          for (const b of fc.sample(r.invalid, { numRuns: runs, seed })) expect(ok(b.input), `${s.surface.name}/${op} broken (${b.broken})`).toBe(false);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // Only methods whose params the seeds do not show are left out, each with its reason.
    expect(
      notDrawn.every((n) => /params are not shown/.test(n)),
      notDrawn.join('\n'),
    ).toBe(true);
  });

  it('the same seed draws the same requests', () => {
    const s = surfaces.find((x) => x.surface.name === 'data-api')!;
    const draw = (k: number) => {
      const r = requestArbitraries(specDocs().get('data-api')!, s, 'get-alkanes', k);
      if ('skip' in r) throw new Error(r.skip);
      return fc.sample(r.valid, { numRuns: 5, seed: k });
    };
    expect(draw(5)).toEqual(draw(5));
    expect(draw(5)).not.toEqual(draw(6));
  });
});
