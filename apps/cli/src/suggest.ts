// "Did you mean": the candidate closest to what was typed, when it is close enough to be the likely intent.

/** Edit distance (insertions, deletions, substitutions, and swaps of neighbours count 1). */
export function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

/** The closest candidate within a third of its length (at least 1, at most 3 edits), or one it is a prefix of. */
export function didYouMean(typed: string, candidates: readonly string[]): string | undefined {
  let best: { name: string; d: number } | undefined;
  for (const name of candidates) {
    const d = distance(typed.toLowerCase(), name.toLowerCase());
    if (d <= Math.min(3, Math.max(1, Math.floor(name.length / 3))) && (!best || d < best.d)) best = { name, d };
  }
  if (best) return best.name;
  const prefixed = candidates.filter((n) => typed.length >= 2 && n.startsWith(typed));
  return prefixed.length === 1 ? prefixed[0] : undefined;
}
