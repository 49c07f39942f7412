// Generated from specs/openapi/data-api.yaml (`get-token-swap-history`) by tools/codegen. Do not edit.

import { GetTokenSwapHistoryRequest } from "./schemas/GetTokenSwapHistoryRequest.js";
import { GetTokenSwapHistoryResponse } from "./schemas/GetTokenSwapHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetTokenSwapHistoryRequest;
export const response__200 = GetTokenSwapHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
