// Report formatters: Markdown for PR comments, JSON for machines.
import type { Change, DiffReport } from './types.js';

export function toJson(report: DiffReport): string {
  return `${JSON.stringify(report, null, 2)}\n`;
}

const cell = (s: string): string => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');
const where = (c: Change): string => `\`${c.location.file}:${c.location.line}\`${c.location.side === 'base' ? ' (base)' : ''}`;

function table(changes: Change[]): string[] {
  const rows = ['| id | package | where | change |', '|---|---|---|---|'];
  for (const c of changes) rows.push(`| \`${c.id}\` | ${c.package} | ${where(c)} | ${cell(c.message)} |`);
  return rows;
}

export function toMarkdown(report: DiffReport): string {
  const breaking = report.changes.filter((c) => c.severity === 'breaking');
  const other = report.changes.filter((c) => c.severity !== 'breaking');
  const lines = [`## Spec diff against \`${report.base}\` (${report.baseCommit.slice(0, 12)})`, ''];
  if (report.changes.length === 0) {
    lines.push('No spec changes.');
    return `${lines.join('\n')}\n`;
  }
  lines.push(`**${breaking.length} breaking**, ${other.length} non-breaking.`, '');
  if (breaking.length > 0) lines.push('### Breaking', '', ...table(breaking), '');
  if (other.length > 0) lines.push('### Non-breaking', '', ...table(other), '');
  lines.push('### Packages', '', '| package | required bump | breaking | non-breaking |', '|---|---|---|---|');
  for (const [pkg, s] of Object.entries(report.packages)) lines.push(`| ${pkg} | ${s.bump} | ${s.breaking} | ${s.nonBreaking} |`);
  return `${lines.join('\n')}\n`;
}
