import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';
import { type AnySurface, matchRoute, type RouteMatch, surfaces as generatedSurfaces } from '@gw/contract';
import { API_KEY_HEADER, type Network } from '@gw/runtime';
import WebSocket, { WebSocketServer } from 'ws';
import { checkFrame } from './check-frame.js';
import { checkHttp } from './check-http.js';
import { forward } from './forward.js';
import { Recorder, recordingsOf } from './record.js';
import { ViolationLog } from './violations.js';

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
}

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

/** Starts a validating reverse proxy on 127.0.0.1: everything is forwarded as given (the caller's key included) and checked on the way back. */
export async function startGatewayProxy(opts: ProxyOptions): Promise<GatewayProxy> {
  const upstream = new URL(opts.upstream);
  const surfaces = opts.surfaces ?? generatedSurfaces;
  const log = opts.log ?? (() => {});
  const violations = new ViolationLog(log);
  const recorder = opts.record ? new Recorder(opts.record, upstream.host, log) : undefined;
  const keyHeader = (opts.apiKeyHeader ?? API_KEY_HEADER).toLowerCase();

  /** The secrets of one request: the key segment of its path, its key header, and the configured ones. */
  const secretsOf = (route: RouteMatch | undefined, req: IncomingMessage): string[] => {
    const h = req.headers[keyHeader];
    return [...(opts.secrets ?? []), ...(route?.key ? [route.key] : []), ...(Array.isArray(h) ? h : h ? [h] : [])].filter((s) => s.length > 0);
  };
  const authOf = (route: RouteMatch, req: IncomingMessage) =>
    route.mount === 'path' ? 'path' : req.headers[keyHeader] ? 'header' : req.headers.origin ? 'cors' : 'none';
  const keptRequestHeaders = (req: IncomingMessage) =>
    Object.fromEntries(['content-type', 'origin', keyHeader].flatMap((k) => (typeof req.headers[k] === 'string' ? [[k, req.headers[k] as string]] : [])));

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = matchRoute(surfaces, opts.network, method, decodeURIComponent(url.pathname), false);
    const body = await readAll(req);
    const answer = await forward(upstream, method, req.url ?? '/', req.headers, body);
    res.writeHead(answer.status, { ...answer.headers, 'content-length': String(answer.body.length) });
    res.end(answer.body);
    if (!route || method === 'OPTIONS') return;
    const found: typeof violations.violations = [];
    const checked = checkHttp(
      {
        route,
        method,
        path: req.url ?? '/',
        requestContentType: req.headers['content-type'] ?? '',
        requestBody: body,
        status: answer.status,
        responseHeaders: answer.headers,
        responseText: answer.body.toString('utf8'),
      },
      found,
    );
    for (const c of checked) {
      if (c.outsideSpec) violations.outside(route.surface.surface.name, c.operation, c.outsideSpec);
      else violations.exchange(route.surface.surface.name, c.operation);
    }
    for (const v of found) violations.add(v);
    if (!recorder) return;
    const request = { method, path: url.pathname, ...(url.search ? { query: Object.fromEntries(url.searchParams) } : {}), headers: keptRequestHeaders(req) };
    for (const r of recordingsOf(opts.network, route, authOf(route, req), request, answer, checked)) recorder.write(r, secretsOf(route, req));
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((e) => {
      const code = (e as NodeJS.ErrnoException).code;
      // The upstream dropped the connection mid-answer: the caller sees the same (a network error), not a made-up 502.
      if (code === 'ECONNRESET' && !res.headersSent) {
        log("proxy: the upstream dropped the connection; dropping the caller's too");
        req.socket.destroy();
        return;
      }
      log(`proxy: upstream failed: ${(e as Error).message}`);
      if (!res.headersSent) {
        res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: 'gw proxy: the upstream did not answer; check --upstream and that it is running' }));
      } else res.end();
    });
  });

  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket: Duplex, head) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const route = matchRoute(surfaces, opts.network, 'GET', decodeURIComponent(url.pathname), true);
    const wsBase = new URL(upstream.href.replace(/^http/, 'ws'));
    const headers: Record<string, string> = {};
    for (const k of ['origin', keyHeader, 'x-gw-simulate']) if (typeof req.headers[k] === 'string') headers[k] = req.headers[k] as string;
    const up = new WebSocket(new URL(req.url ?? '/', wsBase), { headers });
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
            const found: typeof violations.violations = [];
            const name = checkFrame(s, text, found);
            violations.exchange(s.surface.name, name ?? 'frame');
            for (const v of found) violations.add(v);
          }
          if (recorder) frames.push(safeJson(text));
          client.send(data, { binary: isBinary });
        });
        client.on('message', (data, isBinary) => {
          if (s) {
            const found: typeof violations.violations = [];
            const name = checkFrame(s, data.toString(), found, 'send');
            violations.exchange(s.surface.name, name ?? 'client frame');
            for (const v of found) violations.add(v);
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
                request: { method: 'GET', path: url.pathname, send: sent },
                frames,
              },
              secretsOf(route, req),
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
        for (const c of wss.clients) c.terminate();
        wss.close();
        server.closeAllConnections();
        server.close(() => resolve());
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
