export interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A fetch that records calls and answers with a canned response. */
export function fakeFetch(answer: (req: Seen) => { status?: number; body: unknown; headers?: Record<string, string> }) {
  const calls: Seen[] = [];
  const fn = (async (url: string | URL, init?: RequestInit) => {
    const seen: Seen = {
      url: String(url),
      method: init?.method ?? 'GET',
      headers: (init?.headers ?? {}) as Record<string, string>,
      body: init?.body as string | undefined,
    };
    calls.push(seen);
    const a = answer(seen);
    const text = typeof a.body === 'string' ? a.body : JSON.stringify(a.body);
    return new Response(text, {
      status: a.status ?? 200,
      headers: { 'content-type': typeof a.body === 'string' ? 'text/plain' : 'application/json', ...(a.headers ?? {}) },
    });
  }) as typeof fetch;
  return { fetch: fn, calls };
}
