import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { protoOutputs, protoPackageMap } from './proto-map.js';
import { generateProto, protoPaths } from './proto.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const scratch = mkdtempSync(path.join(tmpdir(), 'gw-proto-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath, d.name)))
    .sort();
}

const outputs = protoOutputs(root).map((o) => o.outDir);

describe('generateProto', () => {
  it('lints, generates, and matches the checked-in output byte for byte (twice)', async () => {
    cpSync(path.join(root, 'specs', 'proto'), path.join(scratch, 'specs', 'proto'), { recursive: true });
    const binDir = protoPaths(root).binDir;
    for (let run = 0; run < 2; run++) {
      await generateProto(scratch, { binDir });
      for (const out of outputs) {
        const files = listFiles(path.join(scratch, out));
        expect(files).toEqual(listFiles(path.join(root, out)));
        for (const f of files) {
          expect(readFileSync(path.join(scratch, out, f), 'utf8')).toBe(readFileSync(path.join(root, out, f), 'utf8'));
        }
      }
    }
    expect(listFiles(path.join(scratch, outputs[0]!))).toEqual([
      'alspo/cryptoswap/v1/cryptoswap_decode.ts',
      'alspo/cryptoswap/v1/cryptoswap_encode.ts',
      'alspo/cryptoswap/v1/cryptoswap_pb.ts',
    ]);
    expect(listFiles(path.join(scratch, outputs[1]!))).toEqual(['frusd/bridge/v1/bridge_pb.ts']);
  });

  it('buf.gen.yaml is the protobuf-to-package map', () => {
    expect(protoPackageMap(root)).toEqual({ 'alspo/cryptoswap/v1': '@gw/btcusd', 'frusd/bridge/v1': '@gw/bridge' });
    expect(outputs).toEqual(['packages/btcusd/src/gen/proto', 'packages/bridge/src/gen/proto']);
  });
});
