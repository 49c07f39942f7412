// Generated from specs/openapi/data-api.yaml (`get-address-swap-history-for-token`) by tools/codegen. Do not edit.

import { GetAddressSwapHistoryForTokenRequest } from "./schemas/GetAddressSwapHistoryForTokenRequest.js";
import { GetAddressSwapHistoryForTokenResponse } from "./schemas/GetAddressSwapHistoryForTokenResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAddressSwapHistoryForTokenRequest;
export const response__200 = GetAddressSwapHistoryForTokenResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
