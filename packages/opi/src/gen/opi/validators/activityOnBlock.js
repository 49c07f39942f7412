// Generated from specs/openapi/opi.yaml (`activity_on_block`) by tools/codegen. Do not edit.

import { ActivityOnBlockResponse } from "./schemas/ActivityOnBlockResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OpiError } from "@gw/runtime/common-validators/OpiError";

export const response__200 = ActivityOnBlockResponse;
export const response__401 = InvalidApiKey;
export const response__default = OpiError;
