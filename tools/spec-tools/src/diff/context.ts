// Per-document diff context: both revisions, the affected package, and the change sink.
import { bumpOf, severityOf, type ChangeId } from './catalogue.js';
import type { ChangedLines } from './changed-lines.js';
import type { Located, RefSite, Revision } from './revision.js';
import type { Change, Direction, SpecKind } from './types.js';

export interface Pending extends Omit<Change, 'location'> {
  at: { file: string; pointer: string; side: 'head' | 'base' };
  /** The `$ref`s followed to reach `at`, outermost first. */
  via?: RefSite[];
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
      ...(node?.via?.length ? { via: node.via } : {}),
    });
  }
}

/**
 * Turn pending changes into located changes (line numbers read from the right revision). A change reached through
 * `$ref`s points at the edit that made it: the changed node itself when its lines were edited, else the nearest
 * reference whose lines were (a `$ref` pointed elsewhere, a keyword beside it), never an untouched shared schema.
 */
export async function locate(p: Pending, base: Revision, head: Revision, edited?: ChangedLines): Promise<Change> {
  const rev = p.at.side === 'head' ? head : base;
  const { at: found, via, ...rest } = p;
  const located = (at: { file: string; pointer: string }, line: number): Change => ({
    ...rest,
    location: { file: at.file, line, pointer: at.pointer, side: p.at.side },
    ...(via?.length ? { reachedFrom: [{ file: via[0]!.file, pointer: via[0]!.pointer }] } : {}),
  });
  if (edited && via?.length) {
    for (const candidate of [found, ...[...via].reverse()]) {
      const range = (await rev.tryLoad(candidate.file))?.rangeOf(candidate.pointer);
      const lines = [...(await edited.of(candidate.file, p.at.side))].filter((l) => range && l >= range[0] && l <= range[1]);
      if (lines.length) return located(candidate, Math.min(...lines));
    }
  }
  return located(found, await rev.lineOf(found.file, found.pointer));
}
