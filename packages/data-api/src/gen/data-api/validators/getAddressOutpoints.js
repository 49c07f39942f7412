// Generated from specs/openapi/data-api.yaml (`get-address-outpoints`) by tools/codegen. Do not edit.

import { GetAddressOutpointsRequest } from "./schemas/GetAddressOutpointsRequest.js";
import { GetAddressOutpointsResponse } from "./schemas/GetAddressOutpointsResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAddressOutpointsRequest;
export const response__200 = GetAddressOutpointsResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
