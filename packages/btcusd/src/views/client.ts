// Typed client for the BTC/USD pool index views (seed 001 §Views on the dedicated endpoint).
//
// Each view: encode the request message with the generated encoder (= protobuf-es `toBinary`), send
// `metashrew_view` [view, "0x" + hex, "latest"] through the GENERATED JSON-RPC client
// (`createBtcusdClient`, or the main endpoint's client for the keyless fallback), hex-decode
// `result` and decode the view's response message (generated decoder = `fromBinary`, see proto-decode.ts).
//
// Not-found is TYPED, never success-with-empty-data. The seed: "An empty or truncated request is
// not an error: it decodes to a default message and the view answers as if asked about nothing
// (`found` false). Always read `found` (or `ok`)". So:
//   - views answering `found` return `Lookup<T>`  = { found: true, data } | { found: false, view, ... }
//   - views answering `ok`    return `Listing<T>` = { ok: true, data }    | { ok: false, view, supportedBuckets }
// The `false` branches carry no data (there is nothing to read); `expectFound` / `expectOk` turn them
// into a `ViewNotFound` error for callers that prefer exceptions. Transport and decode failures
// are errors (GatewayError from @gw/runtime, ViewDecodeError); refusals before sending are
// `ViewRequestError` (nothing went on the wire).
//
// Pagination (getpools, getswaps; also getcandles): `page` and `limit` are passed through as given.
// Omitting `limit` returns everything, capped at 20000 (seed limit table). Whether page numbering
// starts at 0 or 1 is NOT shown by the seed: this client does not assume a base, does not default
// `page`, and reports the `page` the server echoes.
import type { DescMessage, MessageInitShape, MessageShape } from '@bufbuild/protobuf';
import type { Gateway, RpcCallOptions } from '@gw/runtime';
import { createBtcusdClient } from '../gen/btcusd/client.js';
import { decode } from '../gen/proto/alspo/cryptoswap/v1/cryptoswap_decode.js';
import { encode } from '../gen/proto/alspo/cryptoswap/v1/cryptoswap_encode.js';
import * as pb from '../gen/proto/alspo/cryptoswap/v1/cryptoswap_pb.js';
import { ViewDecodeError, ViewNotFound, ViewRequestError } from './errors.js';
import { fromHex0x, toHex0x } from './hex.js';

/** The twelve view names (x-gw-views of specs/openrpc/btcusd.yaml). */
export const VIEW_NAMES = [
  'ping',
  'indexheight',
  'getblocksummary',
  'getrawvalue',
  'getpools',
  'getpool',
  'getpoolstate',
  'getreserves',
  'getswaps',
  'getprice',
  'getcandles',
  'getcandleat',
] as const;
export type ViewName = (typeof VIEW_NAMES)[number];

/** Request and response message of every view. */
export const VIEW_SCHEMAS = {
  ping: { request: pb.PingRequestSchema, response: pb.PingResponseSchema },
  indexheight: { request: pb.IndexHeightRequestSchema, response: pb.IndexHeightResponseSchema },
  getblocksummary: { request: pb.GetBlockSummaryRequestSchema, response: pb.GetBlockSummaryResponseSchema },
  getrawvalue: { request: pb.GetRawValueRequestSchema, response: pb.GetRawValueResponseSchema },
  getpools: { request: pb.GetPoolsRequestSchema, response: pb.GetPoolsResponseSchema },
  getpool: { request: pb.GetPoolRequestSchema, response: pb.GetPoolResponseSchema },
  getpoolstate: { request: pb.GetPoolStateRequestSchema, response: pb.GetPoolStateResponseSchema },
  getreserves: { request: pb.GetReservesRequestSchema, response: pb.GetReservesResponseSchema },
  getswaps: { request: pb.GetSwapsRequestSchema, response: pb.GetSwapsResponseSchema },
  getprice: { request: pb.GetPriceRequestSchema, response: pb.GetPriceResponseSchema },
  getcandles: { request: pb.GetCandlesRequestSchema, response: pb.GetCandlesResponseSchema },
  getcandleat: { request: pb.GetCandleAtRequestSchema, response: pb.GetCandleAtResponseSchema },
} as const satisfies Record<ViewName, { request: DescMessage; response: DescMessage }>;

export type RequestOf<V extends ViewName> = MessageShape<(typeof VIEW_SCHEMAS)[V]['request']>;
export type ResponseOf<V extends ViewName> = MessageShape<(typeof VIEW_SCHEMAS)[V]['response']>;
/** A request as a message or its init shape (`{pool: {block: 4, tx: 1778n}}`). */
export type RequestInput<V extends ViewName> = MessageInitShape<(typeof VIEW_SCHEMAS)[V]['request']>;

/** Candle widths the index supports (seed 001 rule 3 and the limits table). */
export const SUPPORTED_BUCKETS: readonly number[] = [3600, 86400];
/** Page size when `limit` is omitted on getpools / getswaps: everything, capped at this many. */
export const UNLIMITED_PAGE_CAP = 20000;

