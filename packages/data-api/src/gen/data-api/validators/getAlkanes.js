// Generated from specs/openapi/data-api.yaml (`get-alkanes`) by tools/codegen. Do not edit.

import { GetAlkanesRequest } from "./schemas/GetAlkanesRequest.js";
import { GetAlkanesResponse } from "./schemas/GetAlkanesResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAlkanesRequest;
export const response__200 = GetAlkanesResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
