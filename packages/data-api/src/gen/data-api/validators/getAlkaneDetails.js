// Generated from specs/openapi/data-api.yaml (`get-alkane-details`) by tools/codegen. Do not edit.

import { GetAlkaneDetailsRequest } from "./schemas/GetAlkaneDetailsRequest.js";
import { GetAlkaneDetailsResponse } from "./schemas/GetAlkaneDetailsResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAlkaneDetailsRequest;
export const response__200 = GetAlkaneDetailsResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
