// Generated from specs/openapi/data-api.yaml (`get-bitcoin-price`) by tools/codegen. Do not edit.

import { additionalFail, isObject, join, typeFail } from "@gw/runtime/validator-support";
import { GetBitcoinPriceResponse } from "./schemas/GetBitcoinPriceResponse.js";
import { InvalidApiKey } from "@gw/runtime/common-validators/InvalidApiKey";
import { RestFailureEnvelope } from "@gw/runtime/common-validators/RestFailureEnvelope";

export function input(data, path = "") {
	const errors = [];
	checkEmptyRequest(errors, data, path, "#");
	input.errors = errors.length === 0 ? null : errors;
	return errors.length === 0;
}

/** `EmptyRequest`, checked where it is used: the value's path is `path` and `key` (joined when an error is reported). */
function checkEmptyRequest(errors, data, path, schemaPath, key, propertyName) {
	if (isObject(data)) {
		const path0 = join(path, key);
		for (const key0 in data) additionalFail(errors, path0, schemaPath, key0, propertyName);
	} else typeFail(errors, join(path, key), schemaPath, "object", propertyName);
}

export const response__200 = GetBitcoinPriceResponse;
export const response__401 = InvalidApiKey;
export const response__default = RestFailureEnvelope;
