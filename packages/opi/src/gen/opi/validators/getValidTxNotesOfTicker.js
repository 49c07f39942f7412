// Generated from specs/openapi/opi.yaml (`get_valid_tx_notes_of_ticker`) by tools/codegen. Do not edit.

import { GetValidTxNotesOfTickerResponse } from "./schemas/GetValidTxNotesOfTickerResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OpiError } from "@gw/runtime/common-validators/OpiError";

export const response__200 = GetValidTxNotesOfTickerResponse;
export const response__401 = InvalidApiKey;
export const response__default = OpiError;
