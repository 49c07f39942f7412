// Generated from specs/openapi/orderbook.yaml (`order`) by tools/codegen. Do not edit.

import { join } from "@gw/runtime/validator-support";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { OrderEnvelope } from "./schemas/OrderEnvelope.js";

export function response__404(data, path = "") {
	const errors = [];
	checkOrderNotFound(errors, data, path, "#");
	response__404.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `OrderNotFound`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkOrderNotFound(errors, data, path, schemaPath, key, propertyName) {

}

export const response__200 = OrderEnvelope;
export const response__401 = InvalidApiKey;
