// A benchmark run several times, each in its own process (one after the other), its figures summarized by their median
// and spread: a single process's figure moves with its JIT and GC history by more than the gaps it measures.
import { spawnSync } from 'node:child_process';
import { median } from './measure.js';

/** What a run reports, one line each: `FIGURE\t<what>\t<value>\t<target>` and `ANCHOR\t<what>\t<value>`. */
export const figureLine = (what: string, value: number, target: number) => `FIGURE\t${what}\t${value}\t${target}`;
export const anchorLine = (what: string, value: number) => `ANCHOR\t${what}\t${value}`;

/**
 * Runs `file` `runs` times with `--child` and the given arguments (stdout shown without its FIGURE/ANCHOR lines), then
 * prints each figure's median over the runs, its spread and whether the median meets its target. Returns the number of
 * targets missed; throws when a run fails.
 */
export function medianOfRuns(title: string, file: string, runs: number, args: string[]): number {
  const figures = new Map<string, { values: number[]; target: number }>();
  const anchors = new Map<string, number[]>();
  for (let r = 1; r <= runs; r++) {
    console.log(`\n--- ${title}: run ${r} of ${runs} (its own process) ---`);
    const out = spawnSync(process.execPath, [...process.execArgv, file, '--child', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (out.status !== 0) throw new Error(`${title}: run ${r} exited with ${out.status ?? out.signal}`);
    for (const line of out.stdout.split('\n')) {
      const [kind, what, value, target] = line.split('\t');
      if (kind === 'FIGURE') {
        const f = figures.get(what!) ?? { values: [], target: Number(target) };
        f.values.push(Number(value));
        figures.set(what!, f);
      } else if (kind === 'ANCHOR') anchors.set(what!, [...(anchors.get(what!) ?? []), Number(value)]);
      else console.log(line);
    }
  }
  const spread = (v: number[]) => `${Math.min(...v).toFixed(2)}–${Math.max(...v).toFixed(2)}`;
  let missed = 0;
  console.log(`\n${title}: figures, median of ${runs} runs (spread min–max), against their targets`);
  for (const [what, f] of figures) {
    const m = median(f.values);
    if (m > f.target) missed++;
    console.log(`  ${what.padEnd(68)} ${m.toFixed(2)} (${spread(f.values)})  target <= ${f.target.toFixed(2)}  ${m <= f.target ? 'met' : 'NOT MET'}`);
  }
  console.log(`${title}: anchors (no target), median of ${runs} runs (spread)`);
  for (const [what, v] of anchors) console.log(`  ${what.padEnd(68)} ${median(v).toFixed(2)} (${spread(v)})`);
  return missed;
}
