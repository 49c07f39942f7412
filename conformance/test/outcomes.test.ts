// The suite compares answers by the judge's outcomes and pointers (issue 19 item 1), never by error class names or
// message text; a generated client that reads an answer otherwise than the judge is a failure nothing explains.
import { type Judgement, judgeAnswer, surfaces } from '@gw/contract';
import { ResponseValidationError, RestFailure } from '@gw/runtime';
import { describe, expect, it } from 'vitest';
import { clientViolations, outcomeViolations } from '../src/expect.js';
import { grade } from '../src/drift.js';
import type { CaseResult } from '../src/result.js';

const dataApi = surfaces.find((s) => s.surface.name === 'data-api')!;
const judged = (status: number, body: unknown): Judgement =>
  judgeAnswer(dataApi, 'get-bitcoin-price', { status, headers: { 'content-type': 'application/json' }, text: JSON.stringify(body) });
const success = judged(200, { statusCode: 200, data: { bitcoin: { usd: 1 } } });

describe('outcomeViolations', () => {
  it('another kind of outcome is a violation at the place that decides it', () => {
    const failed = judged(200, { statusCode: 400, error: 'invalid_address' });
    expect(outcomeViolations(failed, success.outcome, 'schema')).toEqual([
      { kind: 'outcome', pointer: '/statusCode', message: 'expected a success, got REST failure 400 "invalid_address"' },
    ]);
    expect(outcomeViolations(success, failed.outcome, 'schema')).toEqual([
      { kind: 'outcome', pointer: '/data', message: 'expected REST failure 400 "invalid_address", got a success' },
    ]);
  });

  it('failures of a kind differ by their code; the text counts only under exact', () => {
    const a = judged(400, { statusCode: 400, error: 'one' });
    expect(outcomeViolations(a, judged(400, { statusCode: 400, error: 'two' }).outcome, 'schema')).toEqual([]);
    expect(outcomeViolations(a, judged(400, { statusCode: 400, error: 'two' }).outcome, 'exact')).toMatchObject([{ pointer: '/error' }]);
    expect(outcomeViolations(a, judged(500, { statusCode: 500, error: 'one' }).outcome, 'schema')).toMatchObject([{ pointer: '/statusCode' }]);
  });

  it('under exact a success must carry the recorded data, pointed at in the body', () => {
    expect(outcomeViolations(success, judged(200, { statusCode: 200, data: { bitcoin: { usd: 2 } } }).outcome, 'exact')).toEqual([
      { kind: 'exact', pointer: '/data/bitcoin/usd', message: 'answer differs from the recorded exchange at /bitcoin/usd' },
    ]);
  });
});

describe('clientViolations', () => {
  it('agreeing with the judge is no violation; reading a broken answer as data is, and no register entry explains it', () => {
    const broken = judged(200, { statusCode: 200, data: { bitcoin: { usd: 'one' } } });
    const refused = new ResponseValidationError(
      { surface: 'data-api', operation: 'get-bitcoin-price', status: 200 },
      [{ field: '/data/bitcoin/usd', message: 'must be number' }],
      {},
    );
    expect(clientViolations(broken, { ok: false, error: refused })).toEqual([]);
    const misread = clientViolations(broken, { ok: true });
    expect(misread).toEqual([{ kind: 'client', message: 'the generated client read the answer as success, the judge as violation at /data/bitcoin/usd' }]);
    const failure = new RestFailure({ surface: 'data-api', operation: 'get-bitcoin-price', status: 200 }, 400, 'x');
    expect(clientViolations(success, { ok: false, error: failure })).toMatchObject([{ kind: 'client' }]);
    const r: CaseResult = {
      id: 'x',
      network: 'mainnet',
      surface: 'data-api',
      operation: 'get-bitcoin-price',
      case: 'x',
      kind: 'exchange',
      status: 'fail',
      durationMs: 0,
      violations: misread,
    };
    const everything = {
      id: 'all',
      surface: 'data-api',
      operations: ['*'],
      seed: 's',
      observed: 'o',
      evidence: { source: 'x', ref: 'r', date: '2026-01-01' },
      match: [{}],
      expires: '2099-01-01',
      example: { operation: 'get-bitcoin-price', response: { status: 200, body: {} } },
      file: 'data-api.yaml',
    };
    expect(grade(r, { status: 200 }, { entries: [everything], strict: false, matched: new Map() }).status).toBe('fail');
  });
});
