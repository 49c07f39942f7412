import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkFixtures } from '../src/index.js';
import { copyFixtures, editFixture, FIXTURES } from './helpers.js';

describe('gw fixtures check', () => {
  // One copy of the set for every bad input (a copy is 588 files): each case spoils one file, checks the whole copy and
  // puts the file back.
  let dir: string;
  beforeAll(() => {
    dir = copyFixtures();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  function checkSpoiled(file: string, spoil: (path: string) => void): ReturnType<typeof checkFixtures> {
    const path = join(dir, file);
    const original = readFileSync(path, 'utf8');
    try {
      spoil(path);
      return checkFixtures(dir);
    } finally {
      writeFileSync(path, original);
    }
  }

  it('passes on the embedded fixture set', () => {
    const { checked, problems } = checkFixtures(FIXTURES);
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(10);
  });

  const corrupt: Array<[string, string, (f: Record<string, any>) => void, RegExp]> = [
    ['a response field removed', 'mainnet/data-api/get-bitcoin-price/keyed.json', (f) => delete f.response.body.data.bitcoin, /response 200: .*bitcoin/],
    [
      'a decimal string turned into a number',
      'mainnet/forex/forex_rates/usd-all.json',
      (f) => (f.response.body.result.rates.EUR = 0.86),
      /response 200: \/result\/rates\/EUR must be string/,
    ],
    [
      'a real key in the path',
      'mainnet/data-api/get-bitcoin-price/keyed.json',
      (f) => (f.request.path = '/v4/sk_live_abcdef0123456789/get-bitcoin-price'),
      /key segment of the path must be \{apiKey\}, \{adminKey\} or \{invalidKey\}/,
    ],
    [
      'a real key in the header',
      'mainnet/data-api/get-bitcoin-price/header-key.json',
      (f) => (f.request.headers['x-service-api-key'] = 'sk_live_abcdef'),
      /placeholder/,
    ],
    ['authored data without its source', 'mainnet/forex/forex_rates/usd-all.json', (f) => delete f.provenance.from, /needs `from`/],
    ['an unknown provenance kind', 'mainnet/forex/forex_rates/usd-all.json', (f) => (f.provenance.kind = 'made-up'), /provenance.kind/],
    ['an operation name that does not match its folder', 'mainnet/forex/forex_rates/usd-all.json', (f) => (f.operation = 'forex_status'), /must live at/],
    ['a network the surface does not serve', 'mainnet/btcusd/metashrew_view/getprice.json', (f) => (f.network = 'signet'), /btcusd does not exist on signet/],
    [
      'an invalid request recorded with a success (replay would expect a refusal it never meets)',
      'mainnet/data-api/get-bitcoin-market-chart/days-2.json',
      (f) => (f.response = { status: 200, headers: {}, body: { statusCode: 200, data: { prices: [], market_caps: [], total_volumes: [] } } }),
      /invalidRequest fixture must record the documented refusal, not a success/,
    ],
    [
      'a method the spec does not list',
      'mainnet/forex/forex_rates/usd-all.json',
      (f) => (f.request.body.method = 'forex_nope'),
      /not a method of forex: not an operation of the spec/,
    ],
    [
      'a 401 whose body is not the documented one',
      'mainnet/opi/block_height/invalid-key.json',
      (f) => (f.response.body = { error: 'nope' }),
      /response 401: \/code/,
    ],
    [
      'a JSON-RPC answer to another id',
      'mainnet/forex/forex_rates/usd-all.json',
      (f) => (f.response.body.id = 99),
      /response 200: \/id is 99, not the request's id 1/,
    ],
    [
      'a stream frame the spec does not know',
      'mainnet/eth-mempool-stream/stream/recorded-sequence.json',
      (f) => f.frames.push({ record: { hash: 'not-a-hash' }, seq: 91832 }),
      /frames\[6\] matches no server frame/,
    ],
    [
      'a rate-limit header that is not a number',
      'mainnet/data-api/get-bitcoin-price/keyed.json',
      (f) => (f.response.headers = { ...f.response.headers, 'x-ratelimit-limit': 'not-a-number' }),
      /response header x-ratelimit-limit: "not-a-number" must be an integer/,
    ],
  ];
  it.each(corrupt)('fails on %s', (_what, file, edit, message) => {
    const { problems } = checkSpoiled(file, () => editFixture(dir, file, edit));
    expect(problems.map((p) => `${p.file}: ${p.problem}`).join('\n')).toMatch(message);
    expect(problems.every((p) => p.file === file || p.problem.includes('duplicate'))).toBe(true);
  });

  it('fails on a file that is not JSON', () => {
    const { problems } = checkSpoiled('mainnet/forex/forex_rates/usd-all.json', (path) => writeFileSync(path, '{ not json'));
    expect(problems[0]!.problem).toMatch(/not valid JSON/);
  });
});
