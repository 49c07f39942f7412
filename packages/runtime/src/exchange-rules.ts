/**
 * The rules of one exchange that both the clients' fast path (rest.ts, rpc.ts) and the judge of `@gw/contract`
 * apply: which answers are gateway-wide refusals, which validator an answer is checked with, how a REST or JSON-RPC
 * answer reads, and whether JSON-RPC params fit their method. One copy: the clients, the suite, `gw proxy` and the
 * local gateway decide an exchange the same way.
 */
import type { FieldIssue } from './errors.js';
import type { RestOperation, RestValidators } from './rest.js';
import type { RpcMethod, RpcValidators } from './rpc.js';
import { issuesOf, type Validator } from './validate.js';

/** A validator issue with the schema keyword that raised it (`type`, `required`, …) or the rule's name. */
export interface SchemaIssue extends FieldIssue {
  keyword: string;
}

/** Runs a validator; its issues with their keywords (empty when valid or when there is no validator). */
export function schemaIssues(v: Validator | undefined, data: unknown): SchemaIssue[] {
  if (!v || v(data)) return [];
  const errors = (v.errors ?? []) as Array<{ keyword?: string }>;
  // issuesOf maps the validator's errors one to one, in order.
  return issuesOf(v).map((i, n) => ({ ...i, keyword: errors[n]?.keyword ?? 'schema' }));
}

// --- Gateway-wide answers -----------------------------------------------------------------------------------------

/** Why the gateway refused a request before any operation ran. */
export type RefusalReason = 'invalid-api-key' | 'admin-required' | 'auth-unavailable' | 'rate-limited';

const codeOf = (b: unknown) => (b && typeof b === 'object' ? (b as { code?: unknown }).code : undefined);
const isJsonRpcBody = (b: unknown) => !!b && typeof b === 'object' && 'jsonrpc' in b;

/**
 * The gateway-wide answers, each with the body that makes it one (seed 000 §Authentication, seed 002 §Errors; 429
 * per observed.md §11 pub-docs). A 429 whose body is a JSON-RPC envelope is the endpoint's -32000 error, read as such.
 */
export const GATEWAY_REFUSALS: ReadonlyArray<{ status: number; reason: RefusalReason; body: (body: unknown) => boolean }> = [
  { status: 401, reason: 'invalid-api-key', body: (b) => codeOf(b) === 'INVALID_API_KEY' },
  { status: 403, reason: 'admin-required', body: () => true },
  { status: 503, reason: 'auth-unavailable', body: (b) => codeOf(b) === 'AUTH_UNAVAILABLE' },
  { status: 429, reason: 'rate-limited', body: (b) => !isJsonRpcBody(b) },
];

/** The refusal an answer is (`body`: parsed JSON, undefined when not JSON), or undefined. */
export function refusalOf(status: number, body: unknown): RefusalReason | undefined {
  for (const r of GATEWAY_REFUSALS) if (r.status === status && r.body(body)) return r.reason;
  return undefined;
}

// --- REST ----------------------------------------------------------------------------------------------------------

/** `{statusCode: <number other than 200>, ...}`: a REST failure envelope, whatever the HTTP status. */
export function isRestFailureBody(v: unknown): boolean {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return false;
  const code = (v as { statusCode?: unknown }).statusCode;
  return typeof code === 'number' && code !== 200;
}

/**
 * The validator of a REST answer: by status (exact, then `NXX`), else `default`. Seed 000 §REST data API conventions
 * 3: the envelope's `statusCode` decides success whatever the HTTP status (observed: espo answers its failures with
 * HTTP 200), so a failure envelope is checked against the failure schema, never the success one. Undefined: the
 * spec declares no such answer.
 */
export function restResponseValidator(op: RestOperation, validators: RestValidators, status: number, body: unknown, isText: boolean): Validator | undefined {
  const byStatus = validators.responses[String(status)] ?? validators.responses[`${String(status)[0]}XX`];
  if (op.envelope === 'rest' && !isText && isRestFailureBody(body)) return (status === 200 ? undefined : byStatus) ?? validators.responses.default ?? byStatus;
  return byStatus ?? validators.responses.default;
}

/** What a REST answer says once its envelope is read. */
export type RestReading =
  | { kind: 'success'; data: unknown }
  | { kind: 'rest-failure'; statusCode: number; error: string }
  | { kind: 'opi-error'; error: string }
  /** A non-2xx answer without an envelope to read (e.g. the orderbook's 404): the status is the outcome. */
  | { kind: 'http-error' };

/** A failure's text as parsed JSON holds it: a string as it is, anything else as JSON (String() throws on `{"toString":1}`). */
const textOf = (v: unknown): string => (typeof v === 'string' ? v : JSON.stringify(v));

