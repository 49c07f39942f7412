// The frames' schema check is loaded when a stream starts, not when the package is imported (issue 25 item 6). A
// stream started before it is loaded waits in `connecting` without a socket, then connects and checks every frame.
// Each test imports the client afresh (vi.resetModules), so nothing is loaded before it starts.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StreamError } from '../src/stream/index.js';
import { FrameSocket as Sock } from './frame-socket.js';

/** Loading a module is an event, not a duration: a generous bound for a loaded machine. */
const WAIT = { timeout: 60_000, interval: 5 };

const hello = { instance: 'i-1', seq: 7 };
/** An add frame whose record breaks the spec (value is a decimal string there) but carries what the client needs. */
const badAdd = { record: { hash: `0x${'a'.repeat(64)}`, value: 5, seq: 8 }, seq: 8 };

/** A stream over hand-driven sockets, from `EthMempoolStream` as given. */
function streamOf(EthMempoolStream: typeof import('../src/stream/index.js').EthMempoolStream, responseValidation?: 'throw' | 'report' | 'off') {
  const sockets: Sock[] = [];
  const errors: StreamError[] = [];
  const unknown: string[] = [];
  const stream = new EthMempoolStream({
    url: 'wss://mainnet.gateway.invalid/v4/KEY/eth-mempool/ws',
    connect: () => {
      const s = new Sock();
      sockets.push(s);
      return s;
    },
    fetchRecent: () => new Promise(() => {}),
    pingIntervalMs: 0,
    syncOnStart: false,
    responseValidation,
    onError: (e) => errors.push(e),
    onUnknownFrame: (_frame, error) => unknown.push(error),
  });
  return { stream, sockets, errors, unknown };
}

/** A stream from a fresh import of the client: nothing is loaded before it starts. */
async function freshStream(responseValidation?: 'throw' | 'report' | 'off') {
  vi.resetModules();
  return streamOf((await import('../src/stream/index.js')).EthMempoolStream, responseValidation);
}

afterEach(() => {
  vi.doUnmock('../src/stream/validate-schema.js');
});

describe('the stream loads its frames schema check when it starts', () => {
  it('waits in connecting without a socket, then connects and checks frames against the spec', async () => {
    const { stream, sockets, unknown } = await freshStream();
    stream.start();
    expect(sockets).toHaveLength(0);
    expect(stream.state).toBe('connecting');
    await vi.waitFor(() => expect(sockets).toHaveLength(1), WAIT);
    sockets[0]!.onopen?.();
    sockets[0]!.frame(hello);
    expect(stream.cursor).toEqual({ instance: 'i-1', seq: 7 });
    sockets[0]!.frame(badAdd);
    expect(unknown).toEqual([expect.stringMatching(/^add: /)]);
    stream.close();
  });

  it('a second stream in the same process connects at once', async () => {
    const { stream, sockets } = await freshStream();
    stream.start();
    await vi.waitFor(() => expect(sockets).toHaveLength(1), WAIT);
    const second = streamOf((await import('../src/stream/index.js')).EthMempoolStream);
    second.stream.start();
    expect(second.sockets).toHaveLength(1);
    second.stream.close();
    stream.close();
  });

  it('with validation off it loads nothing and connects at once', async () => {
    const { stream, sockets, unknown } = await freshStream('off');
    stream.start();
    expect(sockets).toHaveLength(1);
    sockets[0]!.onopen?.();
    sockets[0]!.frame(hello);
    sockets[0]!.frame(badAdd);
    expect(unknown).toEqual([]);
    stream.close();
  });

  it('closed before the check is loaded: no socket opens', async () => {
    const { stream, sockets } = await freshStream();
    stream.start();
    stream.close();
    const { loadServerFrameValidator } = await import('../src/stream/index.js');
    await loadServerFrameValidator();
    await new Promise((r) => setImmediate(r));
    expect(sockets).toHaveLength(0);
    expect(stream.state).toBe('closed');
  });

  it('a check that cannot be loaded is reported (connect) and retried by the reconnect backoff', async () => {
    vi.doMock('../src/stream/validate-schema.js', () => {
      throw new Error('chunk missing');
    });
    const { stream, sockets, errors } = await freshStream();
    stream.start();
    await vi.waitFor(() => expect(errors).toHaveLength(1), WAIT);
    expect(errors[0]).toMatchObject({ kind: 'connect', message: 'could not load the stream frame validators' });
    expect(stream.state).toBe('waiting');
    expect(sockets).toHaveLength(0);
    stream.close();
  });
});
