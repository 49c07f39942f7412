// protobufjs static code for the cryptoswap .proto, generated with protobufjs-cli's pbjs at bench time into
// bench/.gen/ (git-ignored) from the same file the views client is generated from.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const bench = join(dirname(fileURLToPath(import.meta.url)), '..');
export const CRYPTOSWAP_PROTO = join(bench, '../specs/proto/alspo/cryptoswap/v1/cryptoswap.proto');

/** Imports the static module, regenerating it when the .proto is newer. */
export async function loadPbjsCryptoswap(): Promise<Record<string, unknown>> {
  const out = join(bench, '.gen/cryptoswap.pbjs.js');
  if (!existsSync(out) || statSync(out).mtimeMs < statSync(CRYPTOSWAP_PROTO).mtimeMs) {
    mkdirSync(dirname(out), { recursive: true });
    const pbjs = join(bench, 'node_modules/.bin/pbjs');
    execFileSync(pbjs, ['-t', 'static-module', '-w', 'es6', '--no-verify', '--no-convert', '--no-delimited', '--no-comments', '-o', out, CRYPTOSWAP_PROTO]);
  }
  return (await import(pathToFileURL(out).href)) as Record<string, unknown>;
}
