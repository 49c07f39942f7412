// Generated from specs/openapi/data-api.yaml (`get-pool-burn-history`) by tools/codegen. Do not edit.

import { GetPoolBurnHistoryRequest } from "./schemas/GetPoolBurnHistoryRequest.js";
import { GetPoolBurnHistoryResponse } from "./schemas/GetPoolBurnHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetPoolBurnHistoryRequest;
export const response__200 = GetPoolBurnHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
