// Generated from specs/openapi/data-api.yaml (`get-address-pool-mint-history`) by tools/codegen. Do not edit.

import { GetAddressPoolMintHistoryRequest } from "./schemas/GetAddressPoolMintHistoryRequest.js";
import { GetAddressPoolMintHistoryResponse } from "./schemas/GetAddressPoolMintHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAddressPoolMintHistoryRequest;
export const response__200 = GetAddressPoolMintHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
