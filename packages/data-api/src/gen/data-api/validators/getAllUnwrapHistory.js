// Generated from specs/openapi/data-api.yaml (`get-all-unwrap-history`) by tools/codegen. Do not edit.

import { GetAllUnwrapHistoryRequest } from "./schemas/GetAllUnwrapHistoryRequest.js";
import { GetAllUnwrapHistoryResponse } from "./schemas/GetAllUnwrapHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAllUnwrapHistoryRequest;
export const response__200 = GetAllUnwrapHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
