// Issue 22 item 2: one redactor for every spelling of every secret (key, admin key, alias), in every output. Keys are
// generated from the URL-special alphabet (test/secrets.ts); each output is searched for every spelling of the key.
// Here: the redactor itself, and every output of the clients (errors with their causes, onExchange, onIssue,
// meta.issues, redirects, stream errors, issues and unknown frames). The servers' outputs (request log, proxy recordings, reports):
// redaction-servers.test.ts. Runs: GW_PROP_RUNS (default 1,000 keys per property, issue 22's done-when; a soak run
// sets more), seed GW_PROP_SEED. Stacks are formatted by V8 itself while this file runs: vitest's source-mapped frames
// cost most of an error's redaction, and a stack's text (its message, then file positions) is searched either way.
import { EthMempoolStream, ethMempoolStreamUrl, loadServerFrameValidator, type StreamSocket } from '@gw/eth-mempool';
import {
  type Auth,
  createGateway,
  type Exchange,
  GatewayError,
  type ResponseIssue,
  redact,
  redactError,
  redactJson,
  restCall,
  type RestOperation,
  rpcCall,
  type SurfaceMeta,
  type Validator,
} from '@gw/runtime';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { echoOf, keyArbitrary, leakIn, leaksIn, propertyParams, spellingsOf } from './secrets.js';

const params = propertyParams();
const sourceMappedStacks = Error.prepareStackTrace;
beforeAll(() => {
  Reflect.deleteProperty(Error, 'prepareStackTrace'); // none: V8 writes stacks itself
});
afterAll(() => {
  Error.prepareStackTrace = sourceMappedStacks;
});

describe('the redactor: every spelling of a generated key, in text, JSON answers, values and errors', () => {
  it('leaves no spelling and keeps the rest (JSON stays the same JSON)', () => {
    fc.assert(
      fc.property(keyArbitrary, (key) => {
        const secrets = [key];
        const text = redact(`before ${echoOf(key)} after`, secrets);
        expect(leakIn(text, [key]), text).toBeUndefined();
        expect(text.startsWith('before ') && text.endsWith(' after')).toBe(true);

        // An answer that spells the key every way, inside strings and as a member name, around other data: as text
        // (an error's excerpt) and as the parsed value (an issue report, a recording) the rest stays the same.
        const answer = `{"message":"${spellingsOf(key)
          .map((s) => JSON.stringify(s).slice(1, -1))
          .join(' ')}","raw":${JSON.stringify(key)},"list":[${spellingsOf(key)
          .map((s) => JSON.stringify(s))
          .join(',')}],${JSON.stringify(key)}:{"n":5},"n":1.5}`;
        const shownText = redact(answer, secrets);
        expect(leakIn(shownText, [key]), shownText).toBeUndefined();
        const shownValue = redactJson(JSON.parse(answer), secrets);
        expect(leakIn(JSON.stringify(shownValue), [key])).toBeUndefined();
        expect(shownValue.n).toBe(1.5);
        expect(shownValue.list).toHaveLength(spellingsOf(key).length);
        expect(Object.keys(shownValue)).toHaveLength(5);

        const value = redactJson({ a: spellingsOf(key), b: { [key]: echoOf(key) } }, [key]);
        expect(leakIn(JSON.stringify(value), [key])).toBeUndefined();

        const e = Object.assign(new Error(`failed at /v4/${encodeURIComponent(key)}/x`, { cause: new TypeError(echoOf(key)) }), {
          body: { echo: echoOf(key) },
        });
        // V8 writes a stack when it is first read, from the message as it is then: read both stacks first (as a logger
        // may have), so that they hold the key and only the redactor's own stack handling can clean them.
        expect(`${e.stack} ${(e.cause as Error).stack}`).toContain(encodeURIComponent(key));
        const out = redactError(e, secrets) as Error & { body: unknown };
        expect(leakIn(`${out.message} ${out.stack} ${String(out.cause)} ${(out.cause as Error).stack} ${JSON.stringify(out)}`, [key])).toBeUndefined();
      }),
      params,
    );
  });

  it('costs nothing to a value without a secret: the same object comes back', () => {
    const v = { a: ['x', { b: 'y' }] };
    expect(redactJson(v, ['some-key'])).toBe(v);
  });

  it('walks an answer nested 8,000 deep without overflowing the stack', () => {
    const key = 'deep-key-0123';
    const deep = `${'['.repeat(8000)}"${key}"${']'.repeat(8000)}`;
    expect(redact(deep, [key])).not.toContain(key);
    let v: unknown = redactJson(JSON.parse(deep), [key]);
    while (Array.isArray(v)) v = v[0];
    expect(v).toBe('***');
  });
});

