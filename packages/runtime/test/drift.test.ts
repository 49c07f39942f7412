import { describe, expect, it } from 'vitest';
import { type DriftRule, explainIssues, explainsAt, rulesFor, valueAt } from '../src/drift.js';

const body = { result: { items: [{ type: 'address', address: 'bc1q', amount: '5' }, { hex: 'aa' }] } };
const isTyped = (v: unknown) => !!v && typeof v === 'object' && 'type' in v;

describe('drift matcher', () => {
  it('explains an issue at or below its place when the value fits the shape', () => {
    const m = { at: '/result/items/*', shape: {}, fits: isTyped };
    expect(explainsAt(m, { pointer: '/result/items/0/type', message: 'x' }, { body })).toBe('/result/items/0');
    expect(explainsAt(m, { pointer: '/result/items/1/hex', message: 'x' }, { body })).toBeUndefined(); // shape does not fit
    expect(explainsAt(m, { pointer: '/result', message: 'x' }, { body })).toBeUndefined(); // above the place
    expect(explainsAt(m, { message: 'x' }, { body })).toBeUndefined(); // no place named
  });

  it('never matches a shape that was not compiled, nor a network issue', () => {
    expect(explainsAt({ at: '/result', shape: {} }, { pointer: '/result', message: 'x' }, { body })).toBeUndefined();
    expect(explainsAt({}, { message: 'refused', kind: 'network' }, { body })).toBeUndefined();
  });

  it('checks status, content type, check id and message', () => {
    const answer = { status: 422, contentType: 'text/plain; charset=utf-8', body: 'limit required' };
    expect(explainsAt({ response: { status: 422, contentType: 'text/plain' } }, { message: 'x' }, answer)).toBe('');
    expect(explainsAt({ response: { status: [400, 500] } }, { message: 'x' }, answer)).toBeUndefined();
    expect(explainsAt({ response: { contentType: 'application/json' } }, { message: 'x' }, answer)).toBeUndefined();
    expect(explainsAt({ check: 'a' }, { message: 'x', check: 'b' }, answer)).toBeUndefined();
    expect(explainsAt({ message: '^lim' }, { message: 'limit' }, answer)).toBe('');
    expect(explainsAt({ message: '^lim' }, { message: 'no limit' }, answer)).toBeUndefined();
  });

  it('leaves a schema issue unexplained when it still fails without the explained places', () => {
    const rules: DriftRule[] = [
      { id: 'typed-holder', surface: 'espo', operations: ['get_holders'], match: [{ at: '/result/items/*', shape: {}, fits: isTyped }] },
    ];
    const issues = [
      { pointer: '/result/items/0/type', message: 'must NOT have additional properties', kind: 'schema' },
      { pointer: '/result/items/1', message: 'must have required property address', kind: 'schema' },
    ];
    const still = (b: unknown) =>
      (valueAt(b, '/result/items') as unknown[]).length ? [{ field: '/result/items/0', message: 'must have required property address' }] : [];
    expect(explainIssues(rulesFor(rules, 'espo', 'get_holders'), issues, { body }, still)).toEqual(['typed-holder', undefined]);
    expect(explainIssues(rulesFor(rules, 'espo', 'other'), issues, { body })).toEqual([undefined, undefined]);
  });
});
