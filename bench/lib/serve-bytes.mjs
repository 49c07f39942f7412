// A bare node:http server answering every request with the bytes of one file: the floor for bench/gateway.ts and the
// loopback server of bench/client.ts. With `--rpc` the file holds a JSON-RPC `result` and the answer echoes the
// request's id (one call or a batch). Plain JavaScript so it starts without a transpiler. Prints `listening <url>`.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const file = readFileSync(process.argv[2]);
const rpc = process.argv.includes('--rpc');
const result = file.toString();
const answer = (text) => {
  if (!rpc) return file;
  const req = JSON.parse(text);
  const one = (r) => `{"jsonrpc":"2.0","result":${result},"id":${JSON.stringify(r.id)}}`;
  return Buffer.from(Array.isArray(req) ? `[${req.map(one).join(',')}]` : one(req));
};
const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    const body = answer(Buffer.concat(chunks).toString());
    res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
    res.end(body);
  });
});
server.listen(0, '127.0.0.1', () => console.log(`listening http://127.0.0.1:${server.address().port}`));
