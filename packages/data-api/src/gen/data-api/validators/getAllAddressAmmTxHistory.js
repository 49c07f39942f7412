// Generated from specs/openapi/data-api.yaml (`get-all-address-amm-tx-history`) by tools/codegen. Do not edit.

import { GetAllAddressAmmTxHistoryRequest } from "./schemas/GetAllAddressAmmTxHistoryRequest.js";
import { GetAllAddressAmmTxHistoryResponse } from "./schemas/GetAllAddressAmmTxHistoryResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetAllAddressAmmTxHistoryRequest;
export const response__200 = GetAllAddressAmmTxHistoryResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
