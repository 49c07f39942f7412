// Generated from specs/openapi/data-api.yaml (`indexer-height`) by tools/codegen. Do not edit.

import { IndexerHeight } from "./schemas/IndexerHeight.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";

export const response__200 = IndexerHeight;
export const response__401 = InvalidApiKey;
