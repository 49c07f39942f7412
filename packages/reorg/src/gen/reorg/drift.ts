// Generated from specs/drift/reorg.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
import type { DriftRule } from '@gw/runtime';

/** The matcher the operations carry with their entries (see OperationDrift). */
export { explainIssues as explain } from '@gw/runtime';

const re0 = new RegExp("^f{56}[0-9a-f]{16}$", "u");
const fits0 = (v: any): boolean => (typeof v === "string") && re0.test(v);

/** `reorg-synthetic-hash-72`: the published reorg helper page shows the synthetic hash as 56 f characters followed by h as 16 hex digits: 72 characters (the seed's 64 stays the contract) */
export const reorgSyntheticHash72: DriftRule = {
  id: "reorg-synthetic-hash-72",
  surface: "reorg",
  operations: ["getblockhash"],
  match: [{ at: "/result", fits: fits0 }],
};
