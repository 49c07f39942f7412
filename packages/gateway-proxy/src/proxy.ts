import { createServer, type IncomingMessage, STATUS_CODES, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type AnySurface, matchRoute, type RouteMatch, routablePath, SIMULATE_HEADER, surfaces as generatedSurfaces } from '@gw/contract';
import { API_KEY_HEADER, type Network, redact, redactJson } from '@gw/runtime';
import WebSocket, { WebSocketServer } from 'ws';
import { checkFrame } from './check-frame.js';
import { DRAIN_MS, UPSTREAM_TIMEOUT_MS } from './defaults.js';
import { checkHttp } from './check-http.js';
import { forward, UpstreamTimeoutError, upstreamAgent, upstreamUrl } from './forward.js';
import { Recorder, recordingsOf } from './record.js';
import { type Violation, ViolationLog } from './violations.js';

export interface ProxyOptions {
  /** The gateway behind the proxy, e.g. `http://127.0.0.1:8080` (its WebSocket URL is derived). */
  upstream: string;
  network: Network;
  port?: number;
  /** Write every exchange as a fixture (provenance `recorded`) under this directory. */
  record?: string;
  /** Keys to redact besides the ones requests carry (e.g. the value of `--api-key-env`). Never logged. */
  secrets?: string[];
  /** Name of the API-key header on the open mounts (default `x-service-api-key`). */
  apiKeyHeader?: string;
  surfaces?: AnySurface[];
  /** Violations and notes, one line each; never contains a key. */
  log?: (line: string) => void;
  /**
   * How long the upstream has for a whole answer, from the request sent to the last byte (an upstream that hangs or
   * drips): after it the caller gets 504. Default 30 000 ms (the clients' default timeout).
   */
  upstreamTimeoutMs?: number;
  /** On close, how long requests in flight may still finish before every connection is cut. Default 1 000 ms. */
  drainMs?: number;
}

