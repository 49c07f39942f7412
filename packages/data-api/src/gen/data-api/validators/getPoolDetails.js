// Generated from specs/openapi/data-api.yaml (`get-pool-details`) by tools/codegen. Do not edit.

import { GetPoolDetailsRequest } from "./schemas/GetPoolDetailsRequest.js";
import { GetPoolDetailsResponse } from "./schemas/GetPoolDetailsResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetPoolDetailsRequest;
export const response__200 = GetPoolDetailsResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
