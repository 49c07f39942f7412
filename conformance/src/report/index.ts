import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { redact } from '@gw/runtime';
import { type Coverage, coverageTable } from '../coverage.js';
import type { PacingStats } from '../pacing.js';
import type { CaseResult, StreamCheck } from '../result.js';
import type { RunMeta } from '../run-meta.js';

/** The four verdict counts (known failures are failures that do not count, shown apart). */
export interface Summary {
  passed: number;
  failed: number;
  drift: number;
  skipped: number;
  known: number;
}

/** What a run reports besides its cases. */
export interface RunNotes {
  /** Run-level failures (expired entries or listings, live-run guards, an early stop). */
  problems: string[];
  /** Drift entries a live run did not meet. */
  resolved: string[];
  /** Known-failing listings that did not fail. */
  knownPassing: string[];
  /** Known-failing listings of this network the run did not meet. */
  knownNotRun: string[];
  /** Assumption ids that did not hold. */
  assumptions: string[];
  /** Problems of the run itself (expired entries or listings, a stop), which a merge of shards carries over. */
  runProblems?: string[];
  /** Drift entries that explained an issue in this run (a merge reports as resolved only what no shard matched). */
  matched?: string[];
  /** Why the run stopped before its end (preflight, repeated network errors, the gateway's plan). */
  stopped?: string;
}

/** What the reports show besides the cases: run metadata, coverage, pacing. */
export interface ReportExtra {
  run?: RunMeta;
  coverage?: Coverage;
  pacing?: PacingStats;
}

export function summarize(results: CaseResult[]): Summary {
  return {
    passed: results.filter((r) => r.status === 'pass').length,
    failed: results.filter((r) => r.status === 'fail' && !r.known).length,
    drift: results.filter((r) => r.status === 'drift').length,
    skipped: results.filter((r) => r.status === 'skip').length,
    known: results.filter((r) => r.status === 'fail' && r.known).length,
  };
}

/** `687 passed, 0 failed, 0 drift, 0 skipped` (+ known failing when any). */
export const countsLine = (s: Summary) =>
  `${s.passed} passed, ${s.failed} failed, ${s.drift} drift, ${s.skipped} skipped${s.known ? `, ${s.known} known failing` : ''}`;

