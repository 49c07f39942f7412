// Generated from specs/openapi/data-api.yaml (`get-taproot-balance`) by tools/codegen. Do not edit.

import { GetTaprootBalanceRequest } from "./schemas/GetTaprootBalanceRequest.js";
import { GetTaprootBalanceResponse } from "./schemas/GetTaprootBalanceResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetTaprootBalanceRequest;
export const response__200 = GetTaprootBalanceResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
