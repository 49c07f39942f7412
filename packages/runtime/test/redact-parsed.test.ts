// A recording's body (onExchange) is redacted with redactParsed: the parsed answer as redactJson would make it, without
// walking it when the answer's text has no backslash and holds no secret (only a backslash makes a JSON string differ
// from its text). It must agree with redactJson on every answer, including texts a server escapes its own way;
// recordings and what a middleware sees must hold no secret in any spelling.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createGateway, type Exchange, holdsSecret, type Middleware, redactJson, redactParsed, restCall } from '../src/index.js';
import { anyAnswer, dataApiSurface, fakeFetch, priceOperation } from './fake-fetch.js';

const CHARS = [...'0123456789abcdefABC-_ +/%~.é'];
const secretArb = fc.array(fc.constantFrom(...CHARS), { minLength: 4, maxLength: 12 }).map((cs) => cs.join(''));
/** The secret as an answer may carry it: as it is, percent-encoded in part, JSON-escaped when stringified. */
const carried = (secret: string, how: number) =>
  how === 0
    ? secret
    : how === 1
      ? `${encodeURIComponent(secret.slice(0, 2))}${secret.slice(2)}`
      : how === 2
        ? [...new TextEncoder().encode(secret)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('')
        : `x${secret.replace(/ /g, '+')}y`;
/** A JSON value with the secret (or nothing) at some string or key. */
const valueArb = secretArb.chain((secret) =>
  fc.tuple(
    fc.constant(secret),
    fc.letrec((tie) => ({
      leaf: fc.oneof(
        fc.string(),
        fc.integer(),
        fc.boolean(),
        fc.constant(null),
        fc.integer({ min: 0, max: 3 }).map((how) => carried(secret, how)),
      ),
      node: fc.oneof(
        { depthSize: 'small' },
        tie('leaf'),
        fc.array(tie('node'), { maxLength: 4 }),
        fc.dictionary(fc.string({ maxLength: 6 }), tie('node'), { maxKeys: 4 }),
      ),
    })).node,
  ),
);

/** JSON text as a server may write it: each character of a string either as it is (where JSON allows) or `\\uXXXX`. */
function serialize(v: unknown, escapeAt: (i: number) => boolean): string {
  let n = 0;
  const str = (s: string) =>
    `"${[...s]
      .map((ch) =>
        escapeAt(n++) || ch === '"' || ch === '\\' || ch.charCodeAt(0) < 0x20
          ? Array.from({ length: ch.length }, (_, i) => `\\u${ch.charCodeAt(i).toString(16).padStart(4, '0')}`).join('')
          : ch,
      )
      .join('')}"`;
  const go = (x: unknown): string =>
    typeof x === 'string'
      ? str(x)
      : Array.isArray(x)
        ? `[${x.map(go).join(',')}]`
        : x !== null && typeof x === 'object'
          ? `{${Object.entries(x)
              .map(([k, y]) => `${str(k)}:${go(y)}`)
              .join(',')}}`
          : JSON.stringify(x);
  return go(v);
}

describe('redactParsed', () => {
  it('agrees with redactJson on every value, as a server escaping characters at random writes it', () => {
    fc.assert(
      fc.property(valueArb, fc.array(fc.boolean(), { minLength: 1, maxLength: 64 }), ([secret, value], mask) => {
        const text = serialize(value, (i) => mask[i % mask.length]!);
        const parsed = JSON.parse(text);
        expect(parsed).toEqual(JSON.parse(JSON.stringify(value)));
        expect(redactParsed(text, parsed, [secret]), text).toEqual(redactJson(JSON.parse(text), [secret]));
      }),
      { numRuns: 1000 },
    );
  });

  it('agrees with redactJson on every value, as JSON.stringify writes it (escapes, percent-encoding, the key as it is)', () => {
    fc.assert(
      fc.property(valueArb, ([secret, value]) => {
        const text = JSON.stringify(value);
        expect(redactParsed(text, JSON.parse(text), [secret])).toEqual(redactJson(JSON.parse(text), [secret]));
      }),
      { numRuns: 1000 },
    );
  });

  it('does not walk a value whose text has no backslash and no secret; walks one whose text has a backslash', () => {
    let reads = 0;
    const watched = <T extends object>(v: T): T =>
      new Proxy(v, { get: (t, k, r) => (reads++, Reflect.get(t, k, r)), ownKeys: (t) => (reads++, Reflect.ownKeys(t)) });
    const value = watched({ a: 'plain', b: [1, 2] });
    expect(redactParsed('{"a":"plain","b":[1,2]}', value, ['gwk-secret-1'])).toBe(value);
    expect(reads).toBe(0);
    const escaped = watched({ a: 'pl"ain' });
    expect(redactParsed('{"a":"pl\\"ain"}', escaped, ['gwk-secret-1'])).toBe(escaped);
    expect(reads).toBeGreaterThan(0);
  });

  it('finds a key only a JSON escape spells, where the text has no plain spelling of it', () => {
    const key = 'gwk-a1b2';
    const text = '{"echo":"gwk-\\u0061\\u0031b2"}';
    expect(text.includes(key)).toBe(false);
    expect(redactParsed(text, JSON.parse(text), [key])).toEqual({ echo: '***' });
  });

  // Why a backslash sends the value to redactJson: the text's own scan does not read an escape inside another spelling
  // (the hex digits of a percent-encoding, a `+` that stands for a space); only the parsed value spells the key.
  it.for([
    ['a percent-encoding with JSON-escaped hex digits', 'abcd-1234', '{"echo":"%\\u0036\\u0031bcd-1234"}', '%61bcd-1234'],
    ['a + for a space, JSON-escaped', 'ab cd-1234', '{"echo":"ab\\u002bcd-1234"}', 'ab+cd-1234'],
    ['a space for a +, JSON-escaped', 'ab+cd-1234', '{"echo":"ab\\u0020cd-1234"}', 'ab cd-1234'],
  ] as const)('%s', ([, key, text, parsed]) => {
    expect(JSON.parse(text)).toEqual({ echo: parsed });
    expect(holdsSecret(text, [key])).toBe(false);
    expect(redactParsed(text, JSON.parse(text), [key])).toEqual({ echo: '***' });
  });

  it('what a middleware sees of such an answer holds the key in no spelling', async () => {
    const key = 'abcd-1234-mw';
    const text = '{"statusCode":200,"data":{"echo":"%\\u0036\\u0031bcd-1234-mw"}}';
    const seen: string[] = [];
    const mw: Middleware = { onResponse: ({ response }) => void seen.push(response.text) };
    const f = fakeFetch(() => ({ body: text, headers: { 'content-type': 'application/json' } }));
    const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: key }, fetch: f.fetch, middleware: [mw] });
    await restCall(gw, dataApiSurface, priceOperation, anyAnswer, {});
    expect(seen).toHaveLength(1);
    expect(JSON.parse(seen[0]!)).toEqual({ statusCode: 200, data: { echo: '***' } });
  });

  it('a recording through a client holds the key in no spelling, whatever the answer echoes', async () => {
    const key = 'gwk-rec 0123+abc';
    for (const echo of [key, encodeURIComponent(key), key.replace(' ', '+'), 'no key here']) {
      const seen: Exchange[] = [];
      const f = fakeFetch(() => ({ body: { statusCode: 200, data: { bitcoin: { usd: 1 }, echo } } }));
      const gw = createGateway({ baseUrl: 'https://gw.invalid', auth: { mode: 'path', apiKey: key }, fetch: f.fetch, onExchange: (x) => seen.push(x) });
      await restCall(gw, dataApiSurface, priceOperation, anyAnswer, {});
      expect(seen).toHaveLength(1);
      expect(holdsSecret(JSON.stringify(seen[0]), [key]), echo).toBe(false);
      expect((seen[0]!.response.body as { data: { echo: string } }).data.echo).toBe(echo === 'no key here' ? echo : '{apiKey}');
    }
  });
});
