// Generated from specs/drift/data-api.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
import type { DriftRule } from '@gw/runtime';

/** The matcher the operations carry with their entries (see OperationDrift). */
export { explainIssues as explain } from '@gw/runtime';

const fits0 = (v: any): boolean => (typeof v === "object" && v !== null && !Array.isArray(v)) && Object.hasOwn(v, "items") && ((typeof v["items"] === "object" && v["items"] !== null && !Array.isArray(v["items"])) || Array.isArray(v["items"])) && (!Object.hasOwn(v, "total") || Number.isInteger(v["total"])) && (!Object.hasOwn(v, "count") || Number.isInteger(v["count"])) && (!Object.hasOwn(v, "offset") || Number.isInteger(v["offset"]));
const fits1 = (v: any): boolean => (typeof v === "object" && v !== null && !Array.isArray(v)) && Object.hasOwn(v, "statusCode") && Object.hasOwn(v, "error") && Number.isInteger(v["statusCode"]) && !(v["statusCode"] === 200) && (typeof v["error"] === "string");

/** `data-api-history-items-payload`: espo oylapi nests history under data.items: {items:{pool, swaps, …}, total, count, offset} and {items:[record+type], total, count, offset} */
export const dataApiHistoryItemsPayload: DriftRule = {
  id: "data-api-history-items-payload",
  surface: "data-api",
  operations: ["get-pool-swap-history","get-all-address-amm-tx-history"],
  match: [{ at: "/data", fits: fits0 }],
};
/** `data-api-failure-envelope-http-200`: espo oylapi sends the failure envelope with HTTP 200, e.g. {statusCode:400, error:"invalid_address"} */
export const dataApiFailureEnvelopeHttp200: DriftRule = {
  id: "data-api-failure-envelope-http-200",
  surface: "data-api",
  operations: ["*"],
  match: [{ response: {"status":200}, at: "", fits: fits1 }],
};
/** `data-api-get-alkanes-limit-required`: espo oylapi requires limit: a request without it is refused by the web framework before any envelope, HTTP 422 with a plain-text body (limit 0 gives the envelope 400 limit_required) */
export const dataApiGetAlkanesLimitRequired: DriftRule = {
  id: "data-api-get-alkanes-limit-required",
  surface: "data-api",
  operations: ["get-alkanes"],
  match: [{ response: {"status":422,"contentType":"text/plain"} }],
};
