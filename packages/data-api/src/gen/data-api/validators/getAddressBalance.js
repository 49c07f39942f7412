// Generated from specs/openapi/data-api.yaml (`get-address-balance`) by tools/codegen. Do not edit.

import { GetAddressBalanceRequest } from "./schemas/GetAddressBalanceRequest.js";
import { GetAddressBalanceResponse } from "./schemas/GetAddressBalanceResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAddressBalanceRequest;
export const response__200 = GetAddressBalanceResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
