import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** One place where an answer that passed through differs from the spec. */
export interface Violation {
  surface: string;
  /** The wire name: REST route, JSON-RPC method, btcusd view (`metashrew_view getprice`) or stream frame. */
  operation: string;
  /** JSON pointer into the checked value (`/result/0/amount`, `/params/txid`), `''` for the whole value. */
  pointer: string;
  message: string;
  status?: number;
  /** The request broke the spec, or the answer (frames: the side that sent it is in the message). */
  side?: 'request' | 'response';
}

/** Every exchange and violation seen by one proxy run, and their summary. */
export class ViolationLog {
  readonly violations: Violation[] = [];
  /** Exchanges checked per `surface operation`. */
  readonly checked = new Map<string, number>();
  /** Calls outside the spec per `surface operation`, with why: passed on, never checked. */
  readonly outsideSpec = new Map<string, { count: number; reason: string }>();

  constructor(private readonly print: (line: string) => void = () => {}) {}

  exchange(surface: string, operation: string): void {
    const k = `${surface} ${operation}`;
    this.checked.set(k, (this.checked.get(k) ?? 0) + 1);
  }

  /** A call that is not an operation of the spec (a method the spec does not list, a PUT on a JSON-RPC endpoint). */
  outside(surface: string, operation: string, reason: string): void {
    const k = `${surface} ${operation}`;
    const seen = this.outsideSpec.get(k);
    if (seen) seen.count++;
    else {
      this.outsideSpec.set(k, { count: 1, reason });
      this.print(`outside the spec ${k}: ${reason}`);
    }
  }

  add(v: Violation): void {
    this.violations.push(v);
    const side = v.side === 'request' ? ' request' : '';
    this.print(`violation${side} ${v.surface} ${v.operation}${v.status !== undefined ? ` (HTTP ${v.status})` : ''} ${v.pointer || '(root)'}: ${v.message}`);
  }

  get exchanges(): number {
    let n = 0;
    for (const c of this.checked.values()) n += c;
    return n;
  }

  /** Calls outside the spec, all told. */
  get outsideCount(): number {
    let n = 0;
    for (const o of this.outsideSpec.values()) n += o.count;
    return n;
  }

  /** `N exchanges checked, M violations (K in requests)[, J outside the spec]`. */
  private headline(): string {
    const inRequests = this.violations.filter((v) => v.side === 'request').length;
    const outside = this.outsideCount;
    return `${this.exchanges} exchanges checked, ${this.violations.length} violations${inRequests ? ` (${inRequests} in requests)` : ''}${outside ? `, ${outside} outside the spec` : ''}`;
  }

  summary(): string {
    const byOp = new Map<string, number>();
    for (const v of this.violations) byOp.set(`${v.surface} ${v.operation}`, (byOp.get(`${v.surface} ${v.operation}`) ?? 0) + 1);
    const lines = [`gw proxy: ${this.headline()}`];
    for (const [op, n] of [...byOp].sort()) lines.push(`  ${op}: ${n}`);
    for (const [op, o] of [...this.outsideSpec].sort()) lines.push(`  outside the spec: ${op} (${o.count}): ${o.reason}`);
    return lines.join('\n');
  }

  /** Writes `proxy-report.json` and `proxy-report.md` into `dir`; returns their paths. */
  writeReport(dir: string): string[] {
    mkdirSync(dir, { recursive: true });
    const json = join(dir, 'proxy-report.json');
    const md = join(dir, 'proxy-report.md');
    const checked = Object.fromEntries([...this.checked].sort());
    const outsideSpec = Object.fromEntries([...this.outsideSpec].sort());
    writeFileSync(json, `${JSON.stringify({ exchanges: this.exchanges, violations: this.violations, checked, outsideSpec }, null, 2)}\n`);
    const rows = this.violations.map(
      (v) => `| ${v.surface} | ${v.operation} | ${v.side ?? ''} | ${v.status ?? ''} | \`${v.pointer || '(root)'}\` | ${v.message.replace(/\|/g, '\\|')} |`,
    );
    const text = [
      '# gw proxy report',
      '',
      `${this.headline()}.`,
      '',
      ...(rows.length ? ['| surface | operation | side | HTTP | pointer | message |', '|---|---|---|---|---|---|', ...rows, ''] : []),
      '## Checked',
      '',
      ...Object.entries(checked).map(([k, n]) => `- ${k}: ${n}`),
      '',
      ...(this.outsideSpec.size
        ? ['## Outside the spec (passed on, not checked)', '', ...Object.entries(outsideSpec).map(([k, o]) => `- ${k}: ${o.count} (${o.reason})`), '']
        : []),
    ].join('\n');
    writeFileSync(md, text);
    return [json, md];
  }
}
