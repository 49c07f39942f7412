// Exponential reconnect backoff: base * factor^attempt, capped, with optional proportional jitter.

export interface BackoffOptions {
  /** First delay in ms (default 500). */
  baseMs?: number;
  /** Multiplier per consecutive failure (default 2). */
  factor?: number;
  /** Upper bound in ms (default 30000). */
  maxMs?: number;
  /** 0..1: the delay is reduced by up to this fraction at random (default 0: no jitter). */
  jitter?: number;
  /** Random source in [0, 1) for the jitter (default Math.random). */
  random?: () => number;
}

/** Delay before reconnect attempt `attempt` (0 = first retry after a loss). */
export function backoffDelay(attempt: number, o: BackoffOptions = {}): number {
  const base = o.baseMs ?? 500;
  const max = o.maxMs ?? 30_000;
  const raw = Math.min(max, base * (o.factor ?? 2) ** Math.max(0, attempt));
  const jitter = Math.min(1, Math.max(0, o.jitter ?? 0));
  return jitter === 0 ? raw : Math.round(raw * (1 - jitter * (o.random ?? Math.random)()));
}
