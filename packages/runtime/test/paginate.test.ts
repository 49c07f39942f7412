// paginate(): each style walks its pages, yields every item once and stops where it should.
import { describe, expect, it } from 'vitest';
import { type Paging, paginate, PaginationError, type Reply } from '../src/index.js';

const ctx = { surface: 't', operation: 'op' };
const meta = { status: 200, rateLimit: undefined, headers: {} };
const reply = (data: unknown): Reply<unknown> => ({ data, meta });
const collect = async (it: AsyncIterable<unknown>) => {
  const out: unknown[] = [];
  for await (const x of it) out.push(x);
  return out;
};
const list = Array.from({ length: 23 }, (_, i) => `r${i}`);

describe('paginate', () => {
  it('offset: moves by the items received, stops on a short page', async () => {
    const paging: Paging = { style: 'offset', limit: 'count', offset: 'offset', items: 'swaps', defaultLimit: 10 };
    const asked: unknown[] = [];
    const call = async (req: { count?: number; offset?: number; poolId?: string }) => {
      asked.push(req);
      const from = req.offset ?? 0;
      return reply({ swaps: list.slice(from, from + (req.count ?? 10)) });
    };
    expect(await collect(paginate(ctx, paging, call, { poolId: 'p' }, undefined))).toEqual(list);
    expect(asked).toEqual([{ poolId: 'p' }, { poolId: 'p', offset: 10 }, { poolId: 'p', offset: 20 }]);
  });

  it('page: the next page is the echoed page plus one (whatever the base), stops on has_more false', async () => {
    const paging: Paging = { style: 'page', limit: 'limit', page: 'page', pageEcho: 'page', items: 'items', hasMore: 'has_more' };
    for (const base of [0, 1]) {
      const asked: unknown[] = [];
      const call = async (req: { page?: number; limit: number }) => {
        asked.push(req.page);
        const page = req.page ?? base;
        const from = (page - base) * req.limit;
        return reply({ page, items: list.slice(from, from + req.limit), has_more: from + req.limit < list.length });
      };
      expect(await collect(paginate(ctx, paging, call, { limit: 10 }, undefined))).toEqual(list);
      expect(asked).toEqual([undefined, base + 1, base + 2]);
    }
  });

  it('page: an object keyed by id yields [key, value] pairs; has_more true goes on past a short page', async () => {
    const paging: Paging = { style: 'page', limit: 'limit', page: 'page', items: 'pools', hasMore: 'has_more' };
    const pages = [
      { pools: { '2:1': { a: 1 } }, has_more: true },
      { pools: { '2:2': { a: 2 } }, has_more: false },
    ];
    const call = async (req: { page?: number; limit?: number }) => reply(pages[req.page ?? 0]);
    expect(await collect(paginate(ctx, paging, call, { limit: 5 }, undefined))).toEqual([
      ['2:1', { a: 1 }],
      ['2:2', { a: 2 }],
    ]);
  });

  it('cursor: passes back the returned cursor, stops on has_more false or a cursor that does not move', async () => {
    const paging: Paging = { style: 'cursor', limit: 'limit', cursor: 'cursor', next: 'cursor', items: 'entries', hasMore: 'has_more' };
    const seqs = [3, 5, 8, 9, 12];
    const call = async (req: { cursor?: number; limit: number }) => {
      const after = seqs.filter((s) => s > (req.cursor ?? 0));
      const page = after.slice(0, req.limit);
      return reply({ entries: page, cursor: page.at(-1) ?? req.cursor ?? 0, has_more: after.length > page.length });
    };
    expect(await collect(paginate(ctx, paging, call, { limit: 2 }, undefined))).toEqual(seqs);
    const stuck = async () => reply({ entries: [1], cursor: 0 });
    expect(await collect(paginate(ctx, paging, stuck, { limit: 1, cursor: 0 }, undefined))).toEqual([1]);
  });

  it('a server that ignores the paging field (the same page again) is an error, not an endless walk', async () => {
    const paging: Paging = { style: 'offset', limit: 'limit', offset: 'offset', items: '', defaultLimit: 2 };
    const call = async () => reply(['a', 'b']);
    await expect(collect(paginate(ctx, paging, call, {}, undefined))).rejects.toThrow(PaginationError);
  });

  it('a page that is an in-band error is a PaginationError naming it; a page without the (optional) items field ends the walk', async () => {
    const paging: Paging = { style: 'page', limit: 'limit', page: 'page', items: 'items' };
    const call = async () => reply({ ok: false, error: 'missing_or_invalid_alkane' });
    await expect(collect(paginate(ctx, paging, call, {}, undefined))).rejects.toThrow(/missing_or_invalid_alkane/);
    const pages = [{ items: ['a'] }, { total: 1 }];
    const sparse = async (req: { page?: number }) => reply(pages[req.page ?? 0]);
    expect(await collect(paginate(ctx, paging, sparse, {}, undefined))).toEqual(['a']);
    const odd = async () => reply({ items: 'a' });
    await expect(collect(paginate(ctx, paging, odd, {}, undefined))).rejects.toThrow(/neither a list nor an object/);
  });

  it('passes the options to every page and stops at once when the consumer does', async () => {
    const paging: Paging = { style: 'offset', limit: 'limit', offset: 'offset', items: '', defaultLimit: 1 };
    const opts: unknown[] = [];
    let calls = 0;
    const call = async (req: { offset?: number }, o: unknown) => {
      calls++;
      opts.push(o);
      return reply([req.offset ?? 0]);
    };
    const signal = new AbortController().signal;
    for await (const x of paginate(ctx, paging, call, {}, { signal })) if (x === 2) break;
    expect(calls).toBe(3);
    expect(opts.every((o) => (o as { signal: AbortSignal }).signal === signal)).toBe(true);
  });
});
