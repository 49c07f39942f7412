// Generated from specs/openapi/opi.yaml (`holders`) by tools/codegen. Do not edit.

import { HoldersResponse } from "./schemas/HoldersResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OpiError } from "@gw/runtime/common-validators/OpiError";

export const response__200 = HoldersResponse;
export const response__401 = InvalidApiKey;
export const response__default = OpiError;
