// Interleaved timing for side-by-side comparisons on a shared, noisy machine: every round runs each contender once
// (in a shuffled order), so load that comes and goes hits all of them alike; min and median per contender.
import { performance } from 'node:perf_hooks';

export interface Timing {
  name: string;
  /** Milliseconds per run. */
  min: number;
  median: number;
  runs: number;
}

export type Contender = { name: string; run: () => unknown | Promise<unknown> };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

/**
 * Runs `warmup` untimed rounds, then `rounds` timed rounds of every contender, interleaved. Each round's order is
 * shuffled (a fixed seed: runs are repeatable): in a rotating order each contender always ran right after the same
 * one, and paid for the garbage that one left (the REST client with validation on read 1.18 x raw fetch, always run
 * after openapi-fetch; 1.09 shuffled, and 1.07–1.10 with neither openapi-fetch nor the timed raw fetch beside it).
 */
export async function interleave(contenders: Contender[], rounds: number, warmup = 3): Promise<Timing[]> {
  const samples = contenders.map(() => [] as number[]);
  const order = contenders.map((_, i) => i);
  let seed = 0x2545f491;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 2 ** 32;
  };
  for (let r = 0; r < warmup + rounds; r++) {
    for (let k = order.length - 1; k > 0; k--) {
      const j = Math.floor(random() * (k + 1));
      [order[k], order[j]] = [order[j]!, order[k]!];
    }
    for (const i of order) {
      const t0 = performance.now();
      await contenders[i]!.run();
      const dt = performance.now() - t0;
      if (r >= warmup) samples[i]!.push(dt);
    }
  }
  return contenders.map((c, i) => ({ name: c.name, min: Math.min(...samples[i]!), median: median(samples[i]!), runs: rounds }));
}

export { median };

const fmt = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(2) : ms.toFixed(4));

/** Prints a table of timings and each one's ratio to `base` (by median, and by min). */
export function report(title: string, timings: Timing[], base: string): void {
  const b = timings.find((t) => t.name === base);
  if (!b) throw new Error(`report: no timing named ${base}`);
  console.log(`\n${title} (${timings[0]?.runs} interleaved rounds; ratios to ${base})`);
  for (const t of timings) {
    console.log(
      `  ${t.name.padEnd(44)} min ${fmt(t.min).padStart(9)} ms  median ${fmt(t.median).padStart(9)} ms  ratio median ${(t.median / b.median).toFixed(2)}  min ${(t.min / b.min).toFixed(2)}`,
    );
  }
}

/** `--rounds N` from argv, else the default. */
export function roundsArg(fallback: number): number {
  const i = process.argv.indexOf('--rounds');
  return i >= 0 ? Number(process.argv[i + 1]) : fallback;
}
