// Generated from specs/openapi/data-api.yaml (`get-all-token-pairs`) by tools/codegen. Do not edit.

import { GetAllTokenPairsRequest } from "./schemas/GetAllTokenPairsRequest.js";
import { GetAllTokenPairsResponse } from "./schemas/GetAllTokenPairsResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAllTokenPairsRequest;
export const response__200 = GetAllTokenPairsResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
