// Generated from specs/openapi/opi.yaml (`balance_on_block`) by tools/codegen. Do not edit.

import { BalanceOnBlockResponse } from "./schemas/BalanceOnBlockResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OpiError } from "@gw/runtime/common-validators/OpiError";

export const response__200 = BalanceOnBlockResponse;
export const response__401 = InvalidApiKey;
export const response__default = OpiError;
