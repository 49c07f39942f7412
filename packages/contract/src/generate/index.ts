// `@gw/contract/generate`: request generators for the conformance suite (fast-check), apart from the package's entry
// so that importing `@gw/contract` (the local gateway, the proxy, the CLI) does not load fast-check.
export { arbitraryOf } from './arbitrary.js';
export { asText, type BrokenRequest, type NotGenerated, type OperationRequests, requestArbitraries } from './requests.js';
