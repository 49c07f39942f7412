// Generated from specs/openapi/orderbook.yaml (`markets`) by tools/codegen. Do not edit.

import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { MarketsResponse } from "./schemas/MarketsResponse.js";

export const response__200 = MarketsResponse;
export const response__401 = InvalidApiKey;
