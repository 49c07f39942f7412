// Generated from specs/openapi/opi.yaml (`get_hash_of_all_current_balances`) by tools/codegen. Do not edit.

import { GetHashOfAllCurrentBalancesResponse } from "./schemas/GetHashOfAllCurrentBalancesResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OpiError } from "@gw/runtime/common-validators/OpiError";

export const response__200 = GetHashOfAllCurrentBalancesResponse;
export const response__401 = InvalidApiKey;
export const response__default = OpiError;
