// Typed failures of the view client. None of them is a "not found": a view answering `found: false`
// or `ok: false` is a typed RESULT (see results.ts), because the seed says an empty or truncated
// request "is not an error" — it decodes to a default message and the view answers about nothing.

/** A request refused BEFORE sending (nothing went on the wire). `field` names the offending field. */
export class ViewRequestError extends Error {
  override readonly name = 'ViewRequestError';
  readonly sent = false;
  constructor(
    readonly view: string,
    readonly field: string,
    message: string,
  ) {
    super(`${view}: ${field}: ${message}`);
  }
}

/** The view answered bytes that are not the view's response message (bad hex, truncated protobuf). */
export class ViewDecodeError extends Error {
  override readonly name = 'ViewDecodeError';
  constructor(
    readonly view: string,
    message: string,
  ) {
    super(`${view}: ${message}`);
  }
}

/**
 * Thrown only by `expectFound` / `expectOk`, for callers that prefer an exception to the
 * discriminated result. Carries what the server said (e.g. supported_buckets).
 */
export class ViewNotFound extends Error {
  override readonly name = 'ViewNotFound';
  constructor(
    readonly view: string,
    readonly reason: 'found-false' | 'ok-false',
    readonly supportedBuckets: readonly number[] = [],
    what?: string,
  ) {
    super(
      `${view}: ${reason === 'found-false' ? 'found: false' : 'ok: false'}${what ? ` (${what})` : ''}` +
        (supportedBuckets.length ? `; supported_buckets ${supportedBuckets.join(', ')}` : ''),
    );
  }
}