/**
 * What the views need from a JSON-RPC client: the generated `createBtcusdClient(gw)` (dedicated
 * endpoint) and the main endpoint's generated client (`/v4/jsonrpc` keyless fallback) both fit.
 */
export interface ViewTransport {
  metashrewView(params: [string, string, 'latest'], opts?: RpcCallOptions): Promise<{ data: string }>;
  metashrewHeight(params?: unknown[], opts?: RpcCallOptions): Promise<{ data: string }>;
}

/** A `found` view's answer. */
export type Lookup<T> = { found: true; data: T } | { found: false; view: ViewName; supportedBuckets: readonly number[] };
/** An `ok` view's answer. */
export type Listing<T> = { ok: true; data: T } | { ok: false; view: ViewName; supportedBuckets: readonly number[] };

/** The raw exchange of one view: what was sent and the decoded answer (for `--json` output and fixtures). */
export interface ViewExchange<V extends ViewName> {
  view: V;
  requestHex: string;
  resultHex: string;
  response: ResponseOf<V>;
}

export interface CandlesOptions extends RpcCallOptions {
  /**
   * Send a bucket outside 3600/86400 anyway (to observe the server's `ok: false` answer).
   * Default false: refused before sending with a ViewRequestError naming `bucket`.
   */
  allowUnsupportedBucket?: boolean;
}

/** Turns a `{found: false}` into a ViewNotFound error. */
export function expectFound<T>(r: Lookup<T>, what?: string): T {
  if (r.found) return r.data;
  throw new ViewNotFound(r.view, 'found-false', r.supportedBuckets, what);
}

/** Turns an `{ok: false}` into a ViewNotFound error. */
export function expectOk<T>(r: Listing<T>, what?: string): T {
  if (r.ok) return r.data;
  throw new ViewNotFound(r.view, 'ok-false', r.supportedBuckets, what);
}

/** Encodes a view request as the `0x` hex the JSON-RPC params carry. */
export function encodeViewRequest<V extends ViewName>(view: V, request: RequestInput<V> | RequestOf<V> = {} as RequestInput<V>): string {
  // Generated encoder (tools/codegen/src/proto-encode.ts): the bytes of toBinary(schema, create(schema, request)).
  return toHex0x(encode(VIEW_SCHEMAS[view].request as DescMessage, request as never));
}

/** Decodes a view's `0x` result into its response message (`0x` decodes to the default message). */
export function decodeViewResponse<V extends ViewName>(view: V, resultHex: string): ResponseOf<V> {
  const bytes = fromHex0x(resultHex, view);
  const schema = VIEW_SCHEMAS[view].response as DescMessage;
  try {
    // Generated decoder (tools/codegen/src/proto-decode.ts): the same message as fromBinary(schema, bytes),
    // unknown fields kept in $unknown; fromBinary itself for any message the emitter refused.
    return decode(schema, bytes) as ResponseOf<V>;
  } catch (e) {
    throw new ViewDecodeError(view, `result is not a ${schema.typeName}: ${(e as Error).message}`);
  }
}

const isGateway = (x: Gateway | ViewTransport): x is Gateway =>
  typeof (x as Gateway).baseUrl === 'string' && typeof (x as ViewTransport).metashrewView !== 'function';

export interface BtcusdViews {
  readonly transport: ViewTransport;
  /** Any view, raw: the request hex sent, the result hex and the decoded response. */
  call<V extends ViewName>(view: V, request?: RequestInput<V> | RequestOf<V>, opts?: RpcCallOptions): Promise<ViewExchange<V>>;
  ping(opts?: RpcCallOptions): Promise<pb.PingResponse>;
  /**
   * `indexheight` view. NOT a liveness signal: the index rewrites the stored value every block with
   * that block's height, so a view read at height H answers H even for a block that does not
   * exist — it cannot tell a live index from a stalled one. Use `metashrewHeight()`.
   */
  indexheight(opts?: RpcCallOptions): Promise<{ height: number | undefined }>;
  getblocksummary(req: RequestInput<'getblocksummary'>, opts?: RpcCallOptions): Promise<Lookup<pb.GetBlockSummaryResponse>>;
  getrawvalue(req: RequestInput<'getrawvalue'>, opts?: RpcCallOptions): Promise<Lookup<pb.GetRawValueResponse>>;
  getpools(req?: RequestInput<'getpools'>, opts?: RpcCallOptions): Promise<Listing<pb.GetPoolsResponse>>;
  getpool(req: RequestInput<'getpool'>, opts?: RpcCallOptions): Promise<Lookup<pb.GetPoolResponse>>;
  getpoolstate(req: RequestInput<'getpoolstate'>, opts?: RpcCallOptions): Promise<Lookup<pb.GetPoolStateResponse>>;
  getreserves(req: RequestInput<'getreserves'>, opts?: RpcCallOptions): Promise<Lookup<pb.GetReservesResponse>>;
  getswaps(req: RequestInput<'getswaps'>, opts?: RpcCallOptions): Promise<Listing<pb.GetSwapsResponse>>;
  getprice(req: RequestInput<'getprice'>, opts?: RpcCallOptions): Promise<Lookup<pb.GetPriceResponse>>;
  /** Buckets 3600 and 86400 only: any other width is refused before sending (ViewRequestError, field `bucket`). */
  getcandles(req: RequestInput<'getcandles'>, opts?: CandlesOptions): Promise<Listing<pb.GetCandlesResponse>>;
  /**
   * How `at` maps to a bucket and what is answered when no candle exists are not shown by the seed;
   * a `found: false` answer is returned as such (with any supported_buckets the server lists).
   */
  getcandleat(req: RequestInput<'getcandleat'>, opts?: RpcCallOptions): Promise<Lookup<pb.GetCandleAtResponse>>;
  /**
   * `metashrew_height` on the same endpoint, parsed from its decimal string: THE liveness signal.
   * Compare it with the chain tip to tell a fresh index from a stalled one.
   */
  metashrewHeight(opts?: RpcCallOptions): Promise<bigint>;
}

