// Paged operations (`x-gw-paging` on an OpenAPI operation or an OpenRPC method): the declaration as generated
// metadata (`<operation>Paging` in meta.ts) and the `<operation>All` twins (pages.ts, and a method on each client).
import type { SpecFile } from './load.js';
import { camel, HEADER, q } from './emit.js';

type Obj = Record<string, unknown>;

/**
 * The generated declaration: the spec's `x-gw-paging` as written (its fields are the runtime's `Paging`, described
 * there), plus `defaultLimit` from the limit field's schema when the spec does not give it.
 */
export type PagingPlan = { style: 'offset' | 'page' | 'cursor'; limit: string; items: string; next?: unknown; defaultLimit?: number } & Record<string, unknown>;

const FIELD_BY_STYLE = { offset: 'offset', page: 'page', cursor: 'cursor' } as const;

/**
 * Reads an operation's `x-gw-paging`; `params` are the request fields (name → schema) so that the named fields must
 * exist and the page size's default comes from the limit field's schema (`default:`).
 */
export function readPaging(spec: SpecFile, name: string, node: Obj, params: Record<string, Obj | undefined>): PagingPlan | null {
  const raw = node['x-gw-paging'] as Obj | undefined;
  if (!raw) return null;
  const p = { ...raw } as unknown as PagingPlan;
  const where = `${spec.file}: ${name}: x-gw-paging`;
  const own = FIELD_BY_STYLE[p.style];
  if (!own) throw new Error(`${where}: style must be offset, page or cursor`);
  if (typeof p[own] !== 'string') throw new Error(`${where}: style ${p.style} needs \`${own}\` (the request field)`);
  if (p.style === 'cursor' && typeof p.next !== 'string') throw new Error(`${where}: style cursor needs \`next\` (the result field of the next cursor)`);
  for (const f of [p.limit, p[own]]) if (!(f in params)) throw new Error(`${where}: the request has no field ${f}`);
  const fallback = params[p.limit]?.default;
  if (p.defaultLimit === undefined && typeof fallback === 'number') p.defaultLimit = fallback;
  return p;
}

export interface PagedOp {
  /** Wire name. */
  name: string;
  paging: PagingPlan | null;
}

/** `export const <op>Paging: Paging = {...};` per paged operation, for meta.ts. */
export function pagingMeta(ops: PagedOp[]): string[] {
  const lines: string[] = [];
  for (const op of ops) {
    if (!op.paging) continue;
    lines.push('', `/** \`${op.name}\`: how it pages (x-gw-paging). */`, `export const ${camel(op.name)}Paging: Paging = ${JSON.stringify(op.paging)};`);
  }
  return lines;
}

/** How a surface kind spells a call's types. */
export interface CallTypes {
  /** The input type of operation `name`. */
  input(name: string): string;
  /** The answer's payload type. */
  output(name: string): string;
  /** The options type. */
  options: string;
  /** Whether the input may be left out. */
  inputOptional(name: string): boolean;
  /** The types module (client.js) exports these names. */
  typeImports: string[];
}

const itemType = (op: PagedOp, t: CallTypes) => `PageItem<${t.output(op.name)}, ${q(op.paging!.items)}>`;
const allDoc = (op: PagedOp) =>
  `/** \`${op.name}\`, every page (${op.paging!.style} paging): each item once, in order; stops on the last page. The options go to every page's call. */`;

/** `pages.ts`: the `<operation>All` twins of a surface's paged operations; undefined when none is paged. */
export function pagesModule(spec: SpecFile, ops: PagedOp[], t: CallTypes, fn: (name: string) => string = camel): string | undefined {
  const paged = ops.filter((o) => o.paging);
  if (!paged.length) return undefined;
  const lines = [
    HEADER(spec.file),
    `import { type ${t.options}, type Gateway, type PageItem, paginate } from '@gw/runtime';`,
    "import * as calls from './calls.js';",
    `import type { ${t.typeImports.join(', ')} } from './client.js';`,
    "import * as M from './meta.js';",
  ];
  for (const op of paged) {
    const c = camel(op.name);
    const input = t.input(op.name);
    lines.push(
      '',
      allDoc(op),
      `export function ${fn(op.name)}All(gw: Gateway, input${t.inputOptional(op.name) ? '?' : ''}: ${input}, opts?: ${t.options}): AsyncGenerator<${itemType(op, t)}, void, undefined> {`,
      `  const ctx = { surface: M.surface.name, operation: ${q(op.name)} };`,
      `  return paginate(ctx, M.${c}Paging, (i: ${input}, o: ${t.options} | undefined) => calls.${fn(op.name)}(gw, i, o), input, opts) as AsyncGenerator<${itemType(op, t)}, void, undefined>;`,
      '}',
    );
  }
  return `${lines.join('\n')}\n`;
}

/** The client interface's `<operation>All` methods. */
export function pagedMethodSignatures(ops: PagedOp[], t: CallTypes): string[] {
  return ops
    .filter((o) => o.paging)
    .flatMap((op) => [
      `  ${allDoc(op)}`,
      `  ${camel(op.name)}All(input${t.inputOptional(op.name) ? '?' : ''}: ${t.input(op.name)}, opts?: ${t.options}): AsyncGenerator<${itemType(op, t)}, void, undefined>;`,
    ]);
}

/** The client factory's `<operation>All` entries. */
export function pagedMethodEntries(ops: PagedOp[], fn: (name: string) => string = camel): string[] {
  return ops.filter((o) => o.paging).map((op) => `    ${camel(op.name)}All: (input, opts) => pages.${fn(op.name)}All(gw, input, opts),`);
}
