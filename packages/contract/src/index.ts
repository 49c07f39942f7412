// The contract both sides stand on: what a fixture is, how a path routes, which surfaces exist.
export * from './fixture.js';
export { canonical } from './canonical.js';
export type { AnySurface, RestSurface, RpcSurface, StreamSurface } from './registry.js';
export { operationNames } from './registry.js';
export { surfaces } from './gen/surfaces.js';
export { matchRoute, type RouteMatch, routablePath } from './route.js';
export { type LocalGateway, type LocalGatewayOptions, SIMULATE_HEADER, type StartLocalGateway } from './local-gateway.js';
export type { DocumentedError } from './documented-error.js';
export { documentedErrors } from './gen/errors.js';
export { type SpecDoc, specDocs } from './spec-docs.js';
export { flatten, resolveRef } from './schema.js';
export { checkResponseHeaders, GATEWAY_HEADERS, type HeaderCheck, type HeaderIssue, type HeaderSource } from './headers.js';
// The one judge of an exchange: the clients' fast path, the suite, `gw proxy` and the local gateway agree with it.
export type { JudgedIssue, Judgement, Outcome, OutcomeKind, RequestJudgement, RuleIssue, SeedRules, WireAnswer, WireRequest } from './judge/outcome.js';
export { answerValidator, type JudgeAnswerOptions, judgeAnswer, readBody } from './judge/answer.js';
export { judgeRequest, rpcMethodName } from './judge/request.js';
export { type JudgedCall, type JudgedRpcExchange, judgeRpcExchange } from './judge/batch.js';
export { explainAnswer } from './judge/explain.js';
export { type ClientCall, type ClientView, clientView, sameView, viewOfCall } from './judge/client.js';
export { FixtureWriteRefused, isSpecOperation, KEPT_RESPONSE_HEADERS, recordedRequest, writeAtomically, writeFixture } from './fixture-writer.js';
