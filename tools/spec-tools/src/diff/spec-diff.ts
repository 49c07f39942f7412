// specDiff: every spec under specs/ in the working tree against the same file at a base ref.
import { ChangedLines } from './changed-lines.js';
import { locate } from './context.js';
import { diffDocument } from './documents.js';
import { listFilesInTree, readTreeFile } from './files.js';
import { listFilesAt, resolveCommit, showFile } from './git.js';
import { diffProto, PROTO_DIR } from './proto.js';
import { Revision } from './revision.js';
import type { Bump, Change, DiffReport, PackageSummary } from './types.js';

const SPEC_ROOT = 'specs';
const isDocument = (p: string): boolean => /\.(ya?ml|json)$/.test(p) && !p.startsWith(`${PROTO_DIR}/`);
const BUMP_RANK: Record<Bump, number> = { patch: 0, minor: 1, major: 2 };

export function maxBump(a: Bump | undefined, b: Bump): Bump {
  return a === undefined || BUMP_RANK[b] > BUMP_RANK[a] ? b : a;
}

export function bumpRank(b: Bump): number {
  return BUMP_RANK[b];
}

export async function specDiff(opts: { repoRoot: string; base: string }): Promise<DiffReport> {
  const { repoRoot } = opts;
  const baseCommit = await resolveCommit(repoRoot, opts.base);
  const base = Revision.base(repoRoot, baseCommit);
  const head = Revision.head(repoRoot);
  const headFiles = (await listFilesInTree(repoRoot, SPEC_ROOT)).filter(isDocument);
  const baseFiles = (await listFilesAt(repoRoot, baseCommit, SPEC_ROOT)).filter(isDocument);
  const files = [...new Set([...headFiles, ...baseFiles])].sort();

  const edited = new ChangedLines(repoRoot, baseCommit);
  const changes: Change[] = [];
  const changedFiles: string[] = [];
  for (const file of files) {
    if ((await readTreeFile(repoRoot, file)) !== (await showFile(repoRoot, baseCommit, file))) changedFiles.push(file);
    const ctx = await diffDocument(base, head, file);
    if (!ctx) continue;
    for (const p of ctx.pending) {
      changes.push(await locate(p, base, head, edited));
    }
  }
  const proto = await diffProto(repoRoot, baseCommit);
  changes.push(...proto.changes);
  changedFiles.push(...proto.changedFiles);

  const unique = dedupe(changes).sort(byLocation);
  return { base: opts.base, baseCommit, changes: unique, packages: summarize(unique), changedFiles: changedFiles.sort() };
}

/** A shared schema reached from several places yields one change per location, listing every place it is reached from. */
function dedupe(changes: Change[]): Change[] {
  const seen = new Map<string, Change>();
  for (const c of changes) {
    const key = [c.id, c.severity, c.package, c.location.side, c.location.file, c.location.line, c.location.pointer ?? ''].join('|');
    const first = seen.get(key);
    if (!first) seen.set(key, c);
    else
      for (const r of c.reachedFrom ?? [])
        if (!first.reachedFrom?.some((x) => x.file === r.file && x.pointer === r.pointer)) first.reachedFrom = [...(first.reachedFrom ?? []), r];
  }
  return [...seen.values()];
}

function byLocation(a: Change, b: Change): number {
  return a.location.file.localeCompare(b.location.file) || a.location.line - b.location.line || a.id.localeCompare(b.id);
}

function summarize(changes: Change[]): Record<string, PackageSummary> {
  const out: Record<string, PackageSummary> = {};
  for (const c of changes) {
    const s = (out[c.package] ??= { bump: c.bump, breaking: 0, nonBreaking: 0, files: [] });
    s.bump = maxBump(s.bump, c.bump);
    if (c.severity === 'breaking') s.breaking++;
    else s.nonBreaking++;
    if (!s.files.includes(c.location.file)) s.files.push(c.location.file);
  }
  for (const s of Object.values(out)) s.files.sort();
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}
