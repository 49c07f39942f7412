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

/** A figure's or anchor's value with its unit, and its spread when it has one: `1.11 (1.10–1.13)`. */
export function measured(x: Figure | Anchor): string {
  const spread = x.spread ? ` (${num(x.spread[0], x.unit)}–${num(x.spread[1], x.unit)})` : '';
  return `${withUnit(x.value, x.unit)}${spread}`;
}

/** A figure's target: `<= 1.15`, `>= 0.8`, `<= 60 s`. */
export const targetOf = (f: Figure): string => `${(f.at ?? 'most') === 'most' ? '<=' : '>='} ${withUnit(f.target, f.unit)}`;

/** One line for a person: value (spread), target, met or NOT MET. */
export const describeFigure = (f: Figure): string => `${f.what.padEnd(68)} ${measured(f)}  target ${targetOf(f)}  ${met(f) ? 'met' : 'NOT MET'}`;

export const describeAnchor = (a: Anchor): string => `${a.what.padEnd(68)} ${measured(a)}`;

/** Prints the figures for a person, then their machine lines (for run.mjs or the parent of several runs). */
export function printFigures(title: string, figures: Figure[], anchors: Anchor[] = []): void {
  console.log(`\n${title}: figures against their targets`);
  for (const f of figures) console.log(`  ${describeFigure(f)}`);
  if (anchors.length) console.log(`${title}: anchors (no target)`);
  for (const a of anchors) console.log(`  ${describeAnchor(a)}`);
  for (const f of figures) console.log(figureLine(f));
  for (const a of anchors) console.log(anchorLine(a));
}
