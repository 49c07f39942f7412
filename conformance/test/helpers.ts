import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const FIXTURES = join(ROOT, 'conformance/fixtures');
export const CASES = join(ROOT, 'conformance/cases');

/** A private copy of the fixture set that a test may corrupt. */
export function copyFixtures(): string {
  const dir = mkdtempSync(join(tmpdir(), 'gw-fixtures-'));
  cpSync(FIXTURES, dir, { recursive: true });
  return dir;
}

export function editFixture(dir: string, file: string, edit: (f: Record<string, any>) => void): void {
  const path = join(dir, file);
  const f = JSON.parse(readFileSync(path, 'utf8'));
  edit(f);
  writeFileSync(path, JSON.stringify(f, null, 2));
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
