// Generated from specs/openapi/data-api.yaml (`get-bitcoin-market-chart`) by tools/codegen. Do not edit.

import { GetBitcoinMarketChartRequest } from "./schemas/GetBitcoinMarketChartRequest.js";
import { GetBitcoinMarketChartResponse } from "./schemas/GetBitcoinMarketChartResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export const input = GetBitcoinMarketChartRequest;
export const response__200 = GetBitcoinMarketChartResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
