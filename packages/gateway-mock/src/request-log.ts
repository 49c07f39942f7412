import type { Network } from '@gw/runtime';
import { type AnySurface, matchRoute, type RouteMatch, routablePath } from '@gw/contract';
import { redact } from '@gw/runtime';
import { requestTarget } from './http-util.js';

/** One line of the request log. */
export interface RequestLogEntry {
  method: string;
  /** The request path and query, with every key, admin key, alias and path key replaced by `***`. */
  path: string;
  /** The REST operation, or the JSON-RPC method(s) called (comma list for a batch); empty when no route matched. */
  operation: string;
  status: number;
  /** The `x-gw-source` header sent. */
  source: string;
}

/** `POST /v4/***\/forex forex_rates 200 synthesized`. */
export function formatRequestLog(e: RequestLogEntry): string {
  return `${e.method} ${e.path} ${e.operation || '-'} ${e.status} ${e.source || '-'}`;
}

/**
 * The path with keys redacted: the configured secrets (every spelling), and whatever stands in a matched route's key
 * segment (a wrong key is still someone's key). An unmatched `/v4/<x>/...` or `/v5/<x>/...` path has its second
 * segment hidden. Never throws: a path that is not valid percent-encoding is shown as sent, redacted alike.
 */
export function redactPath(rawUrl: string, secrets: string[], surfaces: AnySurface[], network: Network): string {
  const url = requestTarget(rawUrl);
  const q = rawUrl.indexOf('?');
  const search = q < 0 ? '' : rawUrl.slice(q);
  let route: RouteMatch | undefined;
  try {
    const routable = routablePath(url.pathname);
    route =
      matchRoute(surfaces, network, 'POST', routable, false) ??
      matchRoute(surfaces, network, 'GET', routable, false) ??
      matchRoute(surfaces, network, 'GET', routable, true);
  } catch {
    // malformed percent-encoding: no route, shown as sent
  }
  // Segment by segment as sent (a key may hold an encoded `/`), then each decoded when it can be.
  const segments = url.pathname.split('/');
  const hidden = segments.map((seg, i) => {
    if (route?.key !== undefined ? decoded(seg) === route.key : !route && i === 2 && /^v[45]$/.test(segments[1]!) && i < segments.length - 1) return '***';
    return decoded(seg) ?? seg;
  });
  return redact(hidden.join('/') + search, secrets);
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The JSON-RPC method name(s) of a request body, for the log; empty when it does not parse. */
export function rpcOperation(raw: Buffer): string {
  try {
    const parsed: unknown = JSON.parse(raw.toString('utf8'));
    const name = (x: unknown) =>
      x && typeof x === 'object' && typeof (x as { method?: unknown }).method === 'string' ? (x as { method: string }).method : '?';
    return Array.isArray(parsed) ? parsed.map(name).join(',') : name(parsed);
  } catch {
    return '';
  }
}
