// Generated from specs/openapi/data-api.yaml (`get-amm-utxos`) by tools/codegen. Do not edit.

import { GetAmmUtxosRequest } from "./schemas/GetAmmUtxosRequest.js";
import { GetAmmUtxosResponse } from "./schemas/GetAmmUtxosResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAmmUtxosRequest;
export const response__200 = GetAmmUtxosResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
