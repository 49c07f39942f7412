// Generated from specs/openapi/opi.yaml (`get_hash_of_all_activity`) by tools/codegen. Do not edit.

import { GetHashOfAllActivityResponse } from "./schemas/GetHashOfAllActivityResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OpiError } from "@gw/runtime/common-validators/OpiError";

export const response__200 = GetHashOfAllActivityResponse;
export const response__401 = InvalidApiKey;
export const response__default = OpiError;
