// Generated from specs/openapi/opi.yaml (`event`) by tools/codegen. Do not edit.

import { EventResponse } from "./schemas/EventResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OpiError } from "@gw/runtime/common-validators/OpiError";

export const response__200 = EventResponse;
export const response__401 = InvalidApiKey;
export const response__default = OpiError;
