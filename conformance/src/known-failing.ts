import { readFileSync } from 'node:fs';
import { parse as parseYaml } from 'yaml';
import type { CaseResult } from './result.js';

/** One listing of `--known-failing FILE`: a case id expected to fail on this target, why, and until when. */
export interface KnownFailure {
  id: string;
  reason: string;
  expires: string;
}

/** Reads a known-failing list (YAML or JSON): `{cases: [{id, reason, expires}]}` (a bare list is accepted too). */
export function loadKnownFailing(file: string): KnownFailure[] {
  const doc = parseYaml(readFileSync(file, 'utf8')) as unknown;
  const list = Array.isArray(doc) ? doc : (doc as { cases?: unknown } | null)?.cases;
  if (!Array.isArray(list)) throw new Error(`${file}: expected {cases: [{id, reason, expires}]}`);
  const problems: string[] = [];
  const out: KnownFailure[] = [];
  for (const [i, x] of list.entries()) {
    const e = x as Record<string, unknown>;
    const expires = e?.expires instanceof Date ? e.expires.toISOString().slice(0, 10) : e?.expires;
    if (typeof e?.id !== 'string' || !/^[^/]+\/[^/]+\/[^/]+\/.+$/.test(e.id))
      problems.push(`cases[${i}].id must be a case id <network>/<surface>/<operation>/<case>`);
    if (typeof e?.reason !== 'string' || !e.reason.trim()) problems.push(`cases[${i}].reason is required`);
    if (typeof expires !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(expires)) problems.push(`cases[${i}].expires must be a date YYYY-MM-DD`);
    else out.push({ id: String(e.id), reason: String(e.reason), expires });
  }
  if (problems.length) throw new Error(`${file}: ${problems.join('; ')}`);
  return out;
}

export interface KnownOutcome {
  results: CaseResult[];
  /** Listed cases that did not fail: remove them from the list. */
  nowPassing: string[];
  /** Listings past their date: each fails the run. */
  expired: KnownFailure[];
  /** Listings of this network the run did not meet. */
  notRun: string[];
}

/** Marks listed failing cases as known (they no longer count as failures); reports listed cases that pass. */
export function applyKnownFailing(results: CaseResult[], list: KnownFailure[], network: string, today: string): KnownOutcome {
  const byId = new Map(list.map((k) => [k.id, k]));
  const seen = new Set<string>();
  const nowPassing: string[] = [];
  const out = results.map((r) => {
    const k = byId.get(r.id);
    if (!k) return r;
    seen.add(r.id);
    if (r.status === 'fail') return { ...r, known: { reason: k.reason, expires: k.expires } };
    if (r.status === 'pass' || r.status === 'drift') nowPassing.push(r.id);
    return r;
  });
  return {
    results: out,
    nowPassing,
    expired: list.filter((k) => k.expires < today && k.id.startsWith(`${network}/`)),
    notRun: list.filter((k) => k.id.startsWith(`${network}/`) && !seen.has(k.id)).map((k) => k.id),
  };
}
