// The flags of `gw conformance` for CI at scale (issue 23): sharding, pacing, generated requests, coverage thresholds.
import { type CoverageThresholds, parseShard, parseThresholds, type RunOptions } from '@gw/conformance';
import { UsageError } from '../args.js';

type Values = Record<string, string | boolean | string[] | undefined>;

const usage = <T>(f: () => T): T => {
  try {
    return f();
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
};

function number(v: Values, name: string, ok: (n: number) => boolean, what: string): number | undefined {
  if (v[name] === undefined) return undefined;
  const n = Number(v[name]);
  if (!ok(n)) throw new UsageError(`--${name} must be ${what}, not ${String(v[name])}`);
  return n;
}

export const scaleOptions = {
  /** The run options of these flags, and the report folder a shard writes to (so shards never overwrite each other). */
  parse(v: Values): { run: Partial<RunOptions>; reportSubdir: string[] } {
    const shard = v.shard === undefined ? undefined : usage(() => parseShard(String(v.shard)));
    const maxRate = number(v, 'max-rate', (n) => Number.isFinite(n) && n > 0, 'a positive number of requests per second');
    const maxWait = number(v, 'max-wait', (n) => Number.isFinite(n) && n >= 0, 'a number of seconds');
    const generate = number(v, 'generate', (n) => Number.isInteger(n) && n >= 1, 'a whole number of requests of at least 1');
    const seed = number(v, 'seed', (n) => Number.isInteger(n) && Math.abs(n) < 2 ** 31, 'a 32-bit integer');
    if (seed !== undefined && generate === undefined) throw new UsageError('--seed goes with --generate N');
    if (v.target !== 'live')
      for (const flag of ['max-rate', 'max-wait', 'generate'])
        if (v[flag] !== undefined)
          throw new UsageError(`--${flag} needs --target live (the fixtures target is the local gateway, with no plan and only recorded answers)`);
    const minCoverage: CoverageThresholds | undefined = v['min-coverage'] === undefined ? undefined : usage(() => parseThresholds(String(v['min-coverage'])));
    return {
      run: {
        ...(shard ? { shard } : {}),
        ...(maxRate ? { maxRate } : {}),
        ...(maxWait !== undefined ? { maxWaitMs: maxWait * 1000 } : {}),
        ...(generate ? { generate } : {}),
        ...(seed !== undefined ? { seed } : {}),
        ...(minCoverage ? { minCoverage } : {}),
      },
      reportSubdir: shard ? [`shard-${shard.index}-of-${shard.count}`] : [],
    };
  },
};
