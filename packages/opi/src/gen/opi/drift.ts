// Generated from specs/drift/opi.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
import type { DriftRule } from '@gw/runtime';

/** The matcher the operations carry with their entries (see OperationDrift). */
export { explainIssues as explain } from '@gw/runtime';

const re0 = new RegExp("^\\d+$", "u");
const fits0 = (v: any): boolean => (v === null);
const fits1 = (v: any): boolean => (typeof v === "string") && re0.test(v);

/** `opi-event-nullable-fields`: the current OPI indexer (Rust, v2 schema) sends contract_address, contract_inscription_id, spent_pkScript and spent_wallet as null, e.g. for a transfer inscription spent as fee (data, base64_data and btc_txId may be null too; the spec accepts those) */
export const opiEventNullableFields: DriftRule = {
  id: "opi-event-nullable-fields",
  surface: "opi",
  operations: ["activity_on_block","event"],
  match: [{ at: "/result/*/contract_address", fits: fits0 }, { at: "/result/*/contract_inscription_id", fits: fits0 }, { at: "/result/*/spent_pkScript", fits: fits0 }, { at: "/result/*/spent_wallet", fits: fits0 }],
};
/** `opi-hash-block-height-string`: get_hash_of_all_activity echoes block_height as the query STRING, e.g. "887712" */
export const opiHashBlockHeightString: DriftRule = {
  id: "opi-hash-block-height-string",
  surface: "opi",
  operations: ["get_hash_of_all_activity"],
  match: [{ at: "/result/block_height", fits: fits1 }],
};
/** `opi-overview-routes-absent`: OPI has no /v1/brc20/balance, /history or /token_summary: HTTP 404 */
export const opiOverviewRoutesAbsent: DriftRule = {
  id: "opi-overview-routes-absent",
  surface: "opi",
  operations: ["balance","history","token_summary"],
  match: [{ response: {"status":404} }],
};
