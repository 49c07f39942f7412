// Generated from specs/openapi/data-api.yaml (`get-account-balance`) by tools/codegen. Do not edit.

import { GetAccountBalanceRequest } from "./schemas/GetAccountBalanceRequest.js";
import { GetAccountBalanceResponse } from "./schemas/GetAccountBalanceResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAccountBalanceRequest;
export const response__200 = GetAccountBalanceResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
