import openapiTS, { astToString } from 'openapi-typescript';

/**
 * TypeScript types from JSON Schemas, through openapi-typescript. OpenAPI documents go in as they are;
 * OpenRPC and AsyncAPI schemas go in as the `components.schemas` of a synthetic OpenAPI 3.1 document,
 * so one engine types all three kinds.
 */
export async function typesFor(doc: Record<string, unknown>): Promise<string> {
  const ast = await openapiTS(doc as never, { alphabetize: false, exportType: false, defaultNonNullable: false });
  return astToString(ast);
}

export function schemasDoc(title: string, schemas: Record<string, unknown>): Record<string, unknown> {
  return { openapi: '3.1.0', info: { title, version: '0' }, paths: {}, components: { schemas } };
}
