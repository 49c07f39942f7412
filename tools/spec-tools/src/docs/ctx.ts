// Rendering context of one page: the (bundled) document, its builder, and where each $ref target is anchored.
import { pointerGet as getAt } from '@gw/codegen/pointer';
import { esc, isObj, type Obj } from './html.js';
import type { PageBuilder } from './page.js';

export interface RenderCtx {
  b: PageBuilder;
  doc: Obj;
  /** Local $ref (e.g. `#/components/schemas/Txid`) -> anchor on this page. */
  refs: Map<string, string>;
  /** Proto message name (short or qualified) -> href, for views that name proto messages. */
  protoLinks: Map<string, string>;
}

/** A local `$ref`'s target (`#/...`); anything else is not resolved here. */
const pointerGet = (doc: unknown, ref: string): unknown => (ref.startsWith('#') ? getAt(doc, ref) : undefined);

export const refName = (ref: string): string => ref.split('/').pop() ?? ref;

/** Follows local `$ref`s (with a loop guard). `ref` is the last reference followed, if any. */
export function deref(ctx: RenderCtx, node: unknown): { node: unknown; ref?: string } {
  let ref: string | undefined;
  const seen = new Set<string>();
  while (isObj(node) && typeof node.$ref === 'string' && !seen.has(node.$ref)) {
    seen.add(node.$ref);
    const target = pointerGet(ctx.doc, node.$ref);
    if (target === undefined) {
      ctx.b.warn(`unresolved $ref ${node.$ref}`);
      return { node: {}, ref: node.$ref };
    }
    ref = node.$ref;
    node = target;
  }
  return ref === undefined ? { node } : { node, ref };
}

/** A link to a ref's anchor on this page, else the ref as text. */
export function refLink(ctx: RenderCtx, ref: string): string {
  const anchor = ctx.refs.get(ref);
  return anchor ? `<a href="#${esc(anchor)}">${esc(refName(ref))}</a>` : `<code>${esc(ref)}</code>`;
}

export const asObj = (v: unknown): Obj => (isObj(v) ? v : {});
export const asArr = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);
