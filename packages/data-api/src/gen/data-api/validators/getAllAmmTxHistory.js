// Generated from specs/openapi/data-api.yaml (`get-all-amm-tx-history`) by tools/codegen. Do not edit.

import { GetAllAmmTxHistoryRequest } from "./schemas/GetAllAmmTxHistoryRequest.js";
import { GetAllAmmTxHistoryResponse } from "./schemas/GetAllAmmTxHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAllAmmTxHistoryRequest;
export const response__200 = GetAllAmmTxHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
