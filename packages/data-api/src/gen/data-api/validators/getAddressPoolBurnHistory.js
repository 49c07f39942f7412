// Generated from specs/openapi/data-api.yaml (`get-address-pool-burn-history`) by tools/codegen. Do not edit.

import { GetAddressPoolBurnHistoryRequest } from "./schemas/GetAddressPoolBurnHistoryRequest.js";
import { GetAddressPoolBurnHistoryResponse } from "./schemas/GetAddressPoolBurnHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAddressPoolBurnHistoryRequest;
export const response__200 = GetAddressPoolBurnHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
