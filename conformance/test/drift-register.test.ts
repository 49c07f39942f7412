import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { surfaces } from '@gw/contract';
import { DRIFT_DIR, type DriftEntry, DriftRegisterError, explains, grade, loadDrift, registerProblems } from '../src/index.js';
import type { CaseResult } from '../src/index.js';

const files = readdirSync(DRIFT_DIR).filter((f) => f.endsWith('.yaml'));

describe('the drift register (specs/drift/<surface>.yaml)', () => {
  it('every register file follows register.schema.json, names its own surface, and uses each id once', () => {
    expect(files.sort()).toEqual(['data-api.yaml', 'espo.yaml', 'opi.yaml', 'reorg.yaml']);
    for (const f of files) expect(registerProblems(parse(readFileSync(join(DRIFT_DIR, f), 'utf8')), f), f).toEqual([]);
    const ids = loadDrift().map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('every entry names operations of its surface, evidence with a source tag and date, and an expiry after its evidence', () => {
    for (const e of loadDrift()) {
      const s = surfaces.find((x) => x.surface.name === e.surface);
      expect(s, e.id).toBeDefined();
      const ops = s!.kind === 'rest' ? Object.keys(s!.operations) : s!.kind === 'rpc' ? Object.keys(s!.methods) : [];
      for (const op of e.operations) if (op !== '*') expect(ops, `${e.id}: ${op}`).toContain(op);
      expect(e.expires > e.evidence.date, e.id).toBe(true);
      expect(e.seed.length).toBeGreaterThan(10);
      expect(e.observed.length).toBeGreaterThan(10);
    }
  });

  it('a malformed register is refused, naming the file and the place', () => {
    const dir = mkdtempSync(join(tmpdir(), 'gw-drift-'));
    writeFileSync(
      join(dir, 'opi.yaml'),
      'surface: opi\nentries:\n  - id: Bad Id\n    surface: opi\n    operations: []\n    seed: x\n    observed: y\n    evidence: {source: nowhere, ref: r, date: "2026-11-22"}\n    match: [{shape: {type: string}}]\n    expires: soon\n',
    );
    expect(() => loadDrift(dir)).toThrow(DriftRegisterError);
    expect(() => loadDrift(dir)).toThrow(/opi\.yaml: \/entries\/0\/id/);
    writeFileSync(join(dir, 'opi.yaml'), readFileSync(join(DRIFT_DIR, 'opi.yaml'), 'utf8').replace('surface: opi\n', 'surface: espo\n'));
    expect(() => loadDrift(dir)).toThrow(/surface espo must be the file name/);
  });

  it('a shape that is not a JSON Schema is refused at every load (each distinct shape is compiled once)', () => {
    const doc = parse(readFileSync(join(DRIFT_DIR, 'opi.yaml'), 'utf8'));
    const entry = doc.entries.find((e: DriftEntry) => e.match.some((m) => m.shape !== undefined));
    entry.match.find((m: { shape?: unknown }) => m.shape !== undefined).shape = { type: 'no-such-type' };
    for (let load = 0; load < 2; load++)
      expect(registerProblems(doc, 'opi.yaml')).toContainEqual(
        expect.stringMatching(new RegExp(`opi\\.yaml: entry ${entry.id}: shape is not a JSON Schema: `)),
      );
  });

  it('a matcher explains a violation at or below its pointer only when the value there has the alternative shape', () => {
    const [kinds] = loadDrift().filter((e) => e.id === 'opi-event-kinds-beyond-seed') as [DriftEntry];
    const body = { error: null, result: [{ event_type: 'deploy-inscribe' }, { event_type: 'predeploy-inscribe' }, { event_type: 42 }] };
    const at = (pointer: string) => ({ kind: 'rule' as const, message: 'x', pointer, check: 'opi-event-kind-known' });
    expect(explains(kinds.match[0]!, at('/result/1/event_type'), { status: 200, body })).toBe(true);
    expect(explains(kinds.match[0]!, at('/result/2/event_type'), { status: 200, body })).toBe(false); // a number is no kind
    expect(explains(kinds.match[0]!, at('/result/1'), { status: 200, body })).toBe(false); // above the pointer
    expect(explains(kinds.match[0]!, { ...at('/result/1/event_type'), check: 'other' }, { status: 200, body })).toBe(false); // another check
    const r: CaseResult = {
      id: 'mainnet/opi/activity_on_block/x',
      network: 'mainnet',
      surface: 'opi',
      operation: 'activity_on_block',
      case: 'x',
      kind: 'exchange',
      status: 'fail',
      durationMs: 0,
      violations: [at('/result/1/event_type'), at('/result/2/event_type')],
    };
    const matched = new Map<string, number>();
    expect(grade(r, { status: 200, body }, { entries: [kinds], strict: false, matched }).status).toBe('fail');
    const drift = grade({ ...r, violations: [at('/result/1/event_type')] }, { status: 200, body }, { entries: [kinds], strict: false, matched });
    expect(drift).toMatchObject({ status: 'drift', drift: ['opi-event-kinds-beyond-seed'] });
    expect(grade({ ...r, violations: [at('/result/1/event_type')] }, { status: 200, body }, { entries: [kinds], strict: true, matched })).toMatchObject({
      status: 'fail',
      strict: true,
    });
    // Another operation of the surface is not covered by the entry.
    expect(
      grade({ ...r, operation: 'holders', violations: [at('/result/1/event_type')] }, { status: 200, body }, { entries: [kinds], strict: false, matched })
        .status,
    ).toBe('fail');
  });
});
