// Generated from specs/drift/espo.yaml by tools/codegen. Do not edit: change the spec and run `npm run generate`.
import type { DriftRule } from '@gw/runtime';

/** The matcher the operations carry with their entries (see OperationDrift). */
export { explainIssues as explain } from '@gw/runtime';

const re0 = new RegExp("^\\d+:\\d+$", "u");
const fits0 = (v: any): boolean => (typeof v === "object" && v !== null && !Array.isArray(v)) && Object.hasOwn(v, "code") && v["code"] === -32601;
const fits1 = (v: any): boolean => (typeof v === "object" && v !== null && !Array.isArray(v)) && Object.hasOwn(v, "type") && Object.hasOwn(v, "amount") && ["address","alkane"].includes(v["type"]) && (typeof v["amount"] === "string") && (!Object.hasOwn(v, "address") || (typeof v["address"] === "string")) && (!Object.hasOwn(v, "alkane") || (typeof v["alkane"] === "string") && re0.test(v["alkane"]));
const fits2 = (v: any): boolean => (typeof v === "object" && v !== null && !Array.isArray(v)) && Object.hasOwn(v, "key_hex") && (typeof v["key_hex"] === "string") && (!Object.hasOwn(v, "key_str") || ((typeof v["key_str"] === "string") || (v["key_str"] === null))) && (!Object.hasOwn(v, "value_hex") || (typeof v["value_hex"] === "string")) && (!Object.hasOwn(v, "value_str") || ((typeof v["value_str"] === "string") || (v["value_str"] === null))) && (!Object.hasOwn(v, "value_u128") || ((typeof v["value_u128"] === "string") || (v["value_u128"] === null))) && (!Object.hasOwn(v, "last_txid") || ((typeof v["last_txid"] === "string") || (v["last_txid"] === null)));
const fits3 = (v: any): boolean => (typeof v === "object" && v !== null && !Array.isArray(v)) && Object.hasOwn(v, "base") && Object.hasOwn(v, "quote") && Object.hasOwn(v, "base_reserve") && Object.hasOwn(v, "quote_reserve") && (typeof v["base"] === "string") && (typeof v["quote"] === "string") && (typeof v["base_reserve"] === "string") && (typeof v["quote_reserve"] === "string") && (!Object.hasOwn(v, "source") || (typeof v["source"] === "string"));
const fits4 = (v: any): boolean => (typeof v === "object" && v !== null && !Array.isArray(v)) && Object.hasOwn(v, "ts") && Object.hasOwn(v, "open") && Object.hasOwn(v, "high") && Object.hasOwn(v, "low") && Object.hasOwn(v, "close") && Object.hasOwn(v, "volume") && Number.isInteger(v["ts"]) && (typeof v["open"] === "string") && (typeof v["high"] === "string") && (typeof v["low"] === "string") && (typeof v["close"] === "string") && (typeof v["volume"] === "string");

/** `espo-essentials-wire-prefix`: Module methods carry a forced module prefix: every real client sends essentials.get_address_balances etc.; the unprefixed name answers -32601 Method not found (the gateway option wireNames: {espo: 'observed'} sends the prefixed names) */
export const espoEssentialsWirePrefix: DriftRule = {
  id: "espo-essentials-wire-prefix",
  surface: "espo",
  operations: ["ping","get_address_balances","get_address_outpoints","get_outpoint_balances","get_holders","get_holders_count","get_keys"],
  match: [{ at: "/error", fits: fits0 }],
};
/** `espo-holder-with-type`: {type:"address", address, amount} or {type:"alkane", alkane:"b:t", amount} */
export const espoHolderWithType: DriftRule = {
  id: "espo-holder-with-type",
  surface: "espo",
  operations: ["get_holders"],
  match: [{ at: "/result/items/*", fits: fits1 }],
};
/** `espo-key-item-fields`: {key_hex, key_str, value_hex ("0x…"), value_str, value_u128 (decimal string), last_txid}; the non-hex fields are nullable */
export const espoKeyItemFields: DriftRule = {
  id: "espo-key-item-fields",
  surface: "espo",
  operations: ["get_keys"],
  match: [{ at: "/result/items/*", fits: fits2 }],
};
/** `espo-ammdata-pool-base-quote`: {base, quote, base_reserve, quote_reserve, source:"live"}, keyed by "block:tx" */
export const espoAmmdataPoolBaseQuote: DriftRule = {
  id: "espo-ammdata-pool-base-quote",
  surface: "espo",
  operations: ["ammdata.get_pools"],
  match: [{ at: "/result/pools/*", fits: fits3 }],
};
/** `espo-candle-ts`: {ts (unix s), open, high, low, close, volume (strings)} */
export const espoCandleTs: DriftRule = {
  id: "espo-candle-ts",
  surface: "espo",
  operations: ["ammdata.get_candles"],
  match: [{ at: "/result/candles/*", fits: fits4 }],
};
/** `espo-get-trades-absent`: current Espo (main) has no ammdata.get_trades: the method answers -32601 Method not found (espo-old had it, observed.md §4.4) */
export const espoGetTradesAbsent: DriftRule = {
  id: "espo-get-trades-absent",
  surface: "espo",
  operations: ["ammdata.get_trades"],
  match: [{ at: "/error", fits: fits0 }, { message: "JSON-RPC error -32601" }],
};
