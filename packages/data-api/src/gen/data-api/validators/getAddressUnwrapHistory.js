// Generated from specs/openapi/data-api.yaml (`get-address-unwrap-history`) by tools/codegen. Do not edit.

import { GetAddressUnwrapHistoryRequest } from "./schemas/GetAddressUnwrapHistoryRequest.js";
import { GetAddressUnwrapHistoryResponse } from "./schemas/GetAddressUnwrapHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAddressUnwrapHistoryRequest;
export const response__200 = GetAddressUnwrapHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
