import { listSpecs } from '@gw/codegen/load';
import { lintAsyncApi } from './asyncapi.js';
import { lintOpenApi } from './openapi.js';
import { lintOpenRpc } from './openrpc.js';
import { lintProto } from './proto.js';
import type { LintResult } from './types.js';

export type { LintResult };

/** Lints every spec: Redocly (OpenAPI), the OpenRPC meta-schema, the AsyncAPI parser and buf lint. */
export async function lintSpecs(root: string): Promise<LintResult[]> {
  const specs = listSpecs(root);
  const of = (kind: string) => specs.filter((s) => s.kind === kind).map((s) => s.file);
  return [
    ...(await lintOpenApi(root, of('openapi'))),
    ...lintOpenRpc(root, of('openrpc')),
    ...(await lintAsyncApi(root, of('asyncapi'))),
    ...(await lintProto(root)),
  ];
}