const json = (res: ServerResponse, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
  res.end(text);
};
/** A refusal written straight to a socket (upgrades, unreadable requests): JSON, then the connection closes. */
const refuseSocket = (socket: Duplex, status: number, body: unknown) => {
  const text = JSON.stringify(body);
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\ncontent-type: application/json\r\ncontent-length: ${Buffer.byteLength(text)}\r\nconnection: close\r\n\r\n${text}`,
  );
};
const NOT_A_PATH = {
  error: 'gw proxy forwards only to its --upstream: the request target must be a path (/v4/...), not an absolute URL, //host or *',
};

export interface GatewayProxy {
  url: string;
  wsUrl: string;
  port: number;
  violations: ViolationLog;
  recorder: Recorder | undefined;
  close(): Promise<void>;
}

async function readAll(req: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks);
}

/**
 * Starts a validating reverse proxy on 127.0.0.1: everything is forwarded as given (the caller's key included) to
 * `upstream` and nowhere else, and checked on the way back.
 */
export async function startGatewayProxy(opts: ProxyOptions): Promise<GatewayProxy> {
  const upstream = new URL(opts.upstream);
  const surfaces = opts.surfaces ?? generatedSurfaces;
  const log = opts.log ?? (() => {});
  const violations = new ViolationLog(log);
  const recorder = opts.record ? new Recorder(opts.record, upstream.host, log) : undefined;
  const keyHeader = (opts.apiKeyHeader ?? API_KEY_HEADER).toLowerCase();
  const timeoutMs = opts.upstreamTimeoutMs ?? UPSTREAM_TIMEOUT_MS;
  const agent = upstreamAgent(upstream);
  let closing = false;
  const upstreamSockets = new Set<WebSocket>();
  let inFlight = 0;
  let drained: (() => void) | undefined;

  /** The secrets of one request: the key segment of its path, its key header, and the configured ones. */
  const secretsOf = (route: RouteMatch | undefined, req: IncomingMessage): string[] => {
    const h = req.headers[keyHeader];
    return [...(opts.secrets ?? []), ...(route?.key ? [route.key] : []), ...(Array.isArray(h) ? h : h ? [h] : [])].filter((s) => s.length > 0);
  };
  const authOf = (route: RouteMatch, req: IncomingMessage) =>
    route.mount === 'path' ? 'path' : req.headers[keyHeader] ? 'header' : req.headers.origin ? 'cors' : 'none';
  const keptRequestHeaders = (req: IncomingMessage) =>
    Object.fromEntries(['content-type', 'origin', keyHeader].flatMap((k) => (typeof req.headers[k] === 'string' ? [[k, req.headers[k] as string]] : [])));
  /** The route of a path as sent; none for one that is not valid percent-encoding (forwarded, not checked). */
  const routeOf = (method: string, pathname: string, upgrade: boolean): RouteMatch | undefined => {
    try {
      return matchRoute(surfaces, opts.network, method, routablePath(pathname), upgrade);
    } catch {
      return undefined;
    }
  };
  /** A violation as reported: whatever the answer or the caller put in it, without their keys. */
  const report = (v: Violation, secrets: string[]) => violations.add(redactJson(v, secrets));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const body = await readAll(req);
    const url = upstreamUrl(upstream, req.url ?? '/');
    if (!url) return json(res, 400, NOT_A_PATH);
    const route = routeOf(method, url.pathname, false);
    const answer = await forward(url, method, req.headers, body, agent, timeoutMs, () => !closing);
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
    res.end(answer.body);
    if (!route || method === 'OPTIONS') return;
    const secrets = secretsOf(route, req);
    const found: Violation[] = [];
    const checked = checkHttp(
      {
        route,
        method,
        path: url.pathname + url.search,
        requestContentType: req.headers['content-type'] ?? '',
        requestBody: body,
        status: answer.status,
        responseHeaders: answer.headers,
        responseText: answer.body.toString('utf8'),
      },
      found,
    );
    // An operation name comes from the caller (a JSON-RPC method): reported without any key.
    for (const c of checked) {
      const operation = redact(c.operation, secrets);
      if (c.outsideSpec) violations.outside(route.surface.surface.name, operation, redact(c.outsideSpec, secrets));
      else violations.exchange(route.surface.surface.name, operation);
    }
    for (const v of found) report(v, secrets);
    if (!recorder) return;
    const request = { method, path: url.pathname, ...(url.search ? { query: Object.fromEntries(url.searchParams) } : {}), headers: keptRequestHeaders(req) };
    for (const r of recordingsOf(opts.network, route, authOf(route, req), request, answer, checked)) recorder.write(r, secrets);
  }

  const server = createServer((req, res) => {
    inFlight++;
    handle(req, res)
      .catch((e) => {
        const code = (e as NodeJS.ErrnoException).code;
        if (e instanceof UpstreamTimeoutError) {
          log(`proxy: ${e.message}; answered 504`);
          if (!res.headersSent) return json(res, 504, { error: `gw proxy: ${e.message} (--upstream-timeout)` });
        }
        // The upstream dropped the connection mid-answer: the caller sees the same (a network error), not a made-up 502.
        if (code === 'ECONNRESET' && !res.headersSent) {
          log("proxy: the upstream dropped the connection; dropping the caller's too");
          req.socket.destroy();
          return;
        }
        log(`proxy: upstream failed: ${redact(String((e as Error).message), opts.secrets ?? [])}`);
        if (!res.headersSent) json(res, 502, { error: 'gw proxy: the upstream did not answer; check --upstream and that it is running' });
        else res.end();
      })
      .finally(() => {
        if (--inFlight === 0) drained?.();
      });
  });
  // A malformed request line or headers: a JSON answer, never Node's bare one.
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return socket.destroy();
    refuseSocket(socket, err.code === 'HPE_HEADER_OVERFLOW' ? 431 : 400, { error: 'gw proxy: malformed HTTP request' });
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket: Duplex, head) => {
    socket.on('error', () => socket.destroy()); // a reset during the handshake is the caller's business, not a crash
    const target = upstreamUrl(upstream, req.url ?? '/');
    if (!target) return refuseSocket(socket, 400, NOT_A_PATH);
    target.protocol = upstream.protocol === 'https:' ? 'wss:' : 'ws:';
    const route = routeOf('GET', target.pathname, true);
    const secrets = secretsOf(route, req);
    const headers: Record<string, string> = {};
    for (const k of ['origin', keyHeader, SIMULATE_HEADER]) if (typeof req.headers[k] === 'string') headers[k] = req.headers[k] as string;
    let up: WebSocket;
    try {
      up = new WebSocket(target, { headers });
    } catch (e) {
      log(`proxy: cannot open the upstream stream: ${redact(String((e as Error).message), secrets)}`);
      return refuseSocket(socket, 502, { error: 'gw proxy: cannot open the upstream stream' });
    }
    upstreamSockets.add(up);
    up.on('close', () => upstreamSockets.delete(up));
    const pending: WebSocket.RawData[] = [];
    const sent: unknown[] = [];
    const frames: unknown[] = [];
    up.on('unexpected-response', (_r, res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        socket.end(
          `HTTP/1.1 ${res.statusCode} ${res.statusMessage ?? ''}\r\ncontent-type: ${res.headers['content-type'] ?? 'application/json'}\r\nconnection: close\r\n\r\n${Buffer.concat(chunks).toString('utf8')}`,
        );
      });
    });
    up.on('error', () => socket.destroy());
    up.on('open', () => {
      wss.handleUpgrade(req, socket, head, (client) => {
        const s = route?.surface.kind === 'stream' ? route.surface : undefined;
        up.on('message', (data, isBinary) => {
          const text = data.toString();
          if (s) {
            const found: Violation[] = [];
            const name = checkFrame(s, text, found);
            violations.exchange(s.surface.name, name ?? 'frame');
            for (const v of found) report(v, secrets);
          }
          if (recorder) frames.push(safeJson(text));
          client.send(data, { binary: isBinary });
        });
        client.on('message', (data, isBinary) => {
          if (s) {
            const found: Violation[] = [];
            const name = checkFrame(s, data.toString(), found, 'send');
            violations.exchange(s.surface.name, name ?? 'client frame');
            for (const v of found) report(v, secrets);
          }
          if (recorder) sent.push(safeJson(data.toString()));
          if (up.readyState === up.OPEN) up.send(data, { binary: isBinary });
          else pending.push(data);
        });
        const finish = () => {
          if (recorder && s && route)
            recorder.write(
              {
                network: opts.network,
                surface: s.surface.name,
                operation: 'stream',
                auth: authOf(route, req),
                request: { method: 'GET', path: target.pathname, send: sent },
                frames,
              },
              secrets,
            );
        };
        let done = false;
        const closeBoth = () => {
          if (done) return;
          done = true;
          finish();
          if (client.readyState === client.OPEN) client.close();
          if (up.readyState === up.OPEN) up.close();
        };
        client.on('close', closeBoth);
        up.on('close', closeBoth);
        for (const d of pending.splice(0)) up.send(d);
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    wsUrl: `ws://127.0.0.1:${port}`,
    port,
    violations,
    recorder,
    close: () =>
      new Promise<void>((resolve) => {
        // No new connections; requests in flight get up to drainMs to finish, then every connection is cut.
        server.close(() => resolve());
        const cut = () => {
          clearTimeout(timer);
          drained = undefined;
          for (const c of wss.clients) c.terminate();
          for (const u of upstreamSockets) u.terminate();
          wss.close();
          server.closeAllConnections();
          closing = true;
          agent.destroy();
        };
        const timer = setTimeout(cut, opts.drainMs ?? DRAIN_MS);
        if (inFlight === 0) cut();
        else drained = cut;
      }),
  };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}