const surface: SurfaceMeta = {
  name: 'forex',
  networks: ['mainnet'],
  auth: ['path', 'header', 'alias'],
  mounts: { path: '/v4/{apiKey}/forex', open: '/v4/jsonrpc' },
};
const restSurface: SurfaceMeta = { ...surface, name: 'data-api', mounts: { path: '/v4/{apiKey}', open: '/v4/api' } };
const op: RestOperation = {
  name: 'get-bitcoin-price',
  method: 'POST',
  path: '/get-bitcoin-price',
  envelope: 'rest',
  pathParams: [],
  queryParams: [],
  body: 'json',
};
const any: Validator = () => true;
/** A result validator that always finds an issue: report mode hands the answer to onIssue. */
const never: Validator = Object.assign(() => false, { errors: [{ instancePath: '/rates', message: 'must be object' }] });
const method = { name: 'forex_rates', paramStructure: 'by-name' as const, paramsOptional: true };

/** What a server that echoes the key does, one answer per call. */
type Answer = (key: string, id: number) => Response | Error;
const ascii = (key: string) => encodeURIComponent(key); // header values must be bytes: the key as a URL would carry it
const answers: Array<[string, Answer]> = [
  ['REST failure envelope', (k) => Response.json({ statusCode: 400, error: `no route ${echoOf(k)}` }, { status: 400, headers: { 'x-echo': ascii(k) } })],
  ['HTML error page', (k) => new Response(`<html>${echoOf(k)}</html>`, { status: 502, headers: { 'content-type': 'text/html' } })],
  ['JSON-RPC error', (k, id) => Response.json({ jsonrpc: '2.0', id, error: { code: -32000, message: echoOf(k), data: { url: echoOf(k) } } })],
  ['JSON-RPC result (report mode)', (k, id) => Response.json({ jsonrpc: '2.0', id, result: { echo: echoOf(k) } }, { headers: { 'x-echo': ascii(k) } })],
  ['JSON-RPC id that answers nothing', (k) => Response.json({ jsonrpc: '2.0', id: echoOf(k), result: 1 })],
  [
    'redirect to another origin',
    (k) => new Response(null, { status: 307, headers: { location: `https://elsewhere.invalid/v4/${ascii(k)}/forex?k=${ascii(k)}` } }),
  ],
  ['network failure', (k) => new TypeError(`fetch failed ${echoOf(k)}`, { cause: Object.assign(new Error(echoOf(k)), { code: 'ECONNRESET' }) })],
];

async function clientOutputs(key: string, auth: Auth): Promise<string[]> {
  const outputs: string[] = [];
  let next = 0;
  let nextId = 0;
  const fetch = (async (_url: string, init: RequestInit) => {
    nextId = init.body ? (JSON.parse(String(init.body)).id ?? 0) : 0;
    const a = answers[next % answers.length]![1](key, nextId);
    if (a instanceof Error) throw a;
    return a;
  }) as typeof globalThis.fetch;
  const gw = createGateway({
    baseUrl: 'https://gw.invalid',
    auth,
    fetch,
    responseValidation: 'report',
    maxRetries: 0, // one answer per call: a retried 5xx or network failure would only wait out its backoff
    onExchange: (x: Exchange) => outputs.push(JSON.stringify(x)),
    onIssue: (i: ResponseIssue) => outputs.push(JSON.stringify(i)),
  });
  for (next = 0; next < answers.length; next++) {
    const call =
      next === 0 || next === 1
        ? restCall(gw, restSurface, op, { responses: { default: any } }, {})
        : rpcCall(gw, surface, { method, validators: { result: never }, params: {} });
    try {
      // The data is returned as the server sent it (it is the caller's own); its issues are an output.
      outputs.push(JSON.stringify((await call).meta.issues ?? []));
    } catch (e) {
      if (!(e instanceof GatewayError)) throw new Error(`${answers[next]![0]}: untyped ${String(e)}`);
      outputs.push(`${answers[next]![0]}: ${e.message} ${e.stack} ${JSON.stringify(e)} ${String(e.cause ?? '')}`);
    }
  }
  return outputs;
}

