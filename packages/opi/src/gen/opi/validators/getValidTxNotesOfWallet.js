// Generated from specs/openapi/opi.yaml (`get_valid_tx_notes_of_wallet`) by tools/codegen. Do not edit.

import { GetValidTxNotesOfWalletResponse } from "./schemas/GetValidTxNotesOfWalletResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OpiError } from "@gw/runtime/common-validators/OpiError";

export const response__200 = GetValidTxNotesOfWalletResponse;
export const response__401 = InvalidApiKey;
export const response__default = OpiError;
