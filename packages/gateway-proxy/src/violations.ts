import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One place where an answer that passed through differs from the spec. */
export interface Violation {
  surface: string;
  /** The wire name: REST route, JSON-RPC method, btcusd view (`metashrew_view getprice`) or stream frame. */
  operation: string;
  /** JSON pointer into the checked value (`/result/0/amount`), `''` for the whole value. */
  pointer: string;
  message: string;
  status?: number;
}

/** Every exchange and violation seen by one proxy run, and their summary. */
export class ViolationLog {
  readonly violations: Violation[] = [];
  /** Exchanges checked per `surface operation`. */
  readonly checked = new Map<string, number>();

  constructor(private readonly print: (line: string) => void = () => {}) {}

  exchange(surface: string, operation: string): void {
    const k = `${surface} ${operation}`;
    this.checked.set(k, (this.checked.get(k) ?? 0) + 1);
  }

  add(v: Violation): void {
    this.violations.push(v);
    this.print(`violation ${v.surface} ${v.operation}${v.status !== undefined ? ` (HTTP ${v.status})` : ''} ${v.pointer || '(root)'}: ${v.message}`);
  }

  get exchanges(): number {
    let n = 0;
    for (const c of this.checked.values()) n += c;
    return n;
  }

  summary(): string {
    const byOp = new Map<string, number>();
    for (const v of this.violations) byOp.set(`${v.surface} ${v.operation}`, (byOp.get(`${v.surface} ${v.operation}`) ?? 0) + 1);
    const lines = [`gw proxy: ${this.exchanges} exchanges checked, ${this.violations.length} violations`];
    for (const [op, n] of [...byOp].sort()) lines.push(`  ${op}: ${n}`);
    return lines.join('\n');
  }

  /** Writes `proxy-report.json` and `proxy-report.md` into `dir`; returns their paths. */
  writeReport(dir: string): string[] {
    mkdirSync(dir, { recursive: true });
    const json = join(dir, 'proxy-report.json');
    const md = join(dir, 'proxy-report.md');
    const checked = Object.fromEntries([...this.checked].sort());
    writeFileSync(json, `${JSON.stringify({ exchanges: this.exchanges, violations: this.violations, checked }, null, 2)}\n`);
    const rows = this.violations.map(
      (v) => `| ${v.surface} | ${v.operation} | ${v.status ?? ''} | \`${v.pointer || '(root)'}\` | ${v.message.replace(/\|/g, '\\|')} |`,
    );
    const text = [
      '# gw proxy report',
      '',
      `${this.exchanges} exchanges checked, ${this.violations.length} violations.`,
      '',
      ...(rows.length ? ['| surface | operation | HTTP | pointer | message |', '|---|---|---|---|---|', ...rows, ''] : []),
      '## Checked',
      '',
      ...Object.entries(checked).map(([k, n]) => `- ${k}: ${n}`),
      '',
    ].join('\n');
    writeFileSync(md, text);
    return [json, md];
  }
}
