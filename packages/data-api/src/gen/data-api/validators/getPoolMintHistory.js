// Generated from specs/openapi/data-api.yaml (`get-pool-mint-history`) by tools/codegen. Do not edit.

import { GetPoolMintHistoryRequest } from "./schemas/GetPoolMintHistoryRequest.js";
import { GetPoolMintHistoryResponse } from "./schemas/GetPoolMintHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetPoolMintHistoryRequest;
export const response__200 = GetPoolMintHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
