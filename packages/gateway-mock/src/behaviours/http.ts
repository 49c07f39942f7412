import type { Answer } from '../http-util.js';

/** What a computed HTTP answer may look at: the request as routed (never the key). */
export interface HttpRequestView {
  method: string;
  operation: string;
  query: Record<string, string>;
  pathParams: Record<string, string>;
  mountParams: Record<string, string>;
  body: unknown;
  /** The request passes the operation's input schema. */
  valid: boolean;
}

/**
 * A computed answer on a REST/OPI surface (OpenAPI: data-api, opi, orderbook, gateway-ops). It is consulted after
 * the recorded fixtures and before input validation (some seed rules answer a request the schema refuses, e.g. OPI
 * `inscription_id is required`); undefined = no rule applies.
 */
export type HttpBehaviour = (req: HttpRequestView) => Answer | undefined;

/** The first behaviour that answers. */
export const firstHttp =
  (...list: Array<HttpBehaviour | undefined>): HttpBehaviour =>
  (req) => {
    for (const b of list) {
      const a = b?.(req);
      if (a) return a;
    }
    return undefined;
  };
