// POSTs to a local server over a few kept-alive connections (node:http): a fraction of fetch's work per request, for
// tests that send thousands and are about what the server does with them, not about the client.
import { Agent, request } from 'node:http';

export const keptAlive = () => new Agent({ keepAlive: true });

/**
 * POSTs a JSON `body` to `url` through `agent`; resolves with the status once the whole answer has been read. Header
 * values go as Latin-1 bytes, as fetch sends them: the body goes as bytes of its own (node:http writes a string body
 * in one piece with the headers, all as UTF-8).
 */
export function post(agent: Agent, url: string, body: string, headers: Record<string, string> = {}): Promise<number> {
  const bytes = Buffer.from(body, 'utf8');
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { agent, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': String(bytes.length), ...headers } },
      (res) => {
        res.on('error', reject).on('end', () => resolve(res.statusCode ?? 0));
        res.resume();
      },
    );
    req.on('error', reject);
    req.end(bytes);
  });
}