/** Counts grouped by a key, in first-seen order. */
export function countsBy(results: CaseResult[], key: (r: CaseResult) => string): Array<[string, Summary]> {
  const groups = new Map<string, CaseResult[]>();
  for (const r of results) groups.set(key(r), [...(groups.get(key(r)) ?? []), r]);
  return [...groups].map(([k, rs]) => [k, summarize(rs)]);
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const verdictOf = (r: CaseResult) => (r.status === 'fail' && r.known ? 'known-failure' : r.status);

/** Detail as text lines (values bound from the target; on failure the request redacted, status, first pointer, excerpt, fixture). */
function detailLines(r: CaseResult): string[] {
  const d = r.detail;
  const out: string[] = Object.entries(r.bound ?? {}).map(([at, v]) => `bound from the target: ${at} = ${JSON.stringify(v)}`);
  if (r.stream) out.push(streamLine(r.stream));
  if (!d) return out;
  if (d.fixture) out.push(`fixture: ${d.fixture}`);
  if (d.request)
    out.push(
      `request: ${d.request.method} ${d.request.path}${d.request.query ? `?${new URLSearchParams(d.request.query).toString()}` : ''}${d.request.body !== undefined ? ` ${JSON.stringify(d.request.body)}` : ''}`,
    );
  if (d.status !== undefined) out.push(`status: ${d.status}${d.contentType ? ` (${d.contentType})` : ''}`);
  if (d.pointer !== undefined) out.push(`at: ${d.pointer}`);
  if (d.networkCause) out.push(`network: ${d.networkCause}`);
  if (d.excerpt !== undefined) out.push(`body: ${d.excerpt}`);
  return out;
}

/** How a stream case's frames were checked: compared with the recording, or by rule only. */
const streamLine = (c: StreamCheck) =>
  `frames: ${c.frames} received, ${c.checked === 'compared' ? 'compared with the recording' : "checked by rule, not compared (the target's hello is not the recorded one)"}${c.closed !== undefined ? `; the target closed the stream (code ${c.closed})` : ''}`;

export function junit(results: CaseResult[], title: string, notes?: RunNotes, extra?: ReportExtra): string {
  const s = summarize(results);
  const bySurface = new Map<string, CaseResult[]>();
  for (const r of results) bySurface.set(`${r.network}/${r.surface}`, [...(bySurface.get(`${r.network}/${r.surface}`) ?? []), r]);
  const suites = [...bySurface].map(([name, rs]) => {
    const t = summarize(rs);
    const cases = rs.map((r) => {
      const props = [`<property name="verdict" value="${verdictOf(r)}"/>`];
      for (const d of r.drift ?? []) props.push(`<property name="drift" value="${xml(d)}"/>`);
      for (const a of r.assumptions ?? []) props.push(`<property name="assumption" value="${xml(a)}"/>`);
      if (r.known) props.push(`<property name="known-failure" value="${xml(`${r.known.reason} (until ${r.known.expires})`)}"/>`);
      if (r.waitedMs) props.push(`<property name="waited-ms" value="${r.waitedMs}"/>`);
      for (const [at, v] of Object.entries(r.bound ?? {})) props.push(`<property name="bound" value="${xml(`${at} = ${JSON.stringify(v)}`)}"/>`);
      if (r.stream) props.push(`<property name="stream" value="${xml(streamLine(r.stream))}"/>`);
      const detail = detailLines(r).join('\n');
      let inner = '';
      if (r.status === 'fail' && !r.known) inner = `<failure message="${xml(r.message ?? '')}">${xml(detail)}</failure>`;
      else if (r.status === 'fail' && r.known) inner = `<skipped message="${xml(`known failure: ${r.known.reason}: ${r.message ?? ''}`)}"/>`;
      else if (r.status === 'skip') inner = `<skipped message="${xml(r.message ?? '')}"/>`;
      // Like pytest's xfail: not a pass. The entries (or assumptions) that explain it are named; --strict makes it a failure.
      else if (r.status === 'drift')
        inner = `<skipped message="${xml(`drift: ${[...(r.drift ?? []), ...(r.assumptions ?? []).map((a) => `assumption ${a}`)].join(', ')}`)}"/><system-out>${xml(`drift: ${r.message ?? ''}\n${detail}`)}</system-out>`;
      return `    <testcase classname="${xml(`${r.surface}.${r.operation}`)}" name="${xml(`${r.case} (${r.kind})`)}" time="${(r.durationMs / 1000).toFixed(3)}"><properties>${props.join('')}</properties>${inner}</testcase>`;
    });
    const sprops = `<properties><property name="passed" value="${t.passed}"/><property name="failed" value="${t.failed}"/><property name="drift" value="${t.drift}"/><property name="skipped" value="${t.skipped}"/></properties>`;
    return `  <testsuite name="${xml(name)}" tests="${rs.length}" failures="${t.failed}" skipped="${t.skipped + t.known + t.drift}">\n    ${sprops}\n${cases.join('\n')}\n  </testsuite>`;
  });
  // The run itself is a suite: its metadata as properties, and each run-level problem (a stop, an expired entry) a failure.
  const problems = notes?.problems ?? [];
  const runProps = Object.entries(metaProperties(extra))
    .map(([k, v]) => `<property name="${xml(k)}" value="${xml(v)}"/>`)
    .join('');
  const runCases = problems.map(
    (p, i) =>
      `    <testcase classname="conformance.run" name="${xml(notes?.stopped && p === notes.stopped ? 'stopped' : `problem ${i + 1}`)}" time="0"><failure message="${xml(p)}"/></testcase>`,
  );
  const runSuite = `  <testsuite name="run" tests="${problems.length}" failures="${problems.length}" skipped="0">\n    <properties>${runProps}</properties>${runCases.length ? `\n${runCases.join('\n')}` : ''}\n  </testsuite>`;
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${xml(title)}" tests="${results.length + problems.length}" failures="${s.failed + problems.length}" skipped="${s.skipped + s.known + s.drift}">\n${[...suites, runSuite].join('\n')}\n</testsuites>\n`;
}

/** Run metadata and pacing as flat name/value pairs. */
function metaProperties(extra: ReportExtra | undefined): Record<string, string> {
  const m = extra?.run;
  const p = extra?.pacing;
  return {
    ...(m
      ? {
          tool: `${m.tool.name} ${m.tool.version}`,
          ...(m.commit ? { commit: m.commit } : {}),
          target: `${m.target} ${m.host}`,
          network: m.network,
          selection: selectionText(m),
          ...(m.shard ? { shard: m.shard } : {}),
          ...(m.generate ? { generate: String(m.generate.runs), seed: String(m.generate.seed) } : {}),
          'started-at': m.startedAt,
          'ended-at': m.endedAt,
        }
      : {}),
    ...(p ? { 'pacing-waits': String(p.waits), 'pacing-waited-ms': String(p.waitedMs), 'pacing-retried': String(p.retried) } : {}),
  };
}

const selectionText = (m: RunMeta) =>
  [
    m.selection.surfaces.length ? `surface ${m.selection.surfaces.join(',')}` : 'every surface',
    ...(m.selection.operations.length ? [`operation ${m.selection.operations.join(',')}`] : []),
  ].join(', ');

/** One line on pacing: what the gateway's plan cost the run. */
export function pacingLine(p: PacingStats | undefined): string | undefined {
  if (!p || (!p.waits && !p.retried && !p.maxRate)) return undefined;
  return `pacing: waited ${(p.waitedMs / 1000).toFixed(1)} s in ${p.waits} wait(s) (longest ${(p.longestWaitMs / 1000).toFixed(1)} s); ${p.retried} rate-limited answer(s) sent again${p.planLimit !== undefined ? `; plan ${p.planLimit} per window` : ''}${p.maxRate ? `; --max-rate ${p.maxRate}/s` : ''}`;
}

const cell = (t: string) => t.replace(/\|/g, '\\|').replace(/\n/g, ' ');

function notesLines(n: RunNotes | undefined, bullet: string): string[] {
  if (!n) return [];
  return [
    ...n.problems.map((p) => `${bullet}${p === n.stopped ? 'RUN STOPPED' : 'RUN FAILS'}: ${p}`),
    ...n.resolved.map((id) => `${bullet}resolved drift ${id}: matched nothing in this live run; remove it from the register`),
    ...n.knownPassing.map((id) => `${bullet}known-failing ${id} did not fail: remove it from the list`),
    ...n.knownNotRun.map((id) => `${bullet}known-failing ${id} was not run`),
    ...(n.assumptions.length ? [`${bullet}assumptions that did not hold (graded drift): ${n.assumptions.join(', ')}`] : []),
  ];
}

export function markdown(results: CaseResult[], title: string, notes?: RunNotes, extra?: ReportExtra): string {
  const s = summarize(results);
  const lines = [`# ${title}`, '', notes?.stopped ? `**Stopped: ${notes.stopped}** — ${countsLine(s)}` : countsLine(s), ''];
  const n = notesLines(notes, '- ');
  if (n.length) lines.push(...n, '');
  const meta = Object.entries(metaProperties(extra));
  if (meta.length) lines.push('<details><summary>Run</summary>', '', ...meta.map(([k, v]) => `- ${k}: ${v}`), '', '</details>', '');
  const pacing = pacingLine(extra?.pacing);
  if (pacing) lines.push(pacing, '');
  if (extra?.coverage) lines.push('## Coverage', '', ...coverageTable(extra.coverage), '');
  lines.push('| surface | passed | failed | drift | skipped |', '|---|---|---|---|---|');
  for (const [k, c] of countsBy(results, (r) => r.surface)) lines.push(`| ${k} | ${c.passed} | ${c.failed} | ${c.drift} | ${c.skipped} |`);
  lines.push('', '<details><summary>Per operation</summary>', '', '| operation | passed | failed | drift | skipped |', '|---|---|---|---|---|');
  for (const [k, c] of countsBy(results, (r) => `${r.surface}/${r.operation}`)) lines.push(`| ${k} | ${c.passed} | ${c.failed} | ${c.drift} | ${c.skipped} |`);
  lines.push('', '</details>', '');
  const notPassed = results.filter((r) => r.status !== 'pass');
  if (notPassed.length) {
    lines.push('| result | case | kind | message | detail |', '|---|---|---|---|---|');
    for (const r of notPassed) {
      const label =
        verdictOf(r) + (r.assumptions?.length ? ` (assumption ${r.assumptions.join(', ')})` : '') + (r.drift?.length ? ` (${r.drift.join(', ')})` : '');
      lines.push(`| ${label} | \`${r.id}\` | ${r.kind} | ${cell(r.message ?? '')} | ${cell(detailLines(r).join('<br>'))} |`);
    }
    lines.push('');
  }
  lines.push('<details><summary>All cases</summary>', '', '| result | case | kind | ms |', '|---|---|---|---|');
  for (const r of results) lines.push(`| ${verdictOf(r)} | \`${r.id}\` | ${r.kind} | ${r.durationMs} |`);
  lines.push('', '</details>');
  return `${lines.join('\n')}\n`;
}

export function consoleSummary(results: CaseResult[], title: string, notes?: RunNotes, extra?: ReportExtra): string {
  const s = summarize(results);
  const lines = [title];
  for (const r of results.filter((x) => x.status === 'fail' && !x.known)) {
    lines.push(`  FAIL ${r.id} [${r.kind}]: ${r.message}`);
    for (const d of detailLines(r)) lines.push(`       ${d}`);
  }
  for (const r of results.filter((x) => x.status === 'fail' && x.known)) lines.push(`  known ${r.id}: ${r.known!.reason} (until ${r.known!.expires})`);
  for (const r of results.filter((x) => x.status === 'drift')) lines.push(`  drift ${r.id}: ${r.message}`); // each violation ends with what explained it: [drift id] / [assumption id]
  const uncovered = results.filter((x) => x.status === 'skip' && x.case === '-');
  for (const r of results.filter((x) => x.status === 'skip' && x.case !== '-')) lines.push(`  skip ${r.id}: ${r.message}`);
  if (uncovered.length) {
    const by = new Map<string, number>();
    for (const r of uncovered) by.set(r.surface, (by.get(r.surface) ?? 0) + 1);
    lines.push(`  not yet covered (no fixture or scenario): ${[...by].map(([x, k]) => `${x} ${k}`).join(', ')}`);
  }
  lines.push(...notesLines(notes, '  '));
  const surfaces = countsBy(results, (r) => r.surface);
  if (surfaces.length > 1) for (const [k, c] of surfaces) lines.push(`  ${k}: ${countsLine(c)}`);
  // Per operation, only where something did not pass (the Markdown and JSON reports list every operation).
  for (const [k, c] of countsBy(results, (r) => `${r.surface}/${r.operation}`))
    if (c.failed || c.drift || c.skipped || c.known) lines.push(`    ${k}: ${countsLine(c)}`);
  const pacing = pacingLine(extra?.pacing);
  if (pacing) lines.push(`  ${pacing}`);
  lines.push(finalLine(s, notes?.stopped));
  return lines.join('\n');
}

/** The last console line: the four counts, or that the run was stopped (its cause is the RUN STOPPED line above). */
export function finalLine(s: Summary, stopped?: string): string {
  return stopped ? `conformance: STOPPED before the end (see RUN STOPPED): ${countsLine(s)}` : `conformance: ${countsLine(s)}`;
}

/** Writes report.json, junit.xml and report.md; every secret is redacted first. */
export function writeReports(dir: string, results: CaseResult[], title: string, secrets: string[], notes?: RunNotes, extra?: ReportExtra): string[] {
  mkdirSync(dir, { recursive: true });
  const json = {
    title,
    ...(extra?.run ? { run: extra.run } : {}),
    summary: summarize(results),
    bySurface: Object.fromEntries(countsBy(results, (r) => r.surface)),
    byOperation: Object.fromEntries(countsBy(results, (r) => `${r.surface}/${r.operation}`)),
    ...(notes ? { notes } : {}),
    ...(extra?.coverage ? { coverage: extra.coverage } : {}),
    ...(extra?.pacing ? { pacing: extra.pacing } : {}),
    results,
  };
  const files: Array<[string, string]> = [
    ['report.json', `${JSON.stringify(json, null, 2)}\n`],
    ['junit.xml', junit(results, title, notes, extra)],
    ['report.md', markdown(results, title, notes, extra)],
  ];
  return files.map(([name, text]) => {
    const path = join(dir, name);
    writeFileSync(path, redact(text, secrets));
    return path;
  });
}
