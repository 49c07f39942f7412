// Diff one JSON-based spec document (OpenAPI, OpenRPC or AsyncAPI) between the two revisions.
import { diffAsyncApi } from './asyncapi.js';
import { DiffContext } from './context.js';
import { diffOpenApi } from './openapi.js';
import { diffOpenRpc } from './openrpc.js';
import { specPackageOf } from './packages.js';
import { getAt, type Located, type Revision } from './revision.js';
import { compareServers, compareSurface } from './root.js';
import type { LoadedFile } from './yaml-source.js';
import type { SpecKind } from './types.js';

export function kindOf(data: unknown): Exclude<SpecKind, 'proto'> | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  if ('openapi' in data) return 'openapi';
  if ('openrpc' in data) return 'openrpc';
  if ('asyncapi' in data) return 'asyncapi';
  return undefined;
}

/** Kind from the directory when the document cannot be parsed. */
export function kindFromPath(file: string): Exclude<SpecKind, 'proto'> | undefined {
  const m = /^specs\/(openapi|openrpc|asyncapi)\//.exec(file);
  return m ? (m[1] as Exclude<SpecKind, 'proto'>) : undefined;
}

async function safeLoad(rev: Revision, file: string): Promise<{ loaded?: LoadedFile; error?: string; exists: boolean }> {
  try {
    const loaded = await rev.load(file);
    return loaded ? { loaded, exists: true } : { exists: false };
  } catch (e) {
    return { error: (e as Error).message, exists: true };
  }
}

/** Diff one document; returns the context holding its pending changes, or undefined when the file is not a spec. */
export async function diffDocument(base: Revision, head: Revision, file: string): Promise<DiffContext | undefined> {
  const b = await safeLoad(base, file);
  const h = await safeLoad(head, file);
  const kind = kindOf(h.loaded?.data) ?? kindOf(b.loaded?.data) ?? kindFromPath(file);
  if (!kind) return undefined;
  const pkg = specPackageOf(h.loaded?.data ?? b.loaded?.data, file);
  const ctx = new DiffContext(base, head, pkg, kind);
  const root = (l: LoadedFile | undefined): Located => ({ value: l?.data, file, pointer: '' });
  const bRoot = root(b.loaded);
  const hRoot = root(h.loaded);

  if (!h.exists) {
    ctx.emit('spec.removed', { base: bRoot }, `${file} removed`);
    return ctx;
  }
  if (h.error !== undefined) {
    ctx.emit('spec.invalid', { head: { value: true, file, pointer: '' } }, `cannot parse: ${h.error}`);
    return ctx;
  }
  if (!b.exists || b.error !== undefined) {
    ctx.emit('spec.added', { head: hRoot }, `${file} added`);
    return ctx;
  }

  // Track shared schemas reached through $refs so edits to them count as edits to this document.
  const bTrack = new Set<string>();
  const hTrack = new Set<string>();
  base.track = bTrack;
  head.track = hTrack;
  try {
    compareServers(ctx, bRoot, hRoot);
    compareSurface(ctx, bRoot, hRoot);
    if (kind === 'openapi') await diffOpenApi(ctx, bRoot, hRoot);
    else if (kind === 'openrpc') await diffOpenRpc(ctx, bRoot, hRoot);
    else await diffAsyncApi(ctx, bRoot, hRoot);
  } finally {
    base.track = undefined;
    head.track = undefined;
  }

  if (ctx.pending.length === 0) {
    const edited = h.loaded?.text !== b.loaded?.text ? hRoot : await changedSharedTarget(base, head, file, new Set([...bTrack, ...hTrack]));
    if (edited)
      ctx.emit(
        'spec.edited',
        { head: edited },
        edited.file === file ? `${file} edited (no classified change)` : `shared schema ${edited.file}#${edited.pointer} used by ${file} edited`,
      );
  }
  return ctx;
}

/** The first $ref target in another file whose content differs between the revisions. */
async function changedSharedTarget(base: Revision, head: Revision, file: string, targets: Set<string>): Promise<Located | undefined> {
  for (const t of [...targets].sort()) {
    const [target, pointer = ''] = t.split('#');
    if (!target || target === file) continue;
    const bv = getAt((await base.tryLoad(target))?.data, pointer);
    const hv = getAt((await head.tryLoad(target))?.data, pointer);
    if (JSON.stringify(bv) !== JSON.stringify(hv)) return { value: hv ?? bv, file: target, pointer };
  }
  return undefined;
}
