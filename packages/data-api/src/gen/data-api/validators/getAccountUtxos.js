// Generated from specs/openapi/data-api.yaml (`get-account-utxos`) by tools/codegen. Do not edit.

import { GetAccountUtxosRequest } from "./schemas/GetAccountUtxosRequest.js";
import { GetAccountUtxosResponse } from "./schemas/GetAccountUtxosResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAccountUtxosRequest;
export const response__200 = GetAccountUtxosResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
