// A validator module that does not load, or loads without its validators (what Vite's dependency pre-bundling did to
// the old CommonJS modules: named exports undefined), stops the call with ValidatorLoadError before anything is sent,
// never "no validation".
import { describe, expect, it } from 'vitest';
import { check, loadValidators, ValidatorLoadError } from '../src/validate.js';

const surface = { name: 'data-api' };
const op = { name: 'get-bitcoin-price' };
const ok = Object.assign(() => true, { errors: null });

describe('loadValidators', () => {
  it('returns the module when every export the call uses is a function', async () => {
    const mod = { input: ok, response__200: ok };
    await expect(loadValidators(surface, op, async () => mod, ['input', 'response__200'])).resolves.toBe(mod);
  });

  it('refuses a module whose exports came back undefined, naming them', async () => {
    const broken = { default: { input: ok }, input: undefined, response__200: undefined } as unknown as { input: typeof ok; response__200: typeof ok };
    const e = await loadValidators(surface, op, async () => broken, ['input', 'response__200']).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ValidatorLoadError);
    expect(e).toMatchObject({ surface: 'data-api', operation: 'get-bitcoin-price', sent: false });
    expect((e as Error).message).toMatch(/without input, response__200.*nothing sent/);
  });

  it('turns a failed import() into ValidatorLoadError with the cause', async () => {
    const cause = new TypeError('Failed to fetch dynamically imported module');
    const e = await loadValidators(surface, op, () => Promise.reject(cause), ['input']).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ValidatorLoadError);
    expect((e as Error).cause).toBe(cause);
  });
});

describe('check', () => {
  it('checks nothing only where the spec declares nothing (undefined), and throws on anything else that is not a function', () => {
    expect(check(undefined, { any: 1 })).toEqual([]);
    expect(() => check(null as never, {})).toThrow(/did not load/);
    expect(() => check({} as never, {})).toThrow(/did not load/);
  });
});
