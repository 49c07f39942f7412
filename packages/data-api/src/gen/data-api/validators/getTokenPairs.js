// Generated from specs/openapi/data-api.yaml (`get-token-pairs`) by tools/codegen. Do not edit.

import { GetTokenPairsRequest } from "./schemas/GetTokenPairsRequest.js";
import { GetTokenPairsResponse } from "./schemas/GetTokenPairsResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetTokenPairsRequest;
export const response__200 = GetTokenPairsResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
