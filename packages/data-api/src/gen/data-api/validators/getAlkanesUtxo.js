// Generated from specs/openapi/data-api.yaml (`get-alkanes-utxo`) by tools/codegen. Do not edit.

import { GetAlkanesUtxoRequest } from "./schemas/GetAlkanesUtxoRequest.js";
import { GetAlkanesUtxoResponse } from "./schemas/GetAlkanesUtxoResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAlkanesUtxoRequest;
export const response__200 = GetAlkanesUtxoResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
