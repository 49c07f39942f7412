// A benchmark's figures against their targets, one machine-readable line each on stdout, so that `npm run bench`
// (bench/run.mjs) can print every figure of the run in one table at the end, and bench/lib/runs.ts can take the median
// of several runs. A line: `FIGURE <json of Figure>` or `ANCHOR <json of Anchor>`.

export interface Figure {
  what: string;
  value: number;
  /** The target: `value <= target` (`at: 'most'`, the default) or `value >= target` (`at: 'least'`). */
  target: number;
  at?: 'most' | 'least';
  /** Unit of value and target when they are not ratios (`ms`, `s`, `bytes`). */
  unit?: string;
  /** Min and max over runs, when `value` is a median of runs. */
  spread?: [number, number];
}

/** A figure without a target of its own: where the cost of a missed target lies. */
export interface Anchor {
  what: string;
  value: number;
  unit?: string;
  spread?: [number, number];
}

export const met = (f: Figure): boolean => ((f.at ?? 'most') === 'most' ? f.value <= f.target : f.value >= f.target);

export const figureLine = (f: Figure): string => `FIGURE ${JSON.stringify(f)}`;
export const anchorLine = (a: Anchor): string => `ANCHOR ${JSON.stringify(a)}`;

/** Reads a FIGURE or ANCHOR line; anything else is undefined. */
export function readLine(line: string): { figure: Figure } | { anchor: Anchor } | undefined {
  if (line.startsWith('FIGURE {')) return { figure: JSON.parse(line.slice(7)) as Figure };
  if (line.startsWith('ANCHOR {')) return { anchor: JSON.parse(line.slice(7)) as Anchor };
  return undefined;
}

const num = (v: number, unit?: string) => (unit === 'bytes' ? String(Math.round(v)) : v >= 100 ? v.toFixed(0) : v < 0.1 ? v.toFixed(3) : v.toFixed(2));
const withUnit = (v: number, unit?: string) => (unit ? `${num(v, unit)} ${unit}` : num(v, unit));

/** One line for a person: value (spread), target, met or NOT MET. */
export function describeFigure(f: Figure): string {
  const spread = f.spread ? ` (${num(f.spread[0], f.unit)}–${num(f.spread[1], f.unit)})` : '';
  return `${f.what.padEnd(68)} ${withUnit(f.value, f.unit)}${spread}  target ${(f.at ?? 'most') === 'most' ? '<=' : '>='} ${withUnit(f.target, f.unit)}  ${met(f) ? 'met' : 'NOT MET'}`;
}

export function describeAnchor(a: Anchor): string {
  const spread = a.spread ? ` (${num(a.spread[0], a.unit)}–${num(a.spread[1], a.unit)})` : '';
  return `${a.what.padEnd(68)} ${withUnit(a.value, a.unit)}${spread}`;
}

/** Prints the figures for a person, then their machine lines (for run.mjs or the parent of several runs). */
export function printFigures(title: string, figures: Figure[], anchors: Anchor[] = []): void {
  console.log(`\n${title}: figures against their targets`);
  for (const f of figures) console.log(`  ${describeFigure(f)}`);
  if (anchors.length) console.log(`${title}: anchors (no target)`);
  for (const a of anchors) console.log(`  ${describeAnchor(a)}`);
  for (const f of figures) console.log(figureLine(f));
  for (const a of anchors) console.log(anchorLine(a));
}
