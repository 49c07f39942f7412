// Generated from specs/openapi/data-api.yaml (`get-address-wrap-history`) by tools/codegen. Do not edit.

import { GetAddressWrapHistoryRequest } from "./schemas/GetAddressWrapHistoryRequest.js";
import { GetAddressWrapHistoryResponse } from "./schemas/GetAddressWrapHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAddressWrapHistoryRequest;
export const response__200 = GetAddressWrapHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
