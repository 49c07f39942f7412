// Generated from specs/openapi/data-api.yaml (`get-total-unwrap-amount`) by tools/codegen. Do not edit.

import { GetTotalUnwrapAmountRequest } from "./schemas/GetTotalUnwrapAmountRequest.js";
import { GetTotalUnwrapAmountResponse } from "./schemas/GetTotalUnwrapAmountResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetTotalUnwrapAmountRequest;
export const response__200 = GetTotalUnwrapAmountResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
