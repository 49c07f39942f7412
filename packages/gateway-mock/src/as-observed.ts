import { canonical } from '@gw/contract';
import type { Answer } from './http-util.js';

/**
 * A real-shaped exchange of the drift register (`specs/drift`, an entry's `example`): for this request the real
 * service was observed answering `response` where the seed answers otherwise. `gw mock --as-observed` loads them.
 */
export interface ObservedExample {
  /** The register entry's id: sent as `x-gw-drift`. */
  id: string;
  surface: string;
  operation: string;
  /** REST: the operation's input (the JSON body, or path and query parameters by name); JSON-RPC: the params. */
  input?: unknown;
  mountParams?: Record<string, string>;
  response: { status: number; contentType?: string; body: unknown };
}

/** The header naming the drift entry an answer came from. */
export const DRIFT_HEADER = 'x-gw-drift';

const keyOf = (surface: string, operation: string, input: unknown, mountParams: Record<string, string> | undefined) =>
  `${surface}|${operation}|${canonical(input ?? null)}|${canonical(mountParams ?? {})}`;

/**
 * The observed answers by request: a request that is exactly an example's (surface, operation, input, mount
 * parameters) gets the example's answer, in the observed shape, so an app can be tested against the real service's
 * known differences. Any other request is answered as the seeds say.
 */
export class ObservedAnswers {
  private readonly byKey = new Map<string, ObservedExample>();

  constructor(examples: ObservedExample[]) {
    // The first example of a request wins (two entries may show two differences of one answer). A REST input read
    // from the path and query is strings: each example is also kept with its top-level values as text.
    for (const e of examples)
      for (const input of [e.input, asText(e.input)]) {
        const key = keyOf(e.surface, e.operation, input, e.mountParams);
        if (!this.byKey.has(key)) this.byKey.set(key, e);
      }
  }

  /** REST: the observed answer to this operation's input (a missing body counts as `{}`, as the examples write it). */
  rest(surface: string, operation: string, input: unknown): Answer | undefined {
    const e = this.byKey.get(keyOf(surface, operation, input ?? {}, undefined));
    return e && answerOf(e, e.response.body);
  }

  /**
   * JSON-RPC, one call (a batch is answered as the seeds say): the observed answer with the caller's id. Params
   * left out count as the method's empty params (`[]` by position, `{}` by name).
   */
  rpc(surface: string, raw: Buffer, mountParams: Record<string, string>): Answer | undefined {
    let call: { method?: unknown; params?: unknown; id?: unknown };
    try {
      call = JSON.parse(raw.toString('utf8'));
    } catch {
      return undefined;
    }
    if (!call || typeof call !== 'object' || Array.isArray(call) || typeof call.method !== 'string') return undefined;
    const mount = Object.keys(mountParams).length ? mountParams : undefined;
    const e =
      this.byKey.get(keyOf(surface, call.method, call.params, mount)) ??
      (call.params === undefined
        ? (this.byKey.get(keyOf(surface, call.method, [], mount)) ?? this.byKey.get(keyOf(surface, call.method, {}, mount)))
        : undefined);
    if (!e) return undefined;
    const body = e.response.body;
    return answerOf(e, body && typeof body === 'object' && !Array.isArray(body) ? { ...body, id: call.id ?? null } : body);
  }
}

/** An object's top-level scalars as strings, as a query string carries them. */
const asText = (input: unknown): unknown =>
  input && typeof input === 'object' && !Array.isArray(input)
    ? Object.fromEntries(Object.entries(input).map(([k, v]) => [k, v !== null && typeof v !== 'object' ? String(v) : v]))
    : input;

function answerOf(e: ObservedExample, body: unknown): Answer {
  return {
    status: e.response.status,
    source: 'recorded',
    headers: { [DRIFT_HEADER]: e.id, ...(e.response.contentType ? { 'content-type': e.response.contentType } : {}) },
    body,
  };
}
