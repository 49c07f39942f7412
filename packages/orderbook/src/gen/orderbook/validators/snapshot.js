// Generated from specs/openapi/orderbook.yaml (`snapshot`) by tools/codegen. Do not edit.

import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { Snapshot } from "./schemas/Snapshot.js";

export const response__200 = Snapshot;
export const response__401 = InvalidApiKey;
