// Generated from specs/openapi/data-api.yaml (`get-pool-creation-history`) by tools/codegen. Do not edit.

import { GetPoolCreationHistoryRequest } from "./schemas/GetPoolCreationHistoryRequest.js";
import { GetPoolCreationHistoryResponse } from "./schemas/GetPoolCreationHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetPoolCreationHistoryRequest;
export const response__200 = GetPoolCreationHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
