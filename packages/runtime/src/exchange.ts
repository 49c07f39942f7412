/** One request/response pair as seen on the wire, with the key replaced by `{apiKey}`. Same shape as a fixture's. */
export interface Exchange {
  surface: string;
  operation: string;
  request: {
    method: string;
    path: string;
    query?: Record<string, string>;
    headers: Record<string, string>;
    body?: unknown;
  };
  response: {
    status: number;
    headers: Record<string, string>;
    body: unknown;
  };
  /** Milliseconds from send to the full body. */
  elapsedMs: number;
  /** Present on a retry: 1 for the first retry, 2 for the second… (absent on the first attempt). */
  attempt?: number;
}
