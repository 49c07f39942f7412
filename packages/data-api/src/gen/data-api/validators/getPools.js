// Generated from specs/openapi/data-api.yaml (`get-pools`) by tools/codegen. Do not edit.

import { GetPoolsRequest } from "./schemas/GetPoolsRequest.js";
import { GetPoolsResponse } from "./schemas/GetPoolsResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetPoolsRequest;
export const response__200 = GetPoolsResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
