import { type Network, refusalOf } from '@gw/runtime';
import { type AnySurface, canonical, type LoadedFixture, matchRoute, requestBodyOf, usesInvalidKey } from '@gw/contract';
import { rpcParams } from './normalize.js';

/** What identifies a request for matching: surface, operation and its parameters (never the JSON-RPC id or the key). */
export function requestKey(surface: string, operation: string, params: unknown): string {
  return `${surface}|${operation}|${canonical(params ?? null)}`;
}

/** The parameters of a REST request as one value: path params, query and body. */
export function restParams(pathParams: Record<string, string>, query: Record<string, string>, body: unknown): unknown {
  return { path: pathParams, query, body: body ?? null };
}

/** A recorded answer that is an auth refusal: 401 INVALID_API_KEY or 403 admin required. */
const authRefusal = (f: LoadedFixture) => {
  const reason = f.response && refusalOf(f.response.status, f.response.body);
  return reason === 'invalid-api-key' || reason === 'admin-required';
};

/**
 * A recorded answer about the caller, not the request: a gateway refusal, or any 429 (a JSON-RPC endpoint words its
 * throttle as a JSON-RPC error, which `refusalOf` leaves to the client to type, but it is still that caller's limit).
 */
const callerRefusal = (f: LoadedFixture) => !!f.response && (f.response.status === 429 || refusalOf(f.response.status, f.response.body) !== undefined);

export class FixtureIndex {
  private readonly byKey = new Map<string, LoadedFixture[]>();
  /** `surface|operation` of every indexed fixture: a request of any other operation needs no key built. */
  private readonly operations = new Set<string>();
  readonly streams = new Map<string, LoadedFixture[]>();

  constructor(
    readonly fixtures: LoadedFixture[],
    surfaces: AnySurface[],
    network: Network,
    normalize: (surface: string, params: unknown) => unknown,
  ) {
    for (const f of fixtures) {
      if (f.network !== network) continue;
      // An {invalidKey} exchange, or one refused 401/403, is the gateway's own refusal (its auth check answers it):
      // never replayed, or a request with the same parameters and a good key would be answered 401 or 403.
      if (usesInvalidKey(f.request) || authRefusal(f)) continue;
      if (f.frames) {
        const list = this.streams.get(f.surface) ?? [];
        list.push(f);
        this.streams.set(f.surface, list);
        continue;
      }
      const s = surfaces.find((x) => x.surface.name === f.surface);
      if (!s) continue;
      let params: unknown;
      if (s.kind === 'rest') {
        const route = matchRoute([s], network, f.request.method, f.request.path, false);
        if (!route || route.operation !== f.operation) continue;
        params = restParams(route.pathParams, f.request.query ?? {}, f.request.method === 'POST' ? (requestBodyOf(f.request) ?? {}) : undefined);
        params = normalize(f.surface, params);
      } else {
        const route = matchRoute([s], network, 'POST', f.request.path, false);
        params = rpcParams(s, f.operation, (f.request.body as { params?: unknown })?.params, route?.mountParams ?? {});
      }
      const key = requestKey(f.surface, f.operation, params);
      this.byKey.set(key, [...(this.byKey.get(key) ?? []), f]);
      this.operations.add(`${f.surface}|${f.operation}`);
    }
  }

  /** True when some fixture records this operation (else no request of it can match). */
  records(surface: string, operation: string): boolean {
    return this.operations.has(`${surface}|${operation}`);
  }

  /**
   * The fixture for a request; among equal parameters, the one recorded with the same auth mode wins. A recorded
   * gateway refusal (a rate limit, auth unavailable) answers only its own auth mode: it says nothing about a request
   * made another way.
   */
  find(key: string, auth?: string): LoadedFixture | undefined {
    const list = this.byKey.get(key);
    return list?.find((f) => f.auth === auth) ?? list?.find((f) => !callerRefusal(f));
  }
}
