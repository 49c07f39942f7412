// Generated from specs/openapi/opi.yaml (`get_current_balance_of_wallet`) by tools/codegen. Do not edit.

import { GetCurrentBalanceOfWalletResponse } from "./schemas/GetCurrentBalanceOfWalletResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OpiError } from "@gw/runtime/common-validators/OpiError";

export const response__200 = GetCurrentBalanceOfWalletResponse;
export const response__401 = InvalidApiKey;
export const response__default = OpiError;
