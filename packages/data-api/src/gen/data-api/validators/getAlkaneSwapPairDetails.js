// Generated from specs/openapi/data-api.yaml (`get-alkane-swap-pair-details`) by tools/codegen. Do not edit.

import { GetAlkaneSwapPairDetailsRequest } from "./schemas/GetAlkaneSwapPairDetailsRequest.js";
import { GetAlkaneSwapPairDetailsResponse } from "./schemas/GetAlkaneSwapPairDetailsResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAlkaneSwapPairDetailsRequest;
export const response__200 = GetAlkaneSwapPairDetailsResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
