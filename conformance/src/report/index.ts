import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { redact } from '@gw/runtime';
import type { CaseResult } from '../result.js';

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
}

export function summarize(results: CaseResult[]): Summary {
  return {
    passed: results.filter((r) => r.status === 'pass').length,
    failed: results.filter((r) => r.status === 'fail').length,
    skipped: results.filter((r) => r.status === 'skip').length,
  };
}

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export function junit(results: CaseResult[], title: string): string {
  const s = summarize(results);
  const bySurface = new Map<string, CaseResult[]>();
  for (const r of results) bySurface.set(`${r.network}/${r.surface}`, [...(bySurface.get(`${r.network}/${r.surface}`) ?? []), r]);
  const suites = [...bySurface].map(([name, rs]) => {
    const t = summarize(rs);
    const cases = rs.map((r) => {
      const inner = r.status === 'fail' ? `<failure message="${xml(r.message ?? '')}"/>` : r.status === 'skip' ? `<skipped message="${xml(r.message ?? '')}"/>` : '';
      return `    <testcase classname="${xml(`${r.surface}.${r.operation}`)}" name="${xml(`${r.case} (${r.kind})`)}" time="${(r.durationMs / 1000).toFixed(3)}">${inner}</testcase>`;
    });
    return `  <testsuite name="${xml(name)}" tests="${rs.length}" failures="${t.failed}" skipped="${t.skipped}">\n${cases.join('\n')}\n  </testsuite>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="${xml(title)}" tests="${results.length}" failures="${s.failed}" skipped="${s.skipped}">\n${suites.join('\n')}\n</testsuites>\n`;
}

export function markdown(results: CaseResult[], title: string): string {
  const s = summarize(results);
  const lines = [`# ${title}`, '', `${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`, ''];
  const failed = results.filter((r) => r.status !== 'pass');
  if (failed.length) {
    lines.push('| result | case | kind | message |', '|---|---|---|---|');
    for (const r of failed) lines.push(`| ${r.status} | \`${r.id}\` | ${r.kind} | ${(r.message ?? '').replace(/\|/g, '\\|').replace(/\n/g, ' ')} |`);
    lines.push('');
  }
  lines.push('<details><summary>All cases</summary>', '', '| result | case | kind | ms |', '|---|---|---|---|');
  for (const r of results) lines.push(`| ${r.status} | \`${r.id}\` | ${r.kind} | ${r.durationMs} |`);
  lines.push('', '</details>');
  return `${lines.join('\n')}\n`;
}

export function consoleSummary(results: CaseResult[], title: string): string {
  const s = summarize(results);
  const lines = [title];
  for (const r of results.filter((x) => x.status === 'fail')) lines.push(`  FAIL ${r.id} [${r.kind}]: ${r.message}`);
  const uncovered = results.filter((x) => x.status === 'skip' && x.case === '-');
  for (const r of results.filter((x) => x.status === 'skip' && x.case !== '-')) lines.push(`  skip ${r.id}: ${r.message}`);
  if (uncovered.length) {
    const by = new Map<string, number>();
    for (const r of uncovered) by.set(r.surface, (by.get(r.surface) ?? 0) + 1);
    lines.push(`  not yet covered (no fixture or scenario): ${[...by].map(([s, n]) => `${s} ${n}`).join(', ')}`);
  }
  lines.push(`conformance: ${s.passed} passed, ${s.failed} failed, ${s.skipped} skipped`);
  return lines.join('\n');
}

/** Writes report.json, junit.xml and report.md; every secret is redacted first. */
export function writeReports(dir: string, results: CaseResult[], title: string, secrets: string[]): string[] {
  mkdirSync(dir, { recursive: true });
  const files: Array<[string, string]> = [
    ['report.json', `${JSON.stringify({ title, summary: summarize(results), results }, null, 2)}\n`],
    ['junit.xml', junit(results, title)],
    ['report.md', markdown(results, title)],
  ];
  return files.map(([name, text]) => {
    const path = join(dir, name);
    writeFileSync(path, redact(text, secrets));
    return path;
  });
}
