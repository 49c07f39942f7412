import { describe, expect, it } from 'vitest';
import { documentedErrors, type LoadedFixture, loadFixtures, surfaces } from '@gw/contract';
import { casesDir, loadCases } from '../src/index.js';
import { ALLOWED_WITHOUT_FIXTURE } from './allowed-errors.js';
import { type CoverageInput, coverageProblems, operationsOf } from './coverage.js';
import { FIXTURES } from './helpers.js';
import { SEED_RULES } from './seed-rules.js';

const operations = operationsOf(surfaces, documentedErrors);
const input = async (): Promise<CoverageInput> => ({
  operations,
  fixtures: loadFixtures(FIXTURES),
  cases: await loadCases(casesDir),
  seedRules: SEED_RULES,
  allowed: ALLOWED_WITHOUT_FIXTURE,
});

describe('coverage of the specs by fixtures and cases', () => {
  it('every operation has a fixture per network, every documented error a fixture, every seed rule a rule', async () => {
    expect(coverageProblems(await input())).toEqual([]);
    expect(operations.length).toBeGreaterThan(130);
  });

  it('every case file has a rule, a scenario or an open outcome (the seed shows no result)', async () => {
    const empty = (await loadCases(casesDir)).filter((c) => !c.rules?.length && !c.scenarios?.length && !c.openOutcome);
    expect(empty.map((c) => `${c.surface}/${c.operation}`)).toEqual([]);
  });

  describe('fails on a deficient set', () => {
    const without = (fixtures: LoadedFixture[], drop: (f: LoadedFixture) => boolean) => fixtures.filter((f) => !drop(f));

    it('an operation without a fixture on a network where it exists', async () => {
      const i = await input();
      const problems = coverageProblems({
        ...i,
        fixtures: without(i.fixtures, (f) => f.network === 'signet' && f.surface === 'forex' && f.operation === 'forex_status'),
      });
      expect(problems).toEqual(['forex/forex_status: no fixture on signet']);
    });

    it('an operation-specific documented error without its fixture', async () => {
      const i = await input();
      const problems = coverageProblems({ ...i, fixtures: without(i.fixtures, (f) => f.surface === 'orderbook' && f.response?.status === 404) });
      expect(problems).toEqual([expect.stringMatching(/^orderbook\/\w+: no fixture shows .*\(status 404\)$/)]);
    });

    it('an envelope error without any fixture on its surface', async () => {
      const i = await input();
      const problems = coverageProblems({
        ...i,
        fixtures: without(i.fixtures, (f) => f.surface === 'forex' && (f.response?.body as { error?: { code?: number } })?.error?.code === -32602),
      });
      expect(problems).toEqual(['forex: no fixture shows InvalidParams (rpc -32602), documented on every operation']);
    });

    it('an allowed error is allowed only where the list says', async () => {
      const i = await input();
      const problems = coverageProblems({ ...i, allowed: i.allowed.filter((a) => a.name !== 'AuthUnavailable') });
      expect(problems.length).toBeGreaterThan(5);
      expect(problems.every((p) => p.includes('AuthUnavailable'))).toBe(true);
    });

    it('a seed-stated rule whose case lost its rules, or a case that is gone', async () => {
      const i = await input();
      const cases = i.cases
        .filter((c) => !(c.surface === 'forex' && c.operation === 'forex_rates'))
        .map((c) => (c.surface === 'opi' && c.operation === 'holders' ? { ...c, rules: [], scenarios: [] } : c));
      expect(coverageProblems({ ...i, cases }).sort()).toEqual([
        'forex/forex_rates: the seed states a rule, the case has none',
        'opi/holders: the seed states a rule, the case has none',
      ]);
    });
  });
});
