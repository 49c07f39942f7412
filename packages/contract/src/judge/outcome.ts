import type { RefusalReason } from '@gw/runtime';

/** One answer as it came over the wire. */
export interface WireAnswer {
  status: number;
  /** Response headers, names lower-case; `content-type` decides whether the body is text or JSON. */
  headers?: Record<string, string>;
  /** The body as received ('' when there is none). */
  text: string;
}

/** What an answer says, read by its operation's envelope. */
export type Outcome =
  | { kind: 'success'; data: unknown }
  /** REST failure envelope `{statusCode, error}` (seed 000 §REST data API conventions 3), whatever the HTTP status. */
  | { kind: 'rest-failure'; statusCode: number; error: string }
  /** OPI `{error: <string>, result: null}`. */
  | { kind: 'opi-error'; error: string }
  /** A JSON-RPC error object. */
  | { kind: 'rpc-error'; code: number; message: string; data?: unknown }
  /** A gateway-wide refusal: 401 INVALID_API_KEY, 403 admin required, 429, 503 AUTH_UNAVAILABLE. */
  | { kind: 'refusal'; status: number; reason: RefusalReason }
  /** A non-2xx answer with no envelope to read: its status is the outcome (e.g. the orderbook's documented 404). */
  | { kind: 'http-error'; status: number }
  /** Nothing can be read from it (a JSON-RPC answer that is not a response object, has no result, or a foreign id). */
  | { kind: 'unreadable' };

export type OutcomeKind = Outcome['kind'];

/**
 * One place where an exchange breaks the contract.
 * - `schema`: the operation's schema for this answer (or request);
 * - `envelope`: the answer cannot be read as the spec's (not JSON, an undeclared status, a JSON-RPC envelope, an id);
 * - `rule`: a seed rule (a hook the caller passed).
 */
export interface JudgedIssue {
  kind: 'schema' | 'envelope' | 'rule';
  /** JSON pointer into the body as sent, envelope included ('' for the whole body). */
  pointer: string;
  /** The schema keyword (`type`, `required`, `const`, …), `json`, `status`, `paramStructure`, or `rule`. */
  keyword: string;
  message: string;
  /** A rule's check id (what a drift register entry's `check` matches). */
  check?: string;
  /** The drift register entry that explains it. */
  explainedBy?: string;
}

/** The judge's word on one answer. */
export interface Judgement {
  outcome: Outcome;
  /** Where it breaks the contract; empty when it keeps it. */
  issues: JudgedIssue[];
  /** `pass`: no issue; `drift`: every issue is explained by the register; `violation`: at least one is not. */
  verdict: 'pass' | 'drift' | 'violation';
  /** The register entries that explained issues, in first-seen order. */
  drift: string[];
  /** Where the outcome's data sits in the body (`/data`, `/result` or ''): rule pointers are relative to it. */
  dataAt: string;
}

/** A problem a seed rule found in an answer's data; `pointer` is into the data. */
export interface RuleIssue {
  check: string;
  message: string;
  pointer?: string;
}

/** Seed rules for one operation, run on the data of a successful answer (the case rules of the suite, the proxy's view decoder). */
export type SeedRules = (data: unknown) => RuleIssue[];

/** A request as the judge reads it. */
export interface WireRequest {
  method: string;
  /** Query parameters (REST GET). */
  query?: Record<string, string>;
  /** The parsed JSON body, a `Uint8Array` for a binary body, or undefined. */
  body?: unknown;
}

/** The judge's word on one request. */
export type RequestJudgement =
  | { verdict: 'valid'; operation: string }
  /** Breaks the spec: issues point into the input (REST: the body, or the path and query parameters by name; JSON-RPC: the envelope). */
  | { verdict: 'invalid'; operation: string | undefined; issues: JudgedIssue[] }
  /** Not an operation of the spec; `passThrough`: the surface forwards such methods upstream (the reorg helper). */
  | { verdict: 'outside-spec'; operation: string | undefined; reason: string; passThrough: boolean };
