import type { ServerResponse } from 'node:http';
import { Rng } from './behaviours/world/rng.js';
import { type Fault, type FaultSpec, type Latency, MAX_SLOW_MS } from './simulate.js';

/** The 99th percentile of the standard normal: a long tail's p99 is its median times e^(sigma * Z99). */
const Z99 = 2.3263;

/**
 * The faults a gateway applies: its own (`gw mock --fault SPEC`, option `faults`) and each request's
 * (`x-gw-simulate`). Every spec has a generator seeded by its `seed` (default: its text), which decides each
 * probability and draws each latency, so a run of the same requests in the same order meets the same faults.
 */
export class FaultPlan {
  private readonly gens = new Map<string, Rng>();

  constructor(readonly gatewayFaults: FaultSpec[] = []) {}

  get active(): boolean {
    return this.gatewayFaults.length > 0;
  }

  private u(spec: FaultSpec): number {
    const key = `${spec.seed}|${spec.text}`;
    let g = this.gens.get(key);
    if (!g) {
      g = new Rng(spec.seed);
      this.gens.set(key, g);
    }
    return g.next() / 2 ** 32;
  }

  /** The faults this request meets, in order: each spec is drawn against its probability. */
  pick(specs: FaultSpec[]): Array<{ fault: Fault; spec: FaultSpec }> {
    return specs.filter((s) => s.p >= 1 || this.u(s) < s.p).map((spec) => ({ fault: spec.fault, spec }));
  }

  /** A delay drawn from the spec's distribution, in ms (at most MAX_SLOW_MS). */
  delay(l: Latency, spec: FaultSpec): number {
    if (l.dist === 'fixed') return l.a;
    if (l.dist === 'uniform') return Math.round(l.a + this.u(spec) * (l.b - l.a));
    // log-normal with median a and p99 b (Box-Muller for the normal draw)
    const z = Math.sqrt(-2 * Math.log(1 - this.u(spec))) * Math.cos(2 * Math.PI * this.u(spec));
    const sigma = Math.log(l.b / l.a) / Z99;
    return Math.min(MAX_SLOW_MS, Math.round(l.a * Math.exp(sigma * z)));
  }
}

/**
 * Makes the answer's body broken as it is sent: `truncate` sends the first half of it (the content-length still
 * announcing all of it) and closes the connection; `malformed` sends all of it with its last byte replaced by `#`
 * (the same length, no longer JSON).
 */
export function breakBody(res: ServerResponse, kind: 'truncate' | 'malformed'): void {
  const end = res.end.bind(res) as (chunk?: unknown) => ServerResponse;
  res.end = ((chunk?: unknown) => {
    const buf = typeof chunk === 'string' ? Buffer.from(chunk) : chunk instanceof Uint8Array ? Buffer.from(chunk) : Buffer.alloc(0);
    if (buf.length === 0) return end(chunk);
    if (kind === 'malformed') {
      buf[buf.length - 1] = 0x23;
      return end(buf);
    }
    res.write(buf.subarray(0, Math.floor(buf.length / 2)));
    setImmediate(() => res.socket?.destroy());
    return res;
  }) as ServerResponse['end'];
}
