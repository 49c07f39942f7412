// The gateway-wide refusals as the local gateway answers them: one copy for the auth rules, the router, `Prefer`
// and the fault hook. The runtime's GATEWAY_REFUSALS (the judge and the clients) reads each as its refusal
// (test/refusal-answers.test.ts). A rate limit is simulate.ts's `rateLimited`: its headers and body depend on the surface.

/** Shared by every answer that uses it: frozen, so no caller can change it for the next. */
const answer = <S extends number, B extends object>(status: S, body: B) => Object.freeze({ status, body: Object.freeze(body) });

/** Seed 000 §Authentication, §Errors 4: a request without a valid key. */
export const INVALID_API_KEY = answer(401, { code: 'INVALID_API_KEY' });

/** Seed 002 §Authentication 5: an operation that needs an admin-flagged key. The seeds show no body: this one is ours. */
export const ADMIN_REQUIRED = answer(403, { error: 'admin key required' });

/** Seed 002 §Authentication 5: the key store cannot be consulted; the gateway fails closed. */
export const AUTH_UNAVAILABLE = answer(503, { code: 'AUTH_UNAVAILABLE' });

/** Each by its status. */
export const REFUSAL_ANSWERS: Readonly<Record<number, { status: number; body: unknown }>> = {
  401: INVALID_API_KEY,
  403: ADMIN_REQUIRED,
  503: AUTH_UNAVAILABLE,
};
