// Walking a paged operation: the `<operation>All` twins the generator emits call `paginate` with the operation's
// paging declaration (spec `x-gw-paging`) and yield every item of every page once.
import { type ErrorContext, GatewayError } from './errors.js';
import type { Reply } from './reply.js';

/** How an operation pages (spec `x-gw-paging`, generated into `<operation>Paging`). Field names of request and result. */
export interface Paging {
  /** `offset`: skip N records; `page`: page number (the next is the one the server says it answered, plus 1); `cursor`: pass back what the page returned. */
  style: 'offset' | 'page' | 'cursor';
  /** Request field that sizes a page (`limit`, `count`). */
  limit: string;
  /** The page size the server uses when the request leaves `limit` out (the spec's default), if known. */
  defaultLimit?: number;
  /** `offset` style: the request field that skips records. */
  offset?: string;
  /** `page` style: the request field of the page number. */
  page?: string;
  /** `page` style: the result field echoing the page answered (the seed's Espo pages are 0-indexed; the echo decides). */
  pageEcho?: string;
  /** `cursor` style: the request field. */
  cursor?: string;
  /** `cursor` style: the result field holding the cursor of the next page. */
  next?: string;
  /** Result field holding the page's items: an array, or an object keyed by id (yielded as `[key, value]`). `''`: the result itself. */
  items: string;
  /** Result field: whether more pages follow. */
  hasMore?: string;
}

/** One item of a page whose result is `T` and whose items are at field `K` (`''`: `T` itself). */
export type PageItem<T, K extends string> = K extends '' ? ElementOf<T> : T extends { [P in K]?: infer A } ? ElementOf<NonNullable<A>> : never;
type ElementOf<A> = A extends readonly (infer E)[] ? E : A extends Record<string, infer V> ? [string, V] : never;

/** A paged walk that cannot go on: a page without its items (e.g. an in-band error), or the same page twice. */
export class PaginationError extends GatewayError {
  override name = 'PaginationError';
}

type Fields = Record<string, unknown>;
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * Every item of every page, in order: the first page is the caller's request as given, each next one moves the
 * offset, page or cursor on. Stops when the answer says `has_more: false`, on a page shorter than the page size, on an
 * empty page, or (cursor) when no next cursor comes back. `opts` (signal, retries, headers) go to every page's call.
 */
export async function* paginate<I, O>(
  ctx: ErrorContext,
  paging: Paging,
  call: (input: I, opts: O | undefined) => Promise<Reply<unknown>>,
  input: I | undefined,
  opts?: O,
): AsyncGenerator<unknown, void, undefined> {
  let req: Fields = { ...((input ?? {}) as Fields) };
  const size = num(req[paging.limit]) ?? paging.defaultLimit;
  let previous: string | undefined;
  for (;;) {
    const { data } = await call(req as I, opts);
    const page = (data ?? {}) as Fields;
    const list = itemsOf(ctx, paging, data);
    // A server that ignores the paging field answers the same page again: stop rather than loop for ever.
    const mark = list.length ? JSON.stringify([list.length, list[0], list[list.length - 1]], bigints) : '';
    if (mark && mark === previous)
      throw new PaginationError(ctx, `the page after ${JSON.stringify(req, bigints)} repeated the one before: the server ignores ${field(paging)}`);
    previous = mark;
    yield* list;
    const more = paging.hasMore ? page[paging.hasMore] : undefined;
    if (list.length === 0 || more === false) return;
    if (more !== true && size !== undefined && list.length < size) return;
    if (paging.style === 'offset') req = { ...req, [paging.offset!]: (num(req[paging.offset!]) ?? 0) + list.length };
    else if (paging.style === 'page') {
      const answered = (paging.pageEcho ? num(page[paging.pageEcho]) : undefined) ?? num(req[paging.page!]) ?? 0;
      req = { ...req, [paging.page!]: answered + 1 };
    } else {
      const next = page[paging.next!];
      if (next === undefined || next === null || next === req[paging.cursor!]) return;
      req = { ...req, [paging.cursor!]: next };
    }
  }
}

const bigints = (_k: string, v: unknown) => (typeof v === 'bigint' ? `${v}n` : v);
const field = (p: Paging) => (p.style === 'offset' ? p.offset : p.style === 'page' ? p.page : p.cursor);

function itemsOf(ctx: ErrorContext, paging: Paging, data: unknown): unknown[] {
  const at = paging.items === '' ? data : data && typeof data === 'object' ? (data as Fields)[paging.items] : undefined;
  if (Array.isArray(at)) return at;
  if (at && typeof at === 'object') return Object.entries(at);
  // An in-band failure (Espo's `{ok: false, error}`) is an error; a page that simply has no items field (optional
  // where the seed does not show the records) ends the walk.
  const error = data && typeof data === 'object' ? (data as Fields).error : undefined;
  if (typeof error === 'string' || (data && typeof data === 'object' && (data as Fields).ok === false))
    throw new PaginationError(ctx, `a page is an error, not ${paging.items ? `\`${paging.items}\`` : 'items'}: ${String(error ?? 'ok: false')}`);
  if (at === undefined || at === null) return [];
  throw new PaginationError(ctx, `\`${paging.items}\` of a page is neither a list nor an object`);
}
