// A shared JSON Schema file (specs/components/*.yaml): every `$defs` entry with its field table.
import { allocate, docHeader, schemasSection } from './components.js';
import { asObj, type RenderCtx } from './ctx.js';
import { BREAK } from './split.js';

export function renderShared(ctx: RenderCtx): string {
  const defs = asObj(ctx.doc.$defs);
  const anchors = allocate(ctx, '#/$defs', defs, 'schema', 'schema');
  for (const [name, anchor] of anchors) ctx.b.page.nav.push({ anchor, label: name, kind: 'schema' });
  const schemas = asObj(asObj(ctx.doc.components).schemas);
  const more = allocate(ctx, '#/components/schemas', schemas, 'schema', 'schema');
  ctx.b.page.summary = `${anchors.length + more.length} shared schemas`;
  return [
    docHeader(ctx, 'JSON Schema', ['$defs', 'components', '$schema', '$id']),
    schemasSection(ctx, '#/$defs', defs, anchors, 'Definitions ($defs)'),
    schemasSection(ctx, '#/components/schemas', schemas, more),
  ].join(BREAK);
}