const lookup = <T extends { found: boolean }>(view: ViewName, r: T, buckets: readonly number[] = []): Lookup<T> =>
  r.found ? { found: true, data: r } : { found: false, view, supportedBuckets: buckets };
const listing = <T extends { ok: boolean }>(view: ViewName, r: T, buckets: readonly number[] = []): Listing<T> =>
  r.ok ? { ok: true, data: r } : { ok: false, view, supportedBuckets: buckets };

/** Checks a bucket width against SUPPORTED_BUCKETS; throws ViewRequestError naming `bucket`. */
export function checkBucket(bucket: unknown, view: ViewName = 'getcandles'): number {
  if (typeof bucket !== 'number' || !SUPPORTED_BUCKETS.includes(bucket)) {
    throw new ViewRequestError(
      view,
      'bucket',
      `unsupported bucket width ${String(bucket)}: the index supports ${SUPPORTED_BUCKETS.join(' and ')} seconds only (refused before sending)`,
    );
  }
  return bucket;
}

/**
 * The view client over the dedicated endpoint (`gw` → generated `createBtcusdClient(gw)`) or over
 * any `ViewTransport` (e.g. the main endpoint's generated client for the keyless `/v4/jsonrpc` fallback).
 */
export function createBtcusdViews(target: Gateway | ViewTransport): BtcusdViews {
  const transport: ViewTransport = isGateway(target) ? (createBtcusdClient(target) as unknown as ViewTransport) : target;
  const call = async <V extends ViewName>(view: V, request?: RequestInput<V> | RequestOf<V>, opts?: RpcCallOptions): Promise<ViewExchange<V>> => {
    const requestHex = encodeViewRequest(view, request);
    const reply = await transport.metashrewView([view, requestHex, 'latest'], opts);
    return { view, requestHex, resultHex: reply.data, response: decodeViewResponse(view, reply.data) };
  };
  const resp = async <V extends ViewName>(view: V, request?: RequestInput<V> | RequestOf<V>, opts?: RpcCallOptions) =>
    (await call(view, request, opts)).response;
  return {
    transport,
    call,
    ping: (opts) => resp('ping', {}, opts),
    indexheight: async (opts) => ({ height: (await resp('indexheight', {}, opts)).height }),
    getblocksummary: async (req, opts) => lookup('getblocksummary', await resp('getblocksummary', req, opts)),
    getrawvalue: async (req, opts) => lookup('getrawvalue', await resp('getrawvalue', req, opts)),
    getpools: async (req, opts) => listing('getpools', await resp('getpools', req ?? {}, opts)),
    getpool: async (req, opts) => lookup('getpool', await resp('getpool', req, opts)),
    getpoolstate: async (req, opts) => lookup('getpoolstate', await resp('getpoolstate', req, opts)),
    getreserves: async (req, opts) => lookup('getreserves', await resp('getreserves', req, opts)),
    getswaps: async (req, opts) => listing('getswaps', await resp('getswaps', req, opts)),
    getprice: async (req, opts) => lookup('getprice', await resp('getprice', req, opts)),
    getcandles: async (req, opts = {}) => {
      const { allowUnsupportedBucket, ...rest } = opts;
      if (!allowUnsupportedBucket) checkBucket((req as { bucket?: unknown }).bucket ?? 0, 'getcandles');
      const r = await resp('getcandles', req, rest);
      return listing('getcandles', r, r.supportedBuckets);
    },
    getcandleat: async (req, opts) => {
      const r = await resp('getcandleat', req, opts);
      return lookup('getcandleat', r, r.supportedBuckets);
    },
    metashrewHeight: async (opts) => {
      const reply = await transport.metashrewHeight([], opts);
      const data: unknown = reply.data;
      if (typeof data === 'string' && /^[0-9]+$/.test(data)) return BigInt(data);
      // A height sent as a JSON number does not match the spec (a decimal string, observed); under the gateway's
      // `responseValidation: 'report' | 'off'` the call returns it anyway (and reports it), and it is still a height.
      if (typeof data === 'number' && Number.isSafeInteger(data) && data >= 0) return BigInt(data);
      throw new ViewDecodeError('metashrew_height', `expected a decimal height string, got ${JSON.stringify(data)}`);
    },
  };
}
