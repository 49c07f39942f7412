// The stateful checks of --generate (issue 23 item 3) fail on what they look for: a paged walk that repeats, skips or
// never ends, and a stream attached from a snapshot that has a gap (they pass against the local gateway:
// apps/cli/test/conformance-generate.test.ts).
import { describe, expect, it } from 'vitest';
import { type AnySurface, specDocs, surfaces } from '@gw/contract';
import { attachViolations, type Paging, pagingOf, walk } from '../src/generate-stateful.js';
import type { Violation } from '../src/result.js';

type Obj = Record<string, unknown>;
type Walked = Awaited<ReturnType<typeof walk>>;
const listed = (w: Walked): Violation[] => {
  if (!Array.isArray(w)) throw new Error(`not walked: ${w.skip}`);
  return w;
};
const checks = (w: Walked) => listed(w).map((v) => v.check);

/** A resource of `n` items paged by offset/count with a total; `edit` may spoil a page. */
function offsetResource(n: number, edit: (page: number[], offset: number) => number[] = (p) => p) {
  const all = Array.from({ length: n }, (_, i) => i);
  const calls: Obj[] = [];
  const call = async (input: Obj) => {
    calls.push(input);
    const offset = (input.offset as number | undefined) ?? 0;
    const count = (input.count as number | undefined) ?? 10;
    return { total: n, items: edit(all.slice(offset, offset + count), offset).map((id) => ({ id })) };
  };
  return { call, calls };
}

const byOffset: Paging = { size: 'count', position: 'offset', style: 'offset', first: 0, maxSize: 100, items: 'items', itemsRequired: true, total: 'total' };

describe('the paging walk', () => {
  it('reads how an operation pages from its spec', () => {
    const docs = specDocs();
    const at = (surface: string, op: string) => pagingOf(docs.get(surface)!, surfaces.find((s) => s.surface.name === surface) as AnySurface, op);
    expect(at('data-api', 'get-pool-swap-history')).toMatchObject({ size: 'count', position: 'offset', items: 'swaps', total: 'total' });
    expect(at('mempool', 'mempool_snapshot')).toMatchObject({ style: 'cursor', items: 'entries', hasMore: 'has_more' });
    expect(at('forex', 'forex_rates')).toBeUndefined();
  });

  it('a resource paged right: every item once, the walk ends, nothing reported', async () => {
    const r = offsetResource(23);
    expect(await walk(r.call, { pool: 'x' }, byOffset)).toEqual([]);
    expect(r.calls.every((c) => c.pool === 'x')).toBe(true);
  });

  it('an item that comes back on a later page is a duplicate', async () => {
    const r = offsetResource(23, (page, offset) => (offset === 12 ? [11, ...page.slice(1)] : page));
    const vs = await walk(r.call, {}, byOffset);
    expect(checks(vs)).toContain('generated-paging-duplicate');
    expect(listed(vs).find((v) => v.check === 'generated-paging-duplicate')!.message).toMatch(/an item of page 2 came back on page 3/);
  });

  it('an item no page holds is skipped', async () => {
    const r = offsetResource(23, (page, offset) => (offset === 6 ? page.slice(1) : page));
    const vs = await walk(r.call, {}, byOffset);
    expect(checks(vs)).toContain('generated-paging-skipped');
  });

  it('a total that changes between pages, a walk that never ends, a cursor that does not move', async () => {
    let n = 0;
    const growing = async (input: Obj) => ({ total: 20 + n++, items: [{ id: `${String(input.offset)}-a` }, { id: `${String(input.offset)}-b` }] });
    expect(checks(await walk(growing, {}, byOffset))).toContain('generated-paging-total');
    const endless = async (input: Obj) => ({ items: Array.from({ length: 10 }, (_, i) => ({ id: `${String(input.offset)}/${i}` })) });
    expect(checks(await walk(endless, {}, { ...byOffset, total: undefined }))).toEqual(['generated-paging-end']);
    const stuck = async () => ({ has_more: true, cursor: 0, entries: [{ txid: 'a' }] });
    const cursor: Paging = {
      size: 'limit',
      position: 'cursor',
      style: 'cursor',
      first: 0,
      maxSize: 100,
      items: 'entries',
      itemsRequired: true,
      hasMore: 'has_more',
    };
    expect(checks(await walk(stuck, {}, cursor))).toEqual(['generated-paging-cursor']);
  });

  it('a page without its items is reported; a first answer without them, where the spec does not promise them, is not walked', async () => {
    const noItems = async () => ({ total: 3 });
    expect(checks(await walk(noItems, {}, byOffset))).toEqual(['generated-paging-items']);
    expect(await walk(noItems, {}, { ...byOffset, itemsRequired: false })).toMatchObject({ skipKind: 'not-generated' });
  });
});

describe('the stream attached from a snapshot', () => {
  const snap = { seq: 100, instance: 'i-1' };
  const hello = { type: 'hello', instance: 'i-1', seq: 103 };
  const change = (seq: number) => ({ type: 'added', seq });

  it('a replay from since_seq without a gap passes (the first change may carry the snapshot seq or the next)', () => {
    expect(attachViolations(snap, [hello, change(101), change(102), change(103)])).toEqual([]);
    expect(attachViolations(snap, [hello, change(100), { type: 'pong' }, change(101), change(102), change(103)])).toEqual([]);
  });

  it('a missing change, a replay that stops short, another instance, a reset and a first frame that is not hello fail', () => {
    const gap = attachViolations(snap, [hello, change(101), change(103)]);
    expect(gap.map((v) => v.message)).toEqual(['added frame seq 103 after 101: 1 change(s) missing']);
    expect(checks(attachViolations(snap, [hello, change(104)]))).toContain('generated-attach-gap');
    expect(attachViolations(snap, [hello, change(101)]).map((v) => v.message)).toEqual(['hello says seq 103, the replay from since_seq 100 stopped at 101']);
    expect(checks(attachViolations(snap, [{ ...hello, instance: 'i-2' }, change(101)]))).toEqual(['generated-attach-instance']);
    expect(checks(attachViolations(snap, [hello, { type: 'reset', reason: 'too-old' }]))).toContain('generated-attach-reset');
    expect(checks(attachViolations(snap, [change(101)]))).toEqual(['generated-attach-hello']);
  });
});
