// Generated from specs/openapi/data-api.yaml (`get-address-utxos`) by tools/codegen. Do not edit.

import { GetAddressUtxosRequest } from "./schemas/GetAddressUtxosRequest.js";
import { GetAddressUtxosResponse } from "./schemas/GetAddressUtxosResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAddressUtxosRequest;
export const response__200 = GetAddressUtxosResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
