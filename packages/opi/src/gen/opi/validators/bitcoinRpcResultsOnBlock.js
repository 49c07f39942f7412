// Generated from specs/openapi/opi.yaml (`bitcoin_rpc_results_on_block`) by tools/codegen. Do not edit.

import { BitcoinRpcResultsOnBlockResponse } from "./schemas/BitcoinRpcResultsOnBlockResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OpiError } from "@gw/runtime/common-validators/OpiError";

export const response__200 = BitcoinRpcResultsOnBlockResponse;
export const response__401 = InvalidApiKey;
export const response__default = OpiError;
