// Per-document diff context: both revisions, the affected package, and the change sink.
import { bumpOf, severityOf, type ChangeId } from './catalogue.js';
import type { Located, Revision } from './revision.js';
import type { Change, Direction, SpecKind } from './types.js';

export interface Pending extends Omit<Change, 'location'> {
  at: { file: string; pointer: string; side: 'head' | 'base' };
}

export class DiffContext {
  readonly pending: Pending[] = [];

  constructor(
    readonly base: Revision,
    readonly head: Revision,
    readonly pkg: string,
    readonly kind: SpecKind,
  ) {}

  /**
   * Record a change. Its location is the head node when it exists there, else the base node.
   * `direction` only matters for the direction-dependent schema ids.
   */
  emit(
    id: ChangeId,
    where: { base?: Located | undefined; head?: Located | undefined },
    message: string,
    opts: { direction?: Direction; context?: string; severity?: Change['severity'] } = {},
  ): void {
    const severity = opts.severity ?? severityOf(id, opts.direction);
    const useHead = where.head !== undefined && where.head.value !== undefined;
    const node = useHead ? where.head : (where.base ?? where.head);
    this.pending.push({
      id,
      severity,
      bump: bumpOf(id, severity),
      package: this.pkg,
      kind: this.kind,
      message,
      ...(opts.context ? { context: opts.context } : {}),
      at: { file: node?.file ?? '', pointer: node?.pointer ?? '', side: useHead ? 'head' : 'base' },
    });
  }
}

/** Turn pending changes into located changes (line numbers read from the right revision). */
export async function locate(p: Pending, base: Revision, head: Revision): Promise<Change> {
  const rev = p.at.side === 'head' ? head : base;
  const line = await rev.lineOf(p.at.file, p.at.pointer);
  const { at, ...rest } = p;
  return { ...rest, location: { file: at.file, line, pointer: at.pointer, side: at.side } };
}
