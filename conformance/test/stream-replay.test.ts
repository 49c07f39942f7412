// A recorded stream holds one target's state (instance, seq, transactions). A target replaying the recording must
// send it frame for frame; any other live target is checked by the stream rules over the frames that arrive.
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { WebSocketServer } from 'ws';
import { type LoadedFixture, loadFixtures, type StreamSurface, surfaces } from '@gw/contract';
import { replayStream } from '../src/stream-replay.js';
import type { Target } from '../src/target.js';
import { FIXTURES } from './helpers.js';

const eth = surfaces.find((s) => s.surface.name === 'eth-mempool-stream') as StreamSurface;
const fixture = loadFixtures(FIXTURES, 'mainnet').find((f) => f.surface === 'eth-mempool-stream')!;
const recorded = fixture.frames as Array<Record<string, unknown>>;
const hello = { instance: 'another-instance', seq: 70 };
const add = (seq: number) => ({ ...recorded[1], record: { ...(recorded[1]!.record as object), seq }, seq });
const block = (seq: number) => ({ ...recorded[4], seq });

/** A stream endpoint that sends `frames` on connection (then closes when told), keeping what the client sent. */
async function streamTarget(frames: unknown[], close = false) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  await new Promise((r) => wss.once('listening', r));
  wss.on('connection', (ws) => {
    for (const f of frames) ws.send(JSON.stringify(f));
    if (close) ws.close(1000);
  });
  return { url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}`, close: () => new Promise((r) => wss.close(r)) };
}

/**
 * Replays the eth stream fixture against a target sending `frames`. The rule window is far beyond any test when
 * the frames must break a rule (the case ends at the broken rule, not at a time), and short when only hello comes.
 */
async function replay(frames: unknown[], o: { kind?: Target['kind']; windowMs?: number; close?: boolean; f?: LoadedFixture } = {}) {
  const s = await streamTarget(frames, o.close);
  const t: Target = {
    kind: o.kind ?? 'live',
    network: 'mainnet',
    baseUrl: s.url.replace('ws', 'http'),
    wsBaseUrl: s.url,
    apiKey: 'gwtest-stream-key',
    adminKey: undefined,
    timeoutMs: 10_000,
    streamWindowMs: o.windowMs ?? 600_000,
  };
  try {
    return await replayStream(t, eth, o.f ?? fixture);
  } finally {
    await s.close();
  }
}

describe('a recorded stream replayed on a live target', () => {
  it('a target replaying the recording (its hello) is compared frame for frame: a changed frame FAILS', async () => {
    expect(await replay(recorded)).toMatchObject({ status: 'pass', stream: { checked: 'compared', frames: recorded.length } });
    const changed = recorded.map((f, i) => (i === 3 ? { ...f, reason: 'replaced' } : f));
    const r = await replay(changed);
    expect(r).toMatchObject({ status: 'fail', message: 'frames differ from the recorded sequence', stream: { checked: 'compared' } });
  });

  it('a target with other state sending only hello passes, checked by rule (whatever the window lets arrive)', async () => {
    const r = await replay([hello], { windowMs: 50 });
    expect(r).toMatchObject({ status: 'pass', stream: { checked: 'by-rule', frames: 1 } });
  });

  it('checked by rule: valid frames of the subscribed channels pass; the data is never compared', async () => {
    const r = await replay([hello, add(71), block(72)], { close: true });
    expect(r).toMatchObject({ status: 'pass', stream: { checked: 'by-rule', frames: 3, closed: 1000 } });
  });

  it('checked by rule: an invalid frame FAILS', async () => {
    const r = await replay([hello, { ...add(71), record: { hash: 'x' } }]);
    expect(r.status).toBe('fail');
    expect(r.message).toMatch(/^frame 1 matches no frame of the spec: .*\(checked by rule: the target's hello is not the recorded one\)$/);
    expect(r.stream).toMatchObject({ checked: 'by-rule', frames: 2 });
  });

  it('checked by rule: seq going backwards FAILS', async () => {
    const r = await replay([hello, add(71), add(69)]);
    expect(r).toMatchObject({ status: 'fail', stream: { checked: 'by-rule' } });
    expect(r.message).toMatch(/frame 2: seq 69 does not increase \(previous 71\)/);
  });

  it('checked by rule: a frame of a channel not subscribed FAILS', async () => {
    const txOnly = { ...fixture, request: { ...fixture.request, send: [{ op: 'subscribe', channels: ['tx'] }] } };
    const r = await replay([hello, add(71), block(72)], { f: txOnly });
    expect(r.status).toBe('fail');
    expect(r.message).toMatch(/frame 2 \(block\) belongs to channel block, which was not subscribed \(subscribed: tx\)/);
  });

  it('no hello: a target closing before any frame FAILS', async () => {
    const r = await replay([], { close: true });
    expect(r.status).toBe('fail');
    expect(r.message).toMatch(/closed the stream \(code 1000\) after 0 of \d+ frames/);
  });

  it('the fixtures target must replay the recording: another hello is compared, and FAILS', async () => {
    const r = await replay([hello, ...recorded.slice(1)], { kind: 'fixtures' });
    expect(r).toMatchObject({ status: 'fail', message: 'frames differ from the recorded sequence', stream: { checked: 'compared' } });
  });
});
