// Generated from specs/openapi/data-api.yaml (`get-alkanes-by-address`) by tools/codegen. Do not edit.

import { GetAlkanesByAddressRequest } from "./schemas/GetAlkanesByAddressRequest.js";
import { GetAlkanesByAddressResponse } from "./schemas/GetAlkanesByAddressResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAlkanesByAddressRequest;
export const response__200 = GetAlkanesByAddressResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
