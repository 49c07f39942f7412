import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { behavioursFrom, validateForexDataset } from '../src/behaviours/index.js';
import type { ForexDataset } from '../src/behaviours/datasets.js';
import { divDec, formatDec, numberToDecString, parseDec } from '../src/behaviours/decimal.js';
import { fixturesDir } from '@gw/fixtures';

const read = (p: string) => JSON.parse(readFileSync(join(fixturesDir, p), 'utf8'));

describe('decimal arithmetic (bigint-scaled, no floats)', () => {
  it('divides with half-up rounding and formats without trailing zeros', () => {
    expect(formatDec(divDec(parseDec('0.7412'), parseDec('0.8604'), 12))).toBe('0.861459786146');
    expect(formatDec(divDec(parseDec('1'), parseDec('3'), 4))).toBe('0.3333');
    expect(formatDec(divDec(parseDec('2'), parseDec('3'), 4))).toBe('0.6667');
    expect(formatDec(parseDec('147.3500'))).toBe('147.35');
    expect(numberToDecString(250)).toBe('250');
    expect(numberToDecString(0.1)).toBe('0.1');
    expect(numberToDecString(1e21)).toBe('1000000000000000000000');
    expect(numberToDecString(1e-7)).toBe('0.0000001');
  });
});

describe.each(['mainnet', 'signet', 'regtest'])('forex dataset %s', (net) => {
  const d = read(`${net}/forex/_dataset.json`) as ForexDataset;
  const b = behavioursFrom({ forex: d }).forex!;
  const call = (m: string, p: unknown) => b(m, p, {}) as any;

  it('is well-formed', () => {
    expect(validateForexDataset(d)).toEqual([]);
    expect(validateForexDataset({ ...d, usd_rates: { ...d.usd_rates, NGN: '1500' } }).join()).toMatch(/NGN must be either priced/);
  });

  it('reproduces the spine fixture usd-all exactly', () => {
    const spine = read(`${net}/forex/forex_rates/usd-all.json`);
    expect(call('forex_rates', spine.request.body.params).result).toEqual(spine.response.body.result);
  });

  it('base rate 1, missing codes absent from rates, cross rates in exact decimals', () => {
    const r = call('forex_rates', { base: 'JPY', quotes: ['EUR', 'JPY', 'NGN', 'XAU'] }).result;
    expect(r.rates.JPY).toBe('1');
    expect(r.rates.EUR).toBe('0.005839158466'); // 0.8604 / 147.35 rounded half-up at 12 places
    expect(r.missing).toEqual(['NGN', 'XAU']);
    expect(r.rates).not.toHaveProperty('NGN');
    expect(r.age_seconds_by_currency).not.toHaveProperty('JPY');
  });

  it('convert: decimal result, number amounts accepted, unpriceable pair is a JSON-RPC error', () => {
    expect(call('forex_convert', { from: 'USD', to: 'JPY', amount: '100' }).result.result).toBe('14735');
    expect(call('forex_convert', { from: 'EUR', to: 'GBP', amount: 250 }).result.result).toBe('215.364946536495');
    expect(call('forex_convert', { from: 'USD', to: 'NGN', amount: '10' }).error.code).toBe(-32000);
  });
});
