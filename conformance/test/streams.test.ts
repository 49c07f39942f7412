import { describe, expect, it } from 'vitest';
import { type StreamSurface, surfaces } from '@gw/contract';
import { checkFrames, subscribedChannels } from '../src/index.js';

const eth = surfaces.find((s) => s.surface.name === 'eth-mempool-stream') as StreamSurface;
const rec = (n: number) => ({
  hash: `0x${n.toString(16).padStart(64, '0')}`,
  from: `0x${'1'.repeat(40)}`,
  to: null,
  nonce: n,
  value: '0',
  gas_limit: 21000,
  max_fee_per_gas: '1',
  max_priority_fee_per_gas: '1',
  tx_type: 2,
  input_len: 0,
  selector: '',
  first_seen_ms: 1,
  seq: n,
});

describe('stream rules', () => {
  it('accept hello first, increasing seq and valid frames', () => {
    expect(
      checkFrames(eth, [
        { instance: 'i', seq: 1 },
        { record: rec(2), seq: 2 },
        { reason: 'lagged', action: 'resync' },
      ]),
    ).toBeUndefined();
  });
  it('fail when hello is not first', () => {
    expect(
      checkFrames(eth, [
        { record: rec(2), seq: 2 },
        { instance: 'i', seq: 3 },
      ]),
    ).toMatch(/first frame is not a valid hello/);
  });
  it('fail when seq does not increase', () => {
    expect(
      checkFrames(eth, [
        { instance: 'i', seq: 5 },
        { record: rec(5), seq: 5 },
      ]),
    ).toMatch(/seq 5 does not increase/);
  });
  it('a remove or block may repeat the position before it (x-gw-seq-rule); going back fails', () => {
    const hello = { instance: 'i', seq: 5 };
    const add = { record: rec(6), seq: 6 };
    expect(
      checkFrames(eth, [hello, add, { hash: rec(6).hash, reason: 'mined', seq: 6 }, { number: 7, hash: rec(7).hash, removed: 1, seq: 6 }]),
    ).toBeUndefined();
    expect(checkFrames(eth, [hello, add, { number: 7, hash: rec(7).hash, removed: 1, seq: 5 }])).toMatch(/frame 2: seq 5 does not increase \(previous 6\)/);
  });
  it('fail on a frame the spec does not know', () => {
    expect(
      checkFrames(eth, [
        { instance: 'i', seq: 1 },
        { record: { hash: 'x' }, seq: 2 },
      ]),
    ).toMatch(/frame 1 matches no frame of the spec/);
  });
  it('fail on a decimal amount turned into a number', () => {
    expect(
      checkFrames(eth, [
        { instance: 'i', seq: 1 },
        { record: { ...rec(2), value: 0 }, seq: 2 },
      ]),
    ).toMatch(/frame 1 matches no frame/);
  });
  it('with the subscribed channels: a data frame of another channel fails; control frames are never filtered', () => {
    const frames = [
      { instance: 'i', seq: 1 },
      { record: rec(2), seq: 2 },
      { reason: 'lagged', action: 'resync' },
      { number: 9, hash: `0x${'3b'.repeat(32)}`, removed: 0, seq: 3 },
    ];
    expect(checkFrames(eth, frames, new Set(['tx', 'block']))).toBeUndefined();
    expect(checkFrames(eth, frames.slice(0, 3), new Set(['tx']))).toBeUndefined();
    expect(checkFrames(eth, frames, new Set(['tx']))).toMatch(/frame 3 \(block\) belongs to channel block, which was not subscribed/);
    expect(checkFrames(eth, frames, new Set())).toMatch(/frame 1 \(add\) belongs to channel tx, which was not subscribed \(subscribed: none\)/);
  });
  it('subscribed channels follow subscribe and unsubscribe (none named, `*` or `all`: every channel)', () => {
    expect([...subscribedChannels([{ op: 'subscribe', channels: ['block'] }])]).toEqual(['block']);
    expect([
      ...subscribedChannels([
        { op: 'subscribe', channels: ['*'] },
        { op: 'unsubscribe', channels: ['tx'] },
      ]),
    ]).toEqual(['block']);
    expect([...subscribedChannels([{ op: 'subscribe' }])]).toEqual(['tx', 'block']);
    expect([...subscribedChannels([{ op: 'ping' }])]).toEqual([]);
  });
});
