import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fixturesDir } from '@gw/fixtures';

/** A private copy of the fixture set that a test may corrupt, with one fixture edited. */
export function editedFixtures(file: string, edit: (f: Record<string, any>) => void): string {
  const dir = mkdtempSync(join(tmpdir(), 'gw-fixtures-'));
  cpSync(fixturesDir, dir, { recursive: true });
  const f = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  edit(f);
  writeFileSync(join(dir, file), JSON.stringify(f, null, 2));
  return dir;
}

/** An HTTP proxy to `target` that may rewrite JSON response bodies. */
export async function startProxy(target: string, rewrite: (body: any) => any): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const up = httpRequest(target + req.url, { method: req.method, headers: req.headers }, (r) => {
        const out: Buffer[] = [];
        r.on('data', (c) => out.push(c));
        r.on('end', () => {
          let body = Buffer.concat(out).toString('utf8');
          try { body = JSON.stringify(rewrite(JSON.parse(body))); } catch { /* not JSON */ }
          const headers = { ...r.headers };
          delete headers['content-length'];
          res.writeHead(r.statusCode ?? 502, headers);
          res.end(body);
        });
      });
      up.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((r) => server.close(() => r())) };
}
