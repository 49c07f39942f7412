export interface CaseResult {
  /** `<network>/<surface>/<operation>/<case>` */
  id: string;
  network: string;
  surface: string;
  operation: string;
  case: string;
  kind: 'exchange' | 'invalid-request' | 'stream' | 'scenario';
  status: 'pass' | 'fail' | 'skip';
  message?: string;
  durationMs: number;
}

export async function timed(base: Omit<CaseResult, 'status' | 'durationMs' | 'message'>, fn: () => Promise<string | undefined | { skip: string }>): Promise<CaseResult> {
  const t0 = performance.now();
  try {
    const r = await fn();
    const durationMs = Math.round(performance.now() - t0);
    if (r && typeof r === 'object') return { ...base, status: 'skip', message: r.skip, durationMs };
    return r ? { ...base, status: 'fail', message: r, durationMs } : { ...base, status: 'pass', durationMs };
  } catch (e) {
    return { ...base, status: 'fail', message: (e as Error).message ?? String(e), durationMs: Math.round(performance.now() - t0) };
  }
}
