// Generated from specs/openapi/data-api.yaml (`get-all-pools-details`) by tools/codegen. Do not edit.

import { GetAllPoolsDetailsRequest } from "./schemas/GetAllPoolsDetailsRequest.js";
import { GetAllPoolsDetailsResponse } from "./schemas/GetAllPoolsDetailsResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAllPoolsDetailsRequest;
export const response__200 = GetAllPoolsDetailsResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
