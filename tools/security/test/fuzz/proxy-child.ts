// gw proxy in a child process for the proxy fuzz test (a crash or a hang shows as a dead or silent child), in front of
// a fault injector in front of the local gateway. The injector reads `x-fuzz-fault` and answers with that fault instead
// of forwarding: hang, drip, reset (before or mid-answer), garbage, a lying content-length, an HTML error page, a
// redirect elsewhere. Two proxies share the injector: a quick one (400 ms upstream timeout) for the faults that never
// finish (hang, drip), so its 504 comes at once, and a patient one (60 s, a bound no answer nears) for every other
// fault, so a slow machine never turns an answer into a timeout. Every proxy log line is checked for the keys; the
// parent asks for the count over IPC.
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startMockGateway } from '@gw/gateway-mock';
import { startGatewayProxy } from '@gw/gateway-proxy';

const keys = [process.env.GW_FUZZ_KEY!, process.env.GW_FUZZ_ADMIN_KEY!];
const mock = await startMockGateway({ network: 'mainnet', apiKey: keys[0]!, adminKey: keys[1]!, fixtures: process.env.GW_FUZZ_FIXTURES! });

const injector = createServer((req, res) => {
  const fault = String(req.headers['x-fuzz-fault'] ?? 'none');
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    switch (fault) {
      case 'hang':
        return;
      case 'drip': {
        res.writeHead(200, { 'content-type': 'application/json' });
        const t = setInterval(() => res.write(' '), 25);
        res.on('close', () => clearInterval(t));
        return;
      }
      case 'reset-before':
        return req.socket.destroy();
      case 'reset-mid':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '1000' });
        res.write('{"jsonrpc":"2.0",');
        return setImmediate(() => req.socket.destroy());
      case 'garbage':
        return res.writeHead(200, { 'content-type': 'application/json' }).end(Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x22]));
      case 'short-body':
        res.writeHead(200, { 'content-type': 'application/json', 'content-length': '50' });
        res.write('{"a":');
        return res.socket?.end();
      case 'html-500':
        return res.writeHead(500, { 'content-type': 'text/html' }).end('<html><body>upstream exploded</body></html>');
      case 'redirect':
        return res.writeHead(307, { location: `http://127.0.0.1:1${req.url}` }).end();
      case 'echo-key':
        return res
          .writeHead(400, { 'content-type': 'application/json' })
          .end(JSON.stringify({ error: `bad ${req.url} ${req.headers['x-service-api-key'] ?? ''}` }));
      default: {
        // A fresh connection each time (agent: false): no idle connection for the local gateway to close under it.
        const up = request(`${mock.url}${req.url}`, { method: req.method, headers: req.headers, agent: false }, (r) => {
          res.writeHead(r.statusCode ?? 502, r.headers);
          r.pipe(res);
        });
        up.on('error', () => res.destroy());
        up.end(Buffer.concat(chunks));
      }
    }
  });
});
injector.on('upgrade', (req, socket, head) => {
  // Streams go straight to the local gateway: its upgrade handler answers them.
  const up = request(`${mock.url}${req.url}`, { method: 'GET', headers: req.headers });
  up.on('upgrade', (r, upSocket, upHead) => {
    socket.write(
      `HTTP/1.1 101 Switching Protocols\r\n${Object.entries(r.headers)
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n')}\r\n\r\n`,
    );
    if (upHead.length) socket.write(upHead);
    if (head.length) upSocket.write(head);
    upSocket.pipe(socket).pipe(upSocket);
    upSocket.on('error', () => socket.destroy());
    socket.on('error', () => upSocket.destroy());
  });
  up.on('response', (r) => {
    socket.write(`HTTP/1.1 ${r.statusCode} x\r\nconnection: close\r\n\r\n`);
    r.pipe(socket);
  });
  up.on('error', () => socket.destroy());
  up.end();
});
// Idle upstream connections stay open: a server closing one just as the proxy reuses it drops that request, a race
// that a busy machine widens (reported against the proxy; this test is about hostile input, not that race).
injector.keepAliveTimeout = 0;
await new Promise<void>((r) => injector.listen(0, '127.0.0.1', r));

let lines = 0;
const leaked: string[] = [];
const log = (line: string) => {
  lines++;
  if (keys.some((k) => line.includes(k) || line.includes(encodeURIComponent(k)))) leaked.push(line);
};
const upstream = `http://127.0.0.1:${(injector.address() as AddressInfo).port}`;
const quick = await startGatewayProxy({ upstream, network: 'mainnet', upstreamTimeoutMs: 400, log });
const patient = await startGatewayProxy({ upstream, network: 'mainnet', upstreamTimeoutMs: 60_000, log });

process.on('message', (m: { ask: string }) => {
  if (m.ask === 'stats') process.send!({ lines, leaked });
  if (m.ask === 'close') void Promise.all([quick.close(), patient.close(), mock.close()]).then(() => process.exit(0));
});
process.send!({ quickUrl: quick.url, patientUrl: patient.url });