describe('client outputs: errors, causes, onExchange, onIssue, issues and redirects never spell the key', () => {
  it('key in the path, key in a header, alias', async () => {
    const modes = fc.constantFrom<(k: string) => Auth>(
      (k) => ({ mode: 'path', apiKey: k }),
      (k) => ({ mode: 'header', apiKey: k }),
      (k) => ({ mode: 'alias', alias: k }),
    );
    await fc.assert(
      fc.asyncProperty(keyArbitrary, modes, async (key, auth) => {
        const outputs = await clientOutputs(key, auth(key));
        expect(outputs.length).toBeGreaterThan(answers.length); // every call, the recorded exchanges, the report-mode issue
        expect(leaksIn(outputs, [key])).toEqual([]);
      }),
      params,
    );
  });
});

class EchoSocket implements StreamSocket {
  onopen: ((ev?: unknown) => void) | null = null;
  onmessage: ((ev: { data: unknown }) => void) | null = null;
  onclose: ((ev: { code?: number; reason?: string }) => void) | null = null;
  onerror: ((ev: unknown) => void) | null = null;
  constructor(readonly url: string) {}
  send(): void {}
  close(): void {}
}

describe('stream outputs: errors, issues and unknown frames never spell the key', () => {
  // The stream below is driven as soon as `start()` returns: its frames' schema check is loaded first.
  beforeAll(() => loadServerFrameValidator());

  it('a refused upgrade (an ErrorEvent whose target holds the URL), frames echoing the key in report mode', () => {
    const record = { from: `0x${'1'.repeat(40)}`, to: null, nonce: 1, value: '0', gas_limit: 1, max_fee_per_gas: '1', max_priority_fee_per_gas: '1' };
    fc.assert(
      fc.property(keyArbitrary, (key) => {
        const outputs: string[] = [];
        let socket: EchoSocket | undefined;
        const stream = new EthMempoolStream({
          url: ethMempoolStreamUrl('wss://gw.invalid', key),
          connect: (url) => (socket = new EchoSocket(url)),
          fetchRecent: () => new Promise(() => {}),
          responseValidation: 'report',
          syncOnStart: false,
          pingIntervalMs: 0,
          onError: (e) => outputs.push(`${e.message} ${String(e.cause)} ${(e.cause as Error)?.stack ?? ''} ${JSON.stringify(e)}`),
          onIssue: (i) => outputs.push(JSON.stringify(i)),
          onUnknownFrame: (f, why) => outputs.push(`${JSON.stringify(f)} ${why}`),
        }).start();
        const s = socket!;
        // What `ws` hands to onerror when the upgrade is refused: an event whose target is the socket, URL and all.
        s.onerror?.({ type: 'error', message: `Unexpected server response: 401 for ${s.url}`, target: { url: s.url }, error: new Error(s.url) });
        s.onopen?.();
        s.onmessage?.({ data: JSON.stringify({ type: 'hello', instance: echoOf(key), seq: 0 }) });
        s.onmessage?.({ data: JSON.stringify({ record: { ...record, hash: echoOf(key), seq: 1 }, seq: 1 }) });
        s.onmessage?.({ data: JSON.stringify({ type: echoOf(key) }) });
        s.onmessage?.({ data: `not json ${echoOf(key)}` });
        stream.close();
        expect(outputs.length).toBeGreaterThanOrEqual(4);
        expect(leaksIn(outputs, [key])).toEqual([]);
      }),
      params,
    );
  });
});
