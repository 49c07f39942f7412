import { listSpecs } from '@gw/codegen/load';
import { lintAsyncApi } from './asyncapi.js';
import { lintExtensions } from './extensions.js';
import { lintOpenApi } from './openapi.js';
import { lintOpenRpc } from './openrpc.js';
import { lintProto } from './proto.js';
import type { LintResult } from './types.js';

export type { LintResult };

/**
 * Lints every spec: Redocly (OpenAPI), the OpenRPC meta-schema, the AsyncAPI parser, buf lint, and the `x-gw-*`
 * extension keys against their registry (tools/spec-tools/src/lint/extensions.ts).
 */
export async function lintSpecs(root: string): Promise<LintResult[]> {
  const specs = listSpecs(root);
  const of = (kind: string) => specs.filter((s) => s.kind === kind).map((s) => s.file);
  return [
    ...(await lintOpenApi(root, of('openapi'))),
    ...lintOpenRpc(root, of('openrpc')),
    ...(await lintAsyncApi(root, of('asyncapi'))),
    ...(await lintProto(root)),
    ...lintExtensions(root),
  ];
}
