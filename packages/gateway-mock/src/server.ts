import { createServer, type IncomingMessage, STATUS_CODES, type ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { API_KEY_HEADER, type Network } from '@gw/runtime';
import { type AuthConfig, authorize } from './auth.js';
import {
  type AnySurface,
  judgeRequest,
  type LoadedFixture,
  loadFixtures,
  matchRoute,
  type RouteMatch,
  routablePath,
  specDocs,
  surfaces as generatedSurfaces,
  SIMULATE_HEADER,
} from '@gw/contract';
import { FixtureIndex, requestKey, restParams } from './fixture-index.js';
import { type Answer, BAD_PATH, NO_HEADERS, nestsTooDeep, readBody, requestTarget, send, sentSource, TOO_LARGE } from './http-util.js';
import { answerRest, badRequest, recordedAnswer, type RestBehaviour } from './rest-handler.js';
import { answerRpc, type RpcBehaviour } from './rpc-handler.js';
import { redactPath, type RequestLogEntry, rpcOperation } from './request-log.js';
import { createSynthesizer } from './synthesize/index.js';
import { handleStreamMessages } from './stream-handler.js';
import { StreamHub, type HubOptions } from './stream-hub.js';
import { normalizeParams, rpcParams } from './normalize.js';
import { liveFrames, worldHello } from './behaviours/world/live.js';
import { computedBehaviours, loadDatasets } from './behaviours/index.js';
import { startWorld, type WorldOptions } from './behaviours/world/start.js';
import { type ObservedExample, ObservedAnswers } from './as-observed.js';
import { anchorsFrom } from './behaviours/world/anchors.js';
import type { World } from './behaviours/world/world.js';
import { simulateHttp, simulateStream, simulateUpgrade } from './simulate-hook.js';
import { parseFaults, rateLimited } from './simulate.js';
import { FaultPlan } from './fault-plan.js';
import { PREFER_HEADER, parsePrefer, preferredAnswer } from './prefer.js';
import { parseRateLimit, type RateLimitPlan, RateLimiter } from './rate-limit.js';
import { missingKey } from './unkeyed.js';
import { INVALID_API_KEY } from './refusal-answers.js';
import { keyOf as requestingKey } from './auth-key.js';
import { type NotServed, servedFixtures } from './served.js';
import { BoundedMap } from './bounded-map.js';
import { answerCaches, restKey } from './answer-cache.js';

export interface MockOptions extends WorldOptions {
  network: Network;
  /** The one key this gateway accepts (any string; tests use a random one). */
  apiKey: string;
  adminKey?: string;
  aliases?: string[];
  /** Registered CORS origins. */
  origins?: string[];
  /** Name of the API-key header on the open mounts (default `x-service-api-key`). */
  apiKeyHeader?: string;
  /** Directory holding `<network>/<surface>/<operation>/<case>.json`, or fixtures already loaded. */
  fixtures: string | LoadedFixture[];
  /** Where the behaviours' `<network>/<surface>/_dataset.json` files are (default: the fixtures directory; none: no computed answers). */
  datasetsRoot?: string;
  port?: number;
  surfaces?: AnySurface[];
  behaviours?: Record<string, RpcBehaviour>;
  /** Computed answers for REST surfaces, by surface name (consulted after fixtures, before synthesis). */
  restBehaviours?: Record<string, RestBehaviour>;
  /**
   * Replay only (the conformance fixtures target): recorded and computed answers as before, but a valid request
   * neither answers gets the documented "not recorded" error instead of a synthesized one. Default false.
   */
  strictReplay?: boolean;
  /** Called once per HTTP request after it is answered (the `--log` request log); paths arrive with keys redacted. */
  onRequest?: (entry: RequestLogEntry) => void;
  /** Broadcast ring sizing for the streams. */
  streams?: HubOptions;
  /** The per-key plan behind X-RateLimit-* (`--rate-limit N/WINDOW`, e.g. `5/10s`); default: a million a minute. */
  rateLimit?: RateLimitPlan | string;
  /** The gateway's clock in unix ms (rate-limit windows, observe times); tests pass their own. Default Date.now. */
  clock?: () => number;
  /**
   * Faults applied to every HTTP request, as `x-gw-simulate` writes them (`gw mock --fault`), e.g.
   * `latency:long-tail:20-400, malformed;p=0.05;seed=7` (docs/local-gateway-faults.md).
   */
  faults?: string;
  /**
   * Answer as the real service was observed (`gw mock --as-observed`): a request that is exactly a drift register
   * example's gets that example's answer, with `x-gw-drift: <entry id>` (packages/gateway-mock/src/as-observed.ts).
   */
  asObserved?: ObservedExample[];
  log?: (line: string) => void;
}

export interface MockGateway {
  url: string;
  wsUrl: string;
  port: number;
  /** Broadcasts a frame to every subscriber of a stream surface (tests and demos). */
  /** How many fixtures of this network were loaded. */
  fixtureCount: number;
  /** Loaded exchanges not replayed because a world or the mempool state answers them (see served.ts). */
  notServed: NotServed[];
  publish(surface: string, frame: unknown): void;
  /** The broadcast ring of a stream surface. */
  hub(surface: string): StreamHub;
  close(): Promise<void>;
  /** The simulated world, when started with `worldSeed` or `world`. */
  world?: World;
}

// The same ws module through its CommonJS entry: its ESM wrapper imports each of its files as a module of its own,
// which cost about 45 ms more CPU at every start-up.
const { WebSocketServer } = createRequire(import.meta.url)('ws') as typeof import('ws');

/** The largest client frame a stream accepts (64 KiB; clients only send small ops). A larger one closes the socket with 1009. */
export const STREAM_FRAME_LIMIT = 64 * 1024;

const JSON_404: Answer = { status: 404, body: { statusCode: 404, error: 'Not found' } };
/** How many request paths the route cache keeps before it starts over (paths carry keys: unbounded otherwise). */
const ROUTE_CACHE = 4096;

/** The method and id of a single JSON-RPC call; undefined for a batch or a body that is not one call. */
function singleCall(raw: Buffer): { method: string; id: unknown } | undefined {
  try {
    const c = JSON.parse(raw.toString('utf8')) as { method?: unknown; id?: unknown };
    return c && typeof c === 'object' && !Array.isArray(c) && typeof c.method === 'string' ? { method: c.method, id: c.id ?? null } : undefined;
  } catch {
    return undefined;
  }
}

/** Starts the local gateway on 127.0.0.1. It never answers with HTML, never crashes on a bad request. */
export async function startMockGateway(opts: MockOptions): Promise<MockGateway> {
  const surfaces = opts.surfaces ?? generatedSurfaces;
  const log = opts.log ?? (() => {});
  const fixtures = typeof opts.fixtures === 'string' ? loadFixtures(opts.fixtures, opts.network) : opts.fixtures;
  const datasetsRoot = opts.datasetsRoot ?? (typeof opts.fixtures === 'string' ? opts.fixtures : undefined);
  const datasets = datasetsRoot ? loadDatasets(opts.network, datasetsRoot) : {};
  // Recorded facts seed the world: one world answers what they recorded (packages/gateway-mock/src/served.ts).
  const world = startWorld(opts, anchorsFrom(fixtures, datasets, opts.network));
  const clock = opts.clock ?? Date.now;
  const faultSpecs = parseFaults(opts.faults);
  if (faultSpecs && 'error' in faultSpecs) throw new Error(faultSpecs.error.replace(SIMULATE_HEADER, 'faults'));
  const faults = new FaultPlan(faultSpecs ?? []);
  const limiter = new RateLimiter(typeof opts.rateLimit === 'string' ? parseRateLimit(opts.rateLimit) : opts.rateLimit, clock);
  const computed = computedBehaviours({
    network: opts.network,
    datasets,
    fixtures,
    world,
    publish: (stream, frame) => hubFor(stream).publish(frame),
    clock,
  });
  const { served, notServed } = servedFixtures(fixtures, surfaces, opts.network, computed, world !== undefined);
  const index = new FixtureIndex(served, surfaces, opts.network, normalizeParams);
  const behaviours = { ...computed.rpc, ...(opts.behaviours ?? {}) };
  const restBehaviours = opts.restBehaviours ?? {};
  const strictReplay = opts.strictReplay ?? false;
  const observed = opts.asObserved?.length ? new ObservedAnswers(opts.asObserved) : undefined;
  // The bundled specs are read at start: a request never makes the gateway read a file outside its fixture set
  // (tools/security/test/gateway-fuzz.test.ts).
  const synth = createSynthesizer(strictReplay ? new Map() : specDocs(), surfaces);
  const auth: AuthConfig = {
    apiKey: opts.apiKey,
    ...(opts.adminKey ? { adminKey: opts.adminKey } : {}),
    aliases: opts.aliases ?? [],
    origins: opts.origins ?? [],
    ...(opts.apiKeyHeader ? { apiKeyHeader: opts.apiKeyHeader } : {}),
  };

  const corsHeaders = (route: RouteMatch | undefined, origin: string | undefined): Readonly<Record<string, string>> =>
    route && origin && route.surface.surface.auth.includes('cors') && auth.origins.includes(origin)
      ? {
          'access-control-allow-origin': origin,
          vary: 'Origin',
          'access-control-allow-headers': `content-type, ${auth.apiKeyHeader ?? API_KEY_HEADER}, ${SIMULATE_HEADER}, ${PREFER_HEADER}`,
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-expose-headers': 'x-ratelimit-limit, x-ratelimit-remaining, x-ratelimit-reset',
        }
      : NO_HEADERS;

  const secrets = [opts.apiKey, ...(opts.adminKey ? [opts.adminKey] : []), ...(opts.aliases ?? [])];

  /** Routes by method and path, as matched before (paths repeat; at most ROUTE_CACHE of them are kept). */
  const routes = new BoundedMap<string, RouteMatch | undefined>(ROUTE_CACHE);
  const routeOf = (method: string, path: string): RouteMatch | undefined => {
    const key = `${method} ${path}`;
    const known = routes.get(key);
    if (known !== undefined || routes.has(key)) return known;
    const route = matchRoute(surfaces, opts.network, method, path, false);
    routes.set(key, route);
    return route;
  };
  /** Recorded answers already chosen for a request text (answer-cache.ts). */
  const decided = answerCaches();

  /** What the request log says about one request; filled in while it is answered. */
  interface Trace {
    operation: string;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, trace: Trace): Promise<void> {
    // Every body is read (or drained, past the limit) before any answer: answering first left the rest of the body
    // on a keep-alive connection, where it was parsed as the next request ("malformed HTTP request").
    const bytes = await readBody(req);
    if (!bytes) return send(res, TOO_LARGE, { connection: 'close' });
    const url = requestTarget(req.url);
    const method = req.method ?? 'GET';
    const origin = typeof req.headers.origin === 'string' ? req.headers.origin : undefined;
    let route: RouteMatch | undefined;
    try {
      const path = routablePath(url.pathname);
      route = routeOf(method === 'OPTIONS' ? 'POST' : method, path) ?? (method === 'OPTIONS' ? routeOf('GET', path) : undefined);
    } catch (e) {
      if (e instanceof URIError) return send(res, BAD_PATH);
      throw e;
    }
    const cors = corsHeaders(route, origin);
    if (method === 'OPTIONS') return send(res, { status: route && Object.keys(cors).length ? 204 : 403, body: undefined }, cors);
    if (!route) return send(res, missingKey(surfaces, opts.network, method, url.pathname, false) ? INVALID_API_KEY : JSON_404);
    const s = route.surface;
    // The request log names the JSON-RPC method(s) even of a refused request (401, a simulated fault); the body is
    // parsed again for it only when there is a log.
    trace.operation = opts.onRequest && s.kind === 'rpc' && method === 'POST' ? rpcOperation(bytes) : (route.operation ?? '');
    const adminOnly = s.kind === 'rest' && route.operation !== undefined && s.operations[route.operation]?.meta.admin === true;
    const keyless = s.kind === 'rest' && route.operation !== undefined && s.operations[route.operation]?.meta.keyless === true;
    const verdict = authorize(auth, route, req.headers, adminOnly, keyless);
    if (!verdict.ok) return send(res, { status: verdict.status, body: verdict.body }, cors);
    const raw = method === 'POST' ? bytes : Buffer.alloc(0);
    // Every keyed answer carries the key's plan; the request after the plan is spent is refused.
    const key = requestingKey(verdict.mode, route, req.headers, auth.apiKeyHeader);
    const plan = key === undefined ? undefined : limiter.take(key);
    if (plan && !plan.allowed) return send(res, rateLimited(s, route.operation, raw, plan), cors);
    const reply = (a: Answer) => send(res, a, cors, plan?.headers);
    if ((req.headers[SIMULATE_HEADER] !== undefined || faults.active) && (await simulateHttp(req, res, route, cors, bytes, faults)) === 'done') return;
    // A developer's chosen answer (Prefer: code=…, example=…) instead of the pipeline's.
    const pref = parsePrefer(req.headers[PREFER_HEADER] as string | undefined);
    const chosen = pref && preferredAnswer(pref, s, route.operation, s.kind === 'rpc' ? singleCall(raw) : undefined, fixtures);
    if (chosen) return reply(chosen);
    // A drift register example's request, answered as the real service was observed answering it (--as-observed).
    const seen = observed && s.kind === 'rpc' && method === 'POST' ? observed.rpc(s.surface.name, raw, route.mountParams) : undefined;
    if (seen) return reply(seen);
    if (s.kind === 'rest') {
      const op = s.operations[route.operation!]!;
      const isJson = (req.headers['content-type'] ?? '').includes('json');
      // The recorded answer an equal request got (answer-cache.ts); an as-observed gateway decides every time.
      const cacheKey = observed ? undefined : restKey(verdict.mode, isJson, method, req.url ?? '/', raw);
      const known = cacheKey === undefined ? undefined : decided.rest.get(cacheKey);
      if (known) return reply(known);
      let body: unknown;
      if (op.meta.body) {
        if (!isJson && op.meta.body === 'json-or-binary') body = new Uint8Array(raw);
        else {
          const text = raw.toString('utf8');
          if (nestsTooDeep(text)) return reply(badRequest(op.meta.envelope));
          try {
            body = raw.length ? JSON.parse(text) : undefined;
          } catch {
            return reply(badRequest(op.meta.envelope));
          }
        }
      }
      const query = Object.fromEntries(url.searchParams);
      const input = op.meta.body ? body : { ...route.pathParams, ...query };
      const seenRest = observed?.rest(s.surface.name, route.operation!, input);
      if (seenRest) return reply(seenRest);
      const judged = judgeRequest(route, { method, query, body });
      const params = restParams(route.pathParams, query, method === 'POST' ? (body ?? {}) : undefined);
      // A state-changing route (observe) always acts: a recorded answer would not change the state.
      const fixture =
        computed.acts(s.surface.name, route.operation!) || !index.records(s.surface.name, route.operation!)
          ? undefined
          : index.find(requestKey(s.surface.name, route.operation!, normalizeParams(s.surface.name, params)), verdict.mode);
      const rule = computed.http[s.surface.name];
      const fallback = {
        strictReplay,
        compute: (valid: boolean) =>
          rule?.({ method, operation: route.operation!, query, pathParams: route.pathParams, mountParams: route.mountParams, body, valid }),
        ...(restBehaviours[s.surface.name] ? { behaviour: restBehaviours[s.surface.name] } : {}),
        synthesize: () => synth.rest(s.surface.name, route.operation!, input),
      };
      const answered = answerRest(s, route.operation!, input, judged, fixture, fallback);
      if (cacheKey !== undefined && fixture?.response && answered === recordedAnswer(fixture.response)) decided.rest.set(cacheKey, answered);
      return reply(answered);
    }
    if (s.kind === 'rpc') {
      if (method !== 'POST') return reply({ status: 404, body: { error: 'JSON-RPC endpoint: send a POST with a JSON-RPC 2.0 body' } });
      const keyOf = (m: string, p: unknown) => requestKey(s.surface.name, m, rpcParams(s, m, p, route.mountParams));
      const lookup = {
        strictReplay,
        find: (m: string, p: unknown) => (index.records(s.surface.name, m) ? index.find(keyOf(m, p), verdict.mode) : undefined),
        synthesize: (m: string, p: unknown) => synth.rpc(s.surface.name, m, p),
        decided: { calls: decided.calls, scope: `${verdict.mode}\n${req.url}` },
      };
      return reply(answerRpc(s, raw, lookup, behaviours[s.surface.name], route.mountParams));
    }
    return reply({ status: 426, body: { error: 'this path is a WebSocket stream: upgrade required' } });
  }

  const server = createServer((req, res) => {
    const trace: Trace = { operation: '' };
    if (opts.onRequest) {
      const onRequest = opts.onRequest;
      res.once('finish', () =>
        onRequest({
          method: req.method ?? 'GET',
          path: redactPath(req.url ?? '/', secrets, surfaces, opts.network),
          operation: trace.operation,
          status: res.statusCode,
          source: sentSource(res) ?? '',
        }),
      );
    }
    handle(req, res, trace).catch((e) => {
      log(`error: ${(e as Error).message}`);
      if (!res.headersSent) send(res, { status: 500, body: { error: 'internal error' } });
      else res.end();
    });
  });
  // A malformed request line or headers over Node's 16 KiB limit: a JSON answer, never Node's bare one.
  server.on('clientError', (err: NodeJS.ErrnoException, socket) => {
    if (!socket.writable) return socket.destroy();
    const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
    const error =
      status === 431
        ? 'request headers over 16 KiB: send shorter headers'
        : status === 408
          ? 'request not received in time: send it again'
          : 'malformed HTTP request';
    const text = JSON.stringify({ statusCode: status, error });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
    );
  });
  const wss = new WebSocketServer({ noServer: true, maxPayload: STREAM_FRAME_LIMIT });
  const hubs = new Map<string, StreamHub>();
  // The recorded sequence of a stream: frames up to its first hello greet each connection, the rest fill the ring.
  const hubFor = (name: string): StreamHub => {
    let hub = hubs.get(name);
    if (!hub) {
      // A recorded stream greets and fills the ring (with a world too: it seeded the world); else the world's hello.
      const frames = index.streams.get(name)?.[0]?.frames ?? (world && worldHello(world, name)) ?? [];
      const at = frames.findIndex((f) => !!f && typeof f === 'object' && ('instance' in f || (f as { type?: unknown }).type === 'hello'));
      hub = new StreamHub(at >= 0 ? frames[at] : undefined, frames.slice(at + 1), { log, ...(opts.streams ?? {}) });
      hubs.set(name, hub);
      // The mempools' next changes follow the stream's recorded frames: a seq is never reused.
      if (name === 'mempool-stream' && computed.mempool) computed.mempool.seq = Math.max(computed.mempool.seq, hub.latestSeq);
      const hello = at >= 0 ? (frames[at] as { instance?: unknown }) : undefined;
      if (name === 'eth-mempool-stream' && world) world.continueEthFrom(hub.latestSeq, typeof hello?.instance === 'string' ? hello.instance : undefined);
    }
    return hub;
  };
  // Created at start: an observed transaction must take a seq after the recorded stream's frames.
  for (const s of surfaces) if (s.kind === 'stream' && s.surface.networks.includes(opts.network)) hubFor(s.surface.name);
  server.on('upgrade', async (req, socket, head) => {
    socket.on('error', () => socket.destroy()); // a reset during the handshake is the client's business, not a crash
    let url: URL;
    let route: RouteMatch | undefined;
    /** The request log line of an upgrade: 101 when the stream opened, else the refusal's status. */
    const logged = (status: number) =>
      opts.onRequest?.({
        method: 'GET',
        path: redactPath(req.url ?? '/', secrets, surfaces, opts.network),
        operation: route?.operation ?? (route ? 'stream' : ''),
        status,
        source: '',
      });
    const refuse = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      const text = JSON.stringify(body);
      const extra = Object.entries(headers)
        .map(([k, v]) => `${k}: ${v}\r\n`)
        .join('');
      socket.end(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\n${extra}connection: close\r\n\r\n${text}`,
      );
      logged(status);
    };
    try {
      url = new URL(req.url ?? '/', 'http://127.0.0.1');
      route = matchRoute(surfaces, opts.network, 'GET', routablePath(url.pathname), true);
    } catch {
      return refuse(400, BAD_PATH.body); // a malformed path must not throw out of the event handler (it would end the process)
    }
    if (!route)
      return missingKey(surfaces, opts.network, 'GET', url.pathname, true)
        ? refuse(INVALID_API_KEY.status, INVALID_API_KEY.body)
        : refuse(404, { error: 'Not found' });
    const verdict = authorize(auth, route, req.headers, false);
    if (!verdict.ok) return refuse(verdict.status, verdict.body);
    const key = requestingKey(verdict.mode, route, req.headers, auth.apiKeyHeader);
    const plan = key === undefined ? undefined : limiter.take(key);
    if (plan && !plan.allowed) {
      const a = rateLimited(route.surface, undefined, Buffer.alloc(0), plan);
      return refuse(a.status, a.body, a.headers);
    }
    const fault = await simulateUpgrade(req, socket, url, route);
    if (fault && 'done' in fault) {
      if (fault.done !== undefined) logged(fault.done);
      return;
    }
    const hub = hubFor(route.surface.surface.name);
    wss.handleUpgrade(req, socket, head, (ws) => {
      logged(101);
      handleStreamMessages(ws, hub, hub.attach(ws), log);
      if (fault) simulateStream(ws, hub, fault);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  const stopLive = world && opts.txRate ? liveFrames(world, opts.txRate, (stream, f) => hubFor(stream).publish(f)) : () => {};
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    port,
    fixtureCount: fixtures.filter((f) => f.network === opts.network).length,
    notServed,
    publish: (surface, frame) => hubFor(surface).publish(frame),
    hub: hubFor,
    ...(world ? { world } : {}),
    close: () =>
      new Promise<void>((resolve) => {
        stopLive();
        for (const c of wss.clients) c.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
