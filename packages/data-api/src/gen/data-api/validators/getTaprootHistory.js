// Generated from specs/openapi/data-api.yaml (`get-taproot-history`) by tools/codegen. Do not edit.

import { GetTaprootHistoryRequest } from "./schemas/GetTaprootHistoryRequest.js";
import { GetTaprootHistoryResponse } from "./schemas/GetTaprootHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetTaprootHistoryRequest;
export const response__200 = GetTaprootHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
