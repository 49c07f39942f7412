// Redirects: the key travels in a header or in the path (an alias in the path), so a redirect is followed only while
// it stays on the origin the request went to. A redirect anywhere else stops the call with RedirectRefusedError.
import type { Gateway } from './config.js';
import { type ErrorContext, GatewayError } from './errors.js';
import { redact } from './redact.js';

/** The gateway answered a redirect the client does not follow: to another origin, or one a browser hides. */
export class RedirectRefusedError extends GatewayError {
  override name = 'RedirectRefusedError';
  /** Where the redirect pointed, with every secret replaced by `***`; undefined when a browser hid it. */
  readonly location: string | undefined;
  constructor(ctx: ErrorContext, location: string | undefined, why: string) {
    super(ctx, `HTTP ${ctx.status ?? '?'} redirect ${location === undefined ? '' : `to ${location} `}not followed: ${why}`);
    this.location = location;
  }
}

/** As many hops as `fetch` itself follows. */
const MAX_REDIRECTS = 20;
const REDIRECT = new Set([301, 302, 303, 307, 308]);

export interface Sent {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string | Uint8Array;
}

/** The first request of an exchange; a redirect comes back as it is (`redirect: 'manual'`) for followSameOrigin. */
export function fetchManual(gw: Gateway, sent: Sent, signal: AbortSignal): Promise<Response> {
  return gw.fetch(sent.url, { method: sent.method, headers: sent.headers, body: sent.body as BodyInit | undefined, signal, redirect: 'manual' });
}

/** An answer followSameOrigin must look at: a redirect, or one a browser hides. */
export const isRedirect = (res: Response): boolean => res.type === 'opaqueredirect' || REDIRECT.has(res.status);

/**
 * Follows the redirect `first` (an answer to `sent`) only to the same origin (scheme, host and port), as `fetch`
 * would follow it (303, and 301/302 after a POST, become a GET without body). A redirect elsewhere, a Location that
 * is not a URL, a loop of more than 20 hops, or a redirect a browser hides (`opaqueredirect`) throws
 * RedirectRefusedError, the key unsent.
 */
export async function followSameOrigin(gw: Gateway, ctx: ErrorContext, sent: Sent, signal: AbortSignal, first: Response): Promise<Response> {
  let { method, url, headers, body } = sent;
  let res = first;
  for (let hop = 0; ; hop++) {
    const refuse = (location: string | undefined, why: string) => {
      void res.body?.cancel().catch(() => {});
      const ctxHere = { ...ctx, url: redact(sent.url, gw.secrets), status: res.status || undefined };
      return new RedirectRefusedError(ctxHere, location === undefined ? undefined : redact(location, gw.secrets), why);
    };
    if (res.type === 'opaqueredirect') throw refuse(undefined, 'a browser hides its target');
    const location = REDIRECT.has(res.status) ? res.headers.get('location') : null;
    if (location === null) return res;
    let next: URL;
    try {
      next = new URL(location, url);
    } catch {
      throw refuse(location, 'the Location is not a URL');
    }
    const origin = new URL(url).origin;
    if (next.origin !== origin) throw refuse(next.href, `it leaves the gateway's origin ${origin}`);
    if (hop >= MAX_REDIRECTS) throw refuse(next.href, `more than ${MAX_REDIRECTS} redirects`);
    await res.body?.cancel().catch(() => {});
    if ((res.status === 303 && method !== 'HEAD') || ((res.status === 301 || res.status === 302) && method === 'POST')) {
      method = 'GET';
      body = undefined;
      headers = Object.fromEntries(Object.entries(headers).filter(([k]) => !/^content-/i.test(k)));
    }
    url = next.href;
    res = await fetchManual(gw, { method, url, headers, body }, signal);
  }
}
