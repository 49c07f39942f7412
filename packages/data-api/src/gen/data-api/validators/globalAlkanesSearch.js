// Generated from specs/openapi/data-api.yaml (`global-alkanes-search`) by tools/codegen. Do not edit.

import { GlobalAlkanesSearchRequest } from "./schemas/GlobalAlkanesSearchRequest.js";
import { GlobalAlkanesSearchResponse } from "./schemas/GlobalAlkanesSearchResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GlobalAlkanesSearchRequest;
export const response__200 = GlobalAlkanesSearchResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
