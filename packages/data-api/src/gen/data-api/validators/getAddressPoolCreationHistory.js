// Generated from specs/openapi/data-api.yaml (`get-address-pool-creation-history`) by tools/codegen. Do not edit.

import { GetAddressPoolCreationHistoryRequest } from "./schemas/GetAddressPoolCreationHistoryRequest.js";
import { GetAddressPoolCreationHistoryResponse } from "./schemas/GetAddressPoolCreationHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAddressPoolCreationHistoryRequest;
export const response__200 = GetAddressPoolCreationHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
