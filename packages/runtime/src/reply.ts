import type { FieldIssue } from './errors.js';
import type { RateLimit } from './rate-limit.js';

export interface ReplyMeta {
  status: number;
  rateLimit: RateLimit | undefined;
  headers: Record<string, string>;
  /**
   * `responseValidation: 'report'` only: where the answer differs from the spec (empty when it matches).
   * Absent in `throw` mode (a mismatch is thrown) and in `off` mode (nothing is checked).
   */
  issues?: FieldIssue[];
  /**
   * The drift register entries (specs/drift) that explained the answer's issues: a registered deviation of the real
   * gateway, returned as data (every mode but `off`, unless `registeredDrift` is `reject`). Absent when none did.
   */
  drift?: string[];
}

/** Every successful call answers `{data, meta}`: the typed payload and the HTTP facts around it. */
export interface Reply<T> {
  data: T;
  meta: ReplyMeta;
}

/** `data` of a REST success envelope body type. */
export type RestData<B> = B extends { data?: infer D } ? Exclude<D, undefined> : never;

/** `result` of an OPI envelope body type (a bare body, e.g. block_height's integer, passes through). */
export type OpiResult<B> = B extends { result?: infer R } ? Exclude<R, undefined> : B;
