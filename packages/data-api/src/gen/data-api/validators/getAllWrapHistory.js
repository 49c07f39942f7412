// Generated from specs/openapi/data-api.yaml (`get-all-wrap-history`) by tools/codegen. Do not edit.

import { GetAllWrapHistoryRequest } from "./schemas/GetAllWrapHistoryRequest.js";
import { GetAllWrapHistoryResponse } from "./schemas/GetAllWrapHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAllWrapHistoryRequest;
export const response__200 = GetAllWrapHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
