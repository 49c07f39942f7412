// Generated from specs/openapi/data-api.yaml (`get-pool-swap-history`) by tools/codegen. Do not edit.

import { GetPoolSwapHistoryRequest } from "./schemas/GetPoolSwapHistoryRequest.js";
import { GetPoolSwapHistoryResponse } from "./schemas/GetPoolSwapHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetPoolSwapHistoryRequest;
export const response__200 = GetPoolSwapHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