/** Reads a REST answer by its operation's envelope (`value`: the parsed body, or the text of a text answer). */
export function readRest(op: RestOperation, status: number, value: unknown, isText: boolean): RestReading {
  const v = value as Record<string, unknown>;
  const object = !isText && !!v && typeof v === 'object' && !Array.isArray(v);
  if (op.envelope === 'rest' && object) {
    if (v.statusCode !== 200)
      return {
        kind: 'rest-failure',
        statusCode: typeof v.statusCode === 'number' || typeof v.statusCode === 'string' ? Number(v.statusCode) : Number.NaN,
        error: v.error === undefined ? '' : textOf(v.error),
      };
    return { kind: 'success', data: v.data };
  }
  if (op.envelope === 'opi' && object) {
    if (v.error !== null && v.error !== undefined) return { kind: 'opi-error', error: textOf(v.error) };
    return { kind: 'success', data: v.result };
  }
  if (status >= 400) return { kind: 'http-error' };
  return { kind: 'success', data: value };
}

/** The input of a REST call a request carries, checked against the operation's input schema (a binary body of a `json-or-binary` operation is not). */
export function restInputIssues(op: RestOperation, validators: RestValidators, input: unknown): SchemaIssue[] {
  if (input instanceof Uint8Array && op.body === 'json-or-binary') return [];
  // Coercing query validators change what they check: they get a copy, so the caller's value stays as it was. A
  // JSON body's validator only reads (validators-coerce/ holds the query and path ones): no copy per call.
  return schemaIssues(validators.input, op.body ? (input ?? {}) : structuredClone(input ?? {}));
}

// --- JSON-RPC ------------------------------------------------------------------------------------------------------

/** The params a call sends when the caller gives none: the empty object or array of the method's structure. */
export const rpcParamsOrEmpty = (method: RpcMethod, params: unknown): unknown => params ?? (method.paramStructure === 'by-name' ? {} : []);

/** Whether params fit their method: the structure (by-name: an object, by-position: an array), then the schema. */
export function rpcParamsIssues(method: RpcMethod, validators: RpcValidators, params: unknown): SchemaIssue[] {
  if (method.paramStructure === 'by-name' && params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params)))
    return [{ field: '', keyword: 'paramStructure', message: 'params must be an object (by-name)' }];
  if (method.paramStructure === 'by-position' && params !== undefined && !Array.isArray(params))
    return [{ field: '', keyword: 'paramStructure', message: 'params must be an array (by-position)' }];
  return schemaIssues(validators.params, rpcParamsOrEmpty(method, params));
}

/** What one JSON-RPC response says. `unreadable`: no result or error can be taken from it. */
export type RpcReading =
  | { kind: 'result'; id: unknown; result: unknown }
  | { kind: 'error'; id: unknown; code: number; message: string; data: unknown }
  | { kind: 'unreadable'; issue: SchemaIssue };

/**
 * Reads one JSON-RPC response (JSON-RPC 2.0 §5). `envelope` holds what is wrong but readable: a `jsonrpc` member
 * other than "2.0".
 */
export function readRpcResponse(resp: unknown): { reading: RpcReading; envelope: SchemaIssue[] } {
  if (!resp || typeof resp !== 'object' || Array.isArray(resp))
    return { reading: { kind: 'unreadable', issue: { field: '', keyword: 'type', message: 'is not a JSON-RPC response object' } }, envelope: [] };
  const r = resp as { jsonrpc?: unknown; id?: unknown; result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } | null };
  const envelope: SchemaIssue[] = r.jsonrpc !== '2.0' ? [{ field: '/jsonrpc', keyword: 'const', message: 'must be "2.0"' }] : [];
  if (r.error !== undefined && r.error !== null) {
    if (typeof r.error.code !== 'number' || typeof r.error.message !== 'string')
      return { reading: { kind: 'unreadable', issue: { field: '/error', keyword: 'type', message: 'must be {code: integer, message: string}' } }, envelope };
    return { reading: { kind: 'error', id: r.id, code: r.error.code, message: r.error.message, data: r.error.data }, envelope };
  }
  if (!('result' in r)) return { reading: { kind: 'unreadable', issue: { field: '/result', keyword: 'required', message: 'is missing' } }, envelope };
  return { reading: { kind: 'result', id: r.id, result: r.result }, envelope };
}

/** Whether a response answers the request with this id (an error may carry id null: the request could not be read). */
export const rpcAnswersId = (reading: RpcReading, id: unknown): boolean =>
  reading.kind === 'unreadable' || reading.id === id || (reading.kind === 'error' && reading.id === null);
