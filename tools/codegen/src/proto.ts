// Protobuf generator: `buf lint` then `buf generate` on the buf module specs/proto.
// Uses only the local protoc-gen-es (tools/codegen/node_modules/.bin), never a remote plugin.
// Output folders per protobuf package: specs/proto/buf.gen.yaml (`clean: true`; read by proto-map.ts).
// Then proto-decode.ts writes specialised decoders (`<name>_decode.ts`) for DECODER_PACKAGES.
// Output is deterministic (no timestamps).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Paths the generator needs, all derived from the repository root. */
export function protoPaths(root: string): { module: string; binDir: string; buf: string; plugin: string } {
  const binDir = path.join(root, 'tools', 'codegen', 'node_modules', '.bin');
  return {
    module: path.join(root, 'specs', 'proto'),
    binDir,
    buf: path.join(binDir, 'buf'),
    plugin: path.join(binDir, 'protoc-gen-es'),
  };
}

async function buf(args: string[], cwd: string, binDir: string, bufBin: string): Promise<void> {
  const env = { ...process.env, PATH: `${binDir}${path.delimiter}${process.env.PATH ?? ''}` };
  try {
    const { stdout, stderr } = await run(bufBin, args, { cwd, env, maxBuffer: 16 * 1024 * 1024 });
    if (stdout.trim()) process.stdout.write(stdout);
    if (stderr.trim()) process.stderr.write(stderr);
  } catch (err) {
    const e = err as { stdout?: string; stderr?: string; message: string };
    throw new Error(`buf ${args.join(' ')} failed:\n${e.stdout ?? ''}${e.stderr ?? ''}${e.message}`);
  }
}

/**
 * Lints then generates the protobuf module under `root`/specs/proto. `binDir` overrides where
 * buf and protoc-gen-es live (tests generate into a scratch copy of the tree).
 */
export async function generateProto(root: string, opts: { binDir?: string } = {}): Promise<void> {
  const p = protoPaths(root);
  const binDir = opts.binDir ?? p.binDir;
  const bufBin = path.join(binDir, 'buf');
  for (const file of [bufBin, path.join(binDir, 'protoc-gen-es')]) {
    if (!existsSync(file)) throw new Error(`missing ${file} (run the workspace install first)`);
  }
  await buf(['lint'], p.module, binDir, bufBin);
  await buf(['generate', '--template', 'buf.gen.yaml'], p.module, binDir, bufBin);
  // Specialised decoders beside the protoc-gen-es output (issue 15; proto-decode.ts).
  const { generateProtoDecoders } = await import('./proto-decode.js');
  await generateProtoDecoders(root, binDir);
}

const invokedDirectly = process.argv[1] !== undefined && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (invokedDirectly) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
  generateProto(root).then(
    () => console.log('proto: lint ok, generated'),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exitCode = 1;
    },
  );
}
