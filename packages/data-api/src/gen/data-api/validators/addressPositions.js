// Generated from specs/openapi/data-api.yaml (`address-positions`) by tools/codegen. Do not edit.

import { AddressPositionsRequest } from "./schemas/AddressPositionsRequest.js";
import { AddressPositionsResponse } from "./schemas/AddressPositionsResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = AddressPositionsRequest;
export const response__200 = AddressPositionsResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
