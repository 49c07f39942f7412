// Generated from specs/openapi/data-api.yaml (`get-address-swap-history-for-pool`) by tools/codegen. Do not edit.

import { GetAddressSwapHistoryForPoolRequest } from "./schemas/GetAddressSwapHistoryForPoolRequest.js";
import { GetAddressSwapHistoryForPoolResponse } from "./schemas/GetAddressSwapHistoryForPoolResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAddressSwapHistoryForPoolRequest;
export const response__200 = GetAddressSwapHistoryForPoolResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
