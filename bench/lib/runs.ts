// A benchmark run several times, each in its own process (one after the other), its figures summarized by their median
// and spread: a single process's figure moves with its JIT and GC history by more than the gaps it measures.
import { spawnSync } from 'node:child_process';
import { type Anchor, type Figure, met, printFigures, readLine } from './figures.js';
import { median } from './measure.js';

/**
 * Runs `file` `runs` times with `--child` and the given arguments (stdout shown without its FIGURE/ANCHOR lines), then
 * prints each figure's median over the runs, its spread and whether the median meets its target (and the same as
 * FIGURE lines). Returns the number of targets missed; throws when a run fails.
 */
export function medianOfRuns(title: string, file: string, runs: number, args: string[]): number {
  const figures = new Map<string, { first: Figure; values: number[] }>();
  const anchors = new Map<string, { first: Anchor; values: number[] }>();
  for (let r = 1; r <= runs; r++) {
    console.log(`\n--- ${title}: run ${r} of ${runs} (its own process) ---`);
    const out = spawnSync(process.execPath, [...process.execArgv, file, '--child', ...args], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
    if (out.status !== 0) throw new Error(`${title}: run ${r} exited with ${out.status ?? out.signal}`);
    for (const line of out.stdout.split('\n')) {
      const read = readLine(line);
      if (!read) console.log(line);
      else if ('figure' in read) {
        const f = figures.get(read.figure.what) ?? { first: read.figure, values: [] };
        f.values.push(read.figure.value);
        figures.set(read.figure.what, f);
      } else {
        const a = anchors.get(read.anchor.what) ?? { first: read.anchor, values: [] };
        a.values.push(read.anchor.value);
        anchors.set(read.anchor.what, a);
      }
    }
  }
  const summary = <T extends Figure | Anchor>({ first, values }: { first: T; values: number[] }): T => ({
    ...first,
    value: median(values),
    spread: [Math.min(...values), Math.max(...values)],
  });
  const medians = [...figures.values()].map(summary);
  printFigures(`${title}, median of ${runs} runs (spread min–max)`, medians, [...anchors.values()].map(summary));
  return medians.filter((f) => !met(f)).length;
}
