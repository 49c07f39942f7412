// Generated from specs/openapi/data-api.yaml (`get-intent-history`) by tools/codegen. Do not edit.

import { GetIntentHistoryRequest } from "./schemas/GetIntentHistoryRequest.js";
import { GetIntentHistoryResponse } from "./schemas/GetIntentHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetIntentHistoryRequest;
export const response__200 = GetIntentHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
